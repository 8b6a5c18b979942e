import Testing

@testable import QuireCLI

/// The help texts are made from the table: every option, key, exit status and example of a
/// row shows in its command's help, and the program's help lists every command.
@Suite struct HelpTextTests {
  static let program = CommandTable.program

  @Test(arguments: CommandTable.program.commands.map(\.name))
  func commandHelpShowsEveryRowEntry(name: String) throws {
    let spec = try #require(Self.program.command(named: name))
    let help = HelpText.command(spec, program: Self.program)
    #expect(help.hasPrefix("Usage: quire \(name)"))
    for option in spec.options where !option.isHidden {
      #expect(help.contains("[" + option.synopsis + "]"), "usage line has \(option.longName)")
    }
    for option in spec.visibleOptions {
      #expect(help.contains(option.label), "options list \(option.label)")
      #expect(Self.flattened(help).contains(option.help), "options explain \(option.longName)")
    }
    for key in spec.keys {
      #expect(help.contains(key.keys) && Self.flattened(help).contains(key.action), "keys list \(key.keys)")
    }
    for status in spec.exitStatuses {
      #expect(
        Self.flattened(help).contains("\(status.status.code)  ")
          && Self.flattened(help).contains(status.meaning))
    }
    for example in spec.examples { #expect(help.contains(example.commandLine)) }
    #expect(help.contains("-h, --help"))
  }

  @Test func programHelpListsEveryCommandAndOption() {
    let help = HelpText.program(Self.program)
    for command in Self.program.commands {
      #expect(help.contains("  \(command.name)  ") && help.contains(command.summary), "lists \(command.name)")
    }
    for option in Self.program.visibleOptions { #expect(help.contains(option.label)) }
    for variable in Self.program.environment { #expect(help.contains(variable.name)) }
    #expect(!help.contains("--man-page"), "hidden options stay out of the help")
  }

  @Test func keysHelpSaysHowToQuitFromTheSameKeysTheHandlerUses() throws {
    let help = HelpText.command(try #require(Self.program.command(named: "keys")), program: Self.program)
    #expect(help.contains("Ctrl-C   quit (exit status 0)"))
    #expect(help.contains("Esc Esc  quit (exit status 0)"))
    #expect(help.contains("Usage: quire keys [--full-screen]"))
  }

  @Test func everyLineFitsEightyColumns() {
    let texts =
      [HelpText.program(Self.program)]
      + Self.program.commands.map { HelpText.command($0, program: Self.program) }
    for text in texts {
      for line in text.split(separator: "\n") where !line.contains("$(") && !line.contains(" | quire") {
        #expect(line.count <= 80, "\(line)")
      }
    }
  }

  @Test func usageLineWrapsUnderTheCommand() throws {
    let help = HelpText.command(try #require(Self.program.command(named: "input")), program: Self.program)
    let usage = help.split(separator: "\n\n")[0]
    #expect(
      usage == """
        Usage: quire input [--title TEXT] [--value TEXT] [--placeholder TEXT]
                           [--password] [--history NAME] [--timeout SECONDS]
                           [--accessible]
        """)
  }

  @Test(arguments: [
    ("^C", "Ctrl-C"), ("esc esc", "Esc Esc"), ("⏎", "Enter"), ("alt-⏎", "Alt-Enter"), ("⇧tab", "Shift-Tab"),
  ])
  func helpBarKeysReadAsWords(bar: String, words: String) {
    #expect(KeyHelp(helpBar: bar, "x").keys == words)
  }

  /// `text` with each line's indentation and line breaks made single spaces, so a wrapped
  /// sentence can be found whole.
  static func flattened(_ text: String) -> String {
    text.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
  }
}

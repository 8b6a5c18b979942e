import Testing

@testable import QuireCLI

/// `quire`'s own command line, read against the real command table.
@Suite struct CommandParsingTests {
  @Test(arguments: [
    ([], Command.run(NotesCommand())),
    (["notes"], .run(NotesCommand())),
    (["notes", "/tmp/journal"], .run(NotesCommand(folder: "/tmp/journal"))),
    (["notes", "--today", "/tmp/journal"], .run(NotesCommand(folder: "/tmp/journal", today: true))),
    (["list", "groceries.txt"], .run(ListCommand(path: "groceries.txt"))),
    (["list", "--help"], .help("list")),
    (["--help"], .help(nil)),
    (["-h"], .help(nil)),
    (["help"], .help(nil)),
    (["help", "input"], .help("input")),
    (["--help", "write"], .help("write")),
    (["--version"], .version),
    (["--completions", "bash"], .completions(.bash)),
    (["--completions=zsh"], .completions(.zsh)),
    (["--completions", "fish"], .completions(.fish)),
    (["--man-page"], .manPage),
    (["keys"], .run(KeysArguments())),
    (["keys", "--full-screen"], .run(KeysArguments(fullScreen: true))),
    (["keys", "--help"], .help("keys")),
    (["keys", "-h"], .help("keys")),
    (["input"], .run(InputCommand())),
    (
      ["input", "--title", "Add item", "--placeholder=Item name", "--value", "", "--password"],
      .run(InputCommand(title: "Add item", value: "", placeholder: "Item name", isPassword: true))
    ),
    (
      ["input", "--history", "names", "--accessible"],
      .run(InputCommand(history: "names", isAccessible: true))
    ),
    (["input", "--timeout", "0.5"], .run(InputCommand(timeout: .milliseconds(500)))),
    (["input", "--timeout=30"], .run(InputCommand(timeout: .seconds(30)))),
    (["input", "--title", "a", "--title", "b"], .run(InputCommand(title: "b"))),
    (["input", "--value=--help"], .run(InputCommand(value: "--help"))),
    (["input", "--value", "-"], .run(InputCommand(value: "-"))),
    (["input", "--value", "-5"], .run(InputCommand(value: "-5"))),
    (["input", "--bogus", "--help"], .help("input")),
    (["input", "--title", "x", "-h"], .help("input")),
    (
      ["write", "--char-limit", "200", "--max-lines=3"], .run(WriteCommand(characterLimit: 200, lineLimit: 3))
    ),
    (["write", "--value", "a\nb", "--accessible"], .run(WriteCommand(value: "a\nb", isAccessible: true))),
  ])
  func accepted(arguments: [String], expected: Command) {
    #expect(Command.parse(arguments) == .success(expected))
  }

  @Test(arguments: [
    (["frobnicate"], "quire: unknown command 'frobnicate'; see quire --help"),
    (["inptu"], "quire: unknown command 'inptu'; did you mean 'input'?"),
    (["--frobnicate"], "quire: unknown option '--frobnicate'; see quire --help"),
    (["--versoin"], "quire: unknown option '--versoin'; did you mean '--version'?"),
    (["--version", "keys"], "quire: unexpected argument 'keys' after --version; see quire --help"),
    (["help", "wirte"], "quire: unknown command 'wirte'; did you mean 'write'?"),
    (["--completions"], "quire: --completions needs a value (SHELL): bash, zsh or fish"),
    (["--completions", "tcsh"], "quire: --completions needs one of bash, zsh or fish, got 'tcsh'"),
    (
      ["--completions", "bsh"],
      "quire: --completions needs one of bash, zsh or fish, got 'bsh'; did you mean 'bash'?"
    ),
    (["keys", "extra"], "quire keys: unexpected argument 'extra'; see quire keys --help"),
    (["keys", "--full"], "quire keys: unknown option '--full'; did you mean '--full-screen'?"),
    (["keys", "--full-screen=yes"], "quire keys: --full-screen takes no value"),
    (["input", "--char-limit", "5"], "quire input: unknown option '--char-limit'; see quire input --help"),
    (["input", "--titel", "x"], "quire input: unknown option '--titel'; did you mean '--title'?"),
    (["input", "-x"], "quire input: unknown option '-x'; see quire input --help"),
    (["input", "--title"], "quire input: --title needs a value (TEXT)"),
    (
      ["input", "--title", "--password"],
      "quire input: --title needs a value (TEXT), got '--password'; write --title=--password to give it as the value"
    ),
    (
      ["input", "--timeout", "soon"],
      "quire input: --timeout needs a number of seconds greater than 0, got 'soon'"
    ),
    (
      ["input", "--timeout", "0"], "quire input: --timeout needs a number of seconds greater than 0, got '0'"
    ),
    (
      ["input", "--timeout", "1e3"],
      "quire input: --timeout needs a number of seconds greater than 0, got '1e3'"
    ),
    (["input", "--history", "a/b"], "quire input: --history needs a name without '/', got 'a/b'"),
    (["input", "--history", ".."], "quire input: --history needs a name without '/', got '..'"),
    (["input", "stray"], "quire input: unexpected argument 'stray'; see quire input --help"),
    (["input", "--", "--title"], "quire input: unexpected argument '--title'; see quire input --help"),
    (["write", "--char-limit", "x"], "quire write: --char-limit needs a whole number ≥ 1, got 'x'"),
    (["write", "--char-limit", "0"], "quire write: --char-limit needs a whole number ≥ 1, got '0'"),
    (["write", "--max-lines", "-3"], "quire write: --max-lines needs a whole number ≥ 1, got '-3'"),
    (["write", "--password"], "quire write: unknown option '--password'; see quire write --help"),
  ])
  func rejectedWithOneClearLine(arguments: [String], message: String) {
    #expect(Command.parse(arguments) == .failure(UsageError(description: message)))
  }

  /// An argument that carries a control sequence is shown with the controls made visible, so
  /// the error line cannot change the terminal.
  @Test func errorLinesShowControlsAsSymbols() {
    let result = Command.parse(["input", "--title=x", "\u{1B}]0;pwned\u{07}"])
    #expect(
      result
        == .failure(
          UsageError(description: "quire input: unexpected argument '^[]0;pwned^G'; see quire input --help")))
  }
}

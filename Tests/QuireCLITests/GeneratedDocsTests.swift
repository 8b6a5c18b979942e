import QuireTestSupport
import Testing

@testable import QuireCLI

/// The man page and the completion scripts committed in the repository are what the table
/// makes now (`Scripts/check-cli-docs.sh --write` rewrites them), and cover every command
/// and option.
@Suite struct GeneratedDocsTests {
  static let program = CommandTable.program
  static let fix = "run Scripts/check-cli-docs.sh --write and commit the result"

  @Test func manPageIsCurrent() throws {
    let committed = try #require(RepositoryFile.text("docs/quire.1"), "docs/quire.1 is committed")
    #expect(committed == ManPage.text(Self.program), "docs/quire.1 is stale: \(Self.fix)")
  }

  @Test(arguments: CompletionShell.allCases)
  func completionScriptIsCurrent(shell: CompletionShell) throws {
    let committed = try #require(
      RepositoryFile.text(shell.repositoryPath), "\(shell.repositoryPath) is committed")
    #expect(
      committed == CompletionScript.text(for: shell, program: Self.program),
      "\(shell.repositoryPath) is stale: \(Self.fix)")
  }

  @Test func manPageDocumentsEveryCommandOptionAndStatus() {
    let page = ManPage.text(Self.program)
    for command in Self.program.commands {
      #expect(page.contains(".SS quire \(command.name)"))
      for option in command.visibleOptions {
        #expect(page.contains(ManPage.bold(option.longName)), "\(command.name) \(option.longName)")
        #expect(page.contains(ManPage.escape(option.help)), "\(command.name) \(option.longName)")
      }
      for key in command.keys { #expect(page.contains(ManPage.bold(key.keys))) }
    }
    for status in Self.program.exitStatuses { #expect(page.contains(ManPage.escape(status.meaning))) }
    #expect(!page.contains("man\\-page"))
  }

  @Test(arguments: CompletionShell.allCases)
  func completionScriptNamesEveryCommandAndOption(shell: CompletionShell) {
    let script = CompletionScript.text(for: shell, program: Self.program)
    for command in Self.program.commands {
      #expect(script.contains(command.name))
      for option in command.visibleOptions {
        #expect(script.contains(shell == .fish ? "-l \(option.long)" : option.longName), "\(option.longName)")
      }
    }
    #expect(!script.contains("man-page"))
  }

  @Test(arguments: [
    ("-x", "\\-x"), ("a\\b", "a\\eb"), (".starts", "\\&.starts"), ("'quoted", "\\&'quoted"),
  ])
  func roffEscapesWhatItWouldObey(text: String, escaped: String) {
    #expect(ManPage.escape(text) == escaped)
  }
}

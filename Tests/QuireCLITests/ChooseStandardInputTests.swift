import Foundation
import Quire
import QuireTestSupport
import Testing

/// Where `quire choose` takes its options and its plain answer from: standard input brings
/// the options only when no OPTION is given and it is a pipe or a file; otherwise it is
/// where the plain mode reads the answer.
@Suite(.serialized) struct ChooseStandardInputTests {
  /// A file redirected to standard input while options are given is not read as options.
  @Test func aRedirectedFileIsNotReadWhenOptionsAreGiven() throws {
    let folder = TemporaryFolder(prefix: "quire-choose-input")
    let terminal = try Self.start(
      #"exec "$0" choose a b c < "$1""#, reading: "1\n2\n3\n4\n5\n6\n7\n8\n9\n", in: folder)
    #expect(terminal.waitUntil { $0.screen.text.contains("Other…") }, "\(terminal.screen.text)")
    #expect(terminal.screen.text.contains("›   a\n     b\n     c\n"), "\(terminal.screen.text)")
    #expect(!terminal.screen.text.contains("9"), "\(terminal.screen.text)")
    terminal.type("\u{1B}")
    #expect(terminal.waitForExit() == .exited(1))
  }

  /// A redirected file is read as options when none is given.
  @Test func aRedirectedFileBringsTheOptionsWhenNoneIsGiven() throws {
    let folder = TemporaryFolder(prefix: "quire-choose-input")
    let terminal = try Self.start(#"exec "$0" choose < "$1""#, reading: "red\ngreen\n", in: folder)
    #expect(terminal.waitUntil { $0.screen.text.contains("     green") }, "\(terminal.screen.text)")
    terminal.type("\u{1B}[B\r")
    #expect(terminal.waitForExit() == .exited(0))
    #expect(String(decoding: terminal.standardOutput, as: UTF8.self) == "green\n")
  }

  /// Without a terminal, options given as arguments leave standard input to the answer.
  @Test func withoutATerminalTheAnswerToOptionsGivenAsArgumentsIsPipedIn() throws {
    let run = try PromptCommandTests.run(["choose", "--accessible", "red", "green"], input: "2\n")
    #expect(run.status == .exited(0), "\(run.error)")
    #expect(run.output == "green\n")
    #expect(run.error.contains("  2. green\n"))
  }

  /// Runs `script` in a shell, `$1` naming a file of `folder` that holds `contents`.
  static func start(_ script: String, reading contents: String, in folder: TemporaryFolder) throws
    -> PseudoTerminal
  {
    let file = folder.file("options.txt")
    try TemporaryFolder.writeFile(Array(contents.utf8), to: file)
    return try PromptHarness.startInShell(script, [file])
  }
}

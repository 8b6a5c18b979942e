import Foundation
import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An inline prompt leaves the screen as it found it on every way it ends, a signal
/// included: the shell's lines above stay, and nothing of the prompt is left.
@Suite(.serialized) struct InlineLeavingTests {
  static let shellLine = "$ quire"
  static let choose = #"echo '$ quire' > /dev/tty; exec "$0" choose --title Colour red green"#
  static let form =
    #"echo '$ quire' > /dev/tty; exec "$0" form --title Contact --field name:Name --field mail:Mail"#

  /// Only the shell's line is left on the screen.
  static func expectOnlyTheShellLine(
    _ terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let lines = terminal.screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    #expect(
      lines == [shellLine],
      "left on the screen: \(lines); the end: \(terminal.text.suffix(300).debugDescription)",
      sourceLocation: sourceLocation)
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func aSignalLeavesNothingOfTheList(signal: Int32) throws {
    let terminal = try PromptHarness.startInShell(Self.choose)
    #expect(terminal.waitUntil { $0.screen.text.contains("Other…") }, "\(terminal.screen.text)")
    let before = terminal.initialAttributes
    terminal.send(signal: signal)
    PromptHarness.expectEnded(terminal, with: .signaled(signal), before: before)
    Self.expectOnlyTheShellLine(terminal)
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func aSignalLeavesNothingOfTheForm(signal: Int32) throws {
    let terminal = try PromptHarness.startInShell(Self.form)
    #expect(terminal.waitUntil { $0.screen.text.contains("Mail") }, "\(terminal.screen.text)")
    terminal.type("Ada")
    #expect(terminal.waitUntil { $0.screen.text.contains("Ada") })
    terminal.send(signal: signal)
    PromptHarness.expectEnded(terminal, with: .signaled(signal), before: terminal.initialAttributes)
    Self.expectOnlyTheShellLine(terminal)
  }

  /// Stopped, the list is erased (the shell has the screen); continued, it is drawn again
  /// whole; answered, it is gone.
  @Test func aStopErasesTheListAndContinueDrawsItAgain() throws {
    let terminal = try PromptHarness.startInShell(Self.choose)
    #expect(terminal.waitUntil { $0.screen.text.contains("Other…") }, "\(terminal.screen.text)")
    terminal.send(signal: SIGTSTP)
    #expect(terminal.waitForStop() == SIGSTOP)
    #expect(terminal.waitUntil { !$0.screen.text.contains("Other…") }, "\(terminal.screen.text)")
    Self.expectOnlyTheShellLine(terminal)
    terminal.send(signal: SIGCONT)
    #expect(terminal.waitUntil { $0.screen.text.contains("Other…") && $0.screen.text.contains("Colour") })
    terminal.type("\u{1B}[B\r")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: terminal.initialAttributes)
    #expect(PromptHarness.output(terminal) == "green\n")
    Self.expectOnlyTheShellLine(terminal)
  }
}

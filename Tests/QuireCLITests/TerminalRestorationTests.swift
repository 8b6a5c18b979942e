import Foundation
import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every way `quire keys` can end gives the terminal back exactly as it found it.
@Suite(.serialized) struct TerminalRestorationTests {
  @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT, SIGINT])
  func terminationSignalRestoresAndEndsBySignal(signal: Int32) throws {
    let (terminal, before) = try KeysHarness.start()
    #expect(terminal.attributes() != before)
    terminal.send(signal: signal)
    #expect(terminal.waitForExit() == .signaled(signal))
    #expect(terminal.attributes() == before)
    KeysHarness.expectModesGivenBack(terminal)
    #expect(terminal.text.hasSuffix(KeysHarness.resetSequence))
    #expect(terminal.text.components(separatedBy: KeysHarness.resetSequence).count == 2, "given back once")
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func fullScreenSurfaceIsLeftOnSignal(signal: Int32) throws {
    let (terminal, before) = try KeysHarness.start(fullScreen: true)
    #expect(terminal.text.contains("\u{1B}[?1049h"))
    terminal.send(signal: signal)
    #expect(terminal.waitForExit() == .signaled(signal))
    #expect(terminal.attributes() == before)
    KeysHarness.expectModesGivenBack(terminal)
    #expect(terminal.text.hasSuffix(KeysHarness.fullScreenResetSequence))
    #expect(KeysHarness.fullScreenResetSequence.hasSuffix("\u{1B}[?1049l"))
  }

  /// A crash in a program that took the terminal (the test probe: a session with the modes
  /// `quire keys` takes, crashing at its first key) gives the terminal back and ends by its
  /// signal, the crash reporter on (the user's environment) or off. With it on, the report
  /// is shown on the shell's screen, and after the key it asks for the process is gone.
  @Test(arguments: [
    ("abort", [SIGABRT], true), ("segfault", [SIGSEGV], true), ("trap", [SIGILL, SIGTRAP], true),
    ("abort", [SIGABRT], false), ("trap", [SIGILL, SIGTRAP], false), ("overflow", [SIGSEGV], false),
  ])
  func crashRestoresAndEndsBySignal(kind: String, signals: [Int32], reporter: Bool) throws {
    let probe = try #require(BuiltProducts.executable(named: "QuireTerminalProbe"), "the probe is built")
    let environment = reporter ? KeysHarness.userEnvironment : KeysHarness.quietEnvironment
    let terminal = try PseudoTerminal(
      executable: probe, arguments: ["crash", kind], environment: environment)
    let before = terminal.initialAttributes
    try #require(terminal.waitFor("probe: crashes at the first key"), "got \(terminal.text.debugDescription)")
    #expect(terminal.attributes() != before, "the probe took the terminal")
    terminal.type("x")
    let status = KeysHarness.waitForEnd(answeringTheCrashReporter: terminal)
    guard case .signaled(let signal) = status else {
      Issue.record("expected a crash, got \(String(describing: status)): \(terminal.text.debugDescription)")
      return
    }
    #expect(signals.contains(signal))
    #expect(terminal.isProcessGroupGone)
    #expect(terminal.attributes() == before)
    KeysHarness.expectModesGivenBack(terminal)
    #expect(terminal.text.contains(KeysHarness.resetSequence))
    if reporter {
      let report = terminal.text.components(separatedBy: KeysHarness.resetSequence).last ?? ""
      #expect(
        report.contains("Program crashed"), "the report follows the restoration: \(report.debugDescription)")
    }
  }

  @Test func stopGivesTheTerminalBackAndContinueTakesItAgain() throws {
    let (terminal, before) = try KeysHarness.start()
    let raw = terminal.attributes()
    terminal.send(signal: SIGTSTP)
    #expect(terminal.waitForStop() == SIGSTOP)
    #expect(terminal.attributes() == before, "restored while stopped")
    KeysHarness.expectShown(KeysHarness.resetSequence, in: terminal)
    let shownBeforeContinue = terminal.output.count

    terminal.send(signal: SIGCONT)
    KeysHarness.expectShown("redraw", in: terminal)
    let afterContinue = String(decoding: terminal.output[shownBeforeContinue...], as: UTF8.self)
    #expect(afterContinue.contains(KeysHarness.enterSequence), "modes taken again")
    #expect(terminal.attributes() == raw)
    terminal.type("b")
    KeysHarness.expectShown("key    b\r\n", in: terminal)
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0))
    #expect(terminal.attributes() == before)
    KeysHarness.expectModesGivenBack(terminal)
  }
}

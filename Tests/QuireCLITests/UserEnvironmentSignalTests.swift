import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire keys` ended by a signal in the environment a user has (the Swift runtime's crash
/// reporter on, which the other pseudo-terminal tests turn off): the terminal is given back,
/// the process ends by that signal, and nothing of it is left running.
@Suite(.serialized) struct UserEnvironmentSignalTests {
  /// A termination signal ends the process at once with its status: SIGQUIT too, which the
  /// crash reporter would otherwise take for a crash and keep the process waiting for a key.
  @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT])
  func terminationSignalEndsItPromptly(signal: Int32) throws {
    let (terminal, before) = try KeysHarness.start(environment: KeysHarness.userEnvironment)
    terminal.send(signal: signal)
    #expect(terminal.waitForExit() == .signaled(signal))
    #expect(terminal.isProcessGroupGone)
    #expect(terminal.attributes() == before)
    KeysHarness.expectModesGivenBack(terminal)
    #expect(
      terminal.text.hasSuffix(KeysHarness.resetSequence), "no crash report: \(terminal.text.debugDescription)"
    )
    #expect(terminal.text.components(separatedBy: KeysHarness.resetSequence).count == 2, "given back once")
  }

  /// A fatal signal sent by `kill` (no fault to run into again) shows the crash report on the
  /// shell's screen, and once the reporter has had its key the process ends by that signal:
  /// the reporter's handler returns, and the signal's default action follows.
  @Test(arguments: [SIGSEGV, SIGABRT, SIGBUS, SIGFPE])
  func fatalSignalSentByKillShowsTheReportThenEnds(signal: Int32) throws {
    let (terminal, before) = try KeysHarness.start(environment: KeysHarness.userEnvironment)
    terminal.send(signal: signal)
    #expect(KeysHarness.waitForEnd(answeringTheCrashReporter: terminal) == .signaled(signal))
    #expect(terminal.isProcessGroupGone)
    #expect(terminal.attributes() == before)
    KeysHarness.expectModesGivenBack(terminal)
    #expect(terminal.text.components(separatedBy: KeysHarness.resetSequence).count == 2, "given back once")
    let report = terminal.text.components(separatedBy: KeysHarness.resetSequence).last ?? ""
    #expect(report.contains("Program crashed"), "\(report.debugDescription)")
  }

  /// Started with SIGHUP ignored (`nohup quire keys`), a hang-up leaves it running, as the user
  /// asked; a later SIGTERM ends it, giving the terminal back.
  @Test func ignoredHangUpStaysIgnored() throws {
    let shell = "/bin/sh"
    try #require(access(shell, X_OK) == 0)
    let executable = try #require(BuiltProducts.executable(named: "quire"))
    let terminal = try PseudoTerminal(
      executable: shell, arguments: ["-c", "trap '' HUP; exec \"$QUIRE\" keys"],
      environment: KeysHarness.userEnvironment.merging(["QUIRE": executable]) { $1 })
    let before = terminal.initialAttributes
    KeysHarness.expectShown(KeysHarness.header, in: terminal)
    terminal.send(signal: SIGHUP)
    terminal.type("a")
    KeysHarness.expectShown("key    a\r\n", in: terminal)
    #expect(terminal.exitStatus == nil)
    terminal.send(signal: SIGTERM)
    #expect(terminal.waitForExit() == .signaled(SIGTERM))
    #expect(terminal.attributes() == before)
  }
}

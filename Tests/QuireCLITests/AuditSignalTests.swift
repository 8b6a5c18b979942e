import Foundation
import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The exit paths `TerminalRestorationTests` leaves out: the fatal signals sent by `kill`
/// that no crash of ours raises (SIGBUS, SIGFPE), and the full-screen surface stopped,
/// continued and resized.
@Suite(.serialized) struct AuditSignalTests {
  @Test(arguments: [SIGBUS, SIGFPE, SIGSEGV, SIGABRT])
  func fatalSignalSentByKillRestoresOnceAndEndsBySignal(signal: Int32) throws {
    let (terminal, before) = try KeysHarness.start()
    terminal.send(signal: signal)
    #expect(terminal.waitForExit() == .signaled(signal))
    #expect(terminal.attributes() == before)
    KeysHarness.expectModesGivenBack(terminal)
    #expect(terminal.text.hasSuffix(KeysHarness.resetSequence))
    #expect(terminal.text.components(separatedBy: KeysHarness.resetSequence).count == 2, "given back once")
  }

  /// Stopped, the shell's screen is shown again (the alternate screen is left) and its
  /// settings are back; continued, the alternate screen and every mode are entered again.
  @Test func fullScreenStopLeavesTheAlternateScreenAndContinueEntersItAgain() throws {
    let (terminal, before) = try KeysHarness.start(fullScreen: true)
    let raw = terminal.attributes()
    terminal.send(signal: SIGTSTP)
    #expect(terminal.waitForStop() == SIGSTOP)
    #expect(terminal.attributes() == before, "restored while stopped")
    KeysHarness.expectShown(KeysHarness.fullScreenResetSequence, in: terminal)
    KeysHarness.expectModesGivenBack(terminal)
    let shownBeforeContinue = terminal.output.count

    terminal.send(signal: SIGCONT)
    KeysHarness.expectShown("redraw", in: terminal)
    let afterContinue = String(decoding: terminal.output[shownBeforeContinue...], as: UTF8.self)
    let enter = String(decoding: TerminalModes.fullScreen.enterSequence(kittyPushed: false), as: UTF8.self)
    #expect(afterContinue.hasPrefix(enter), "modes taken again before anything is drawn")
    #expect(terminal.screen.isAlternateScreen)
    #expect(terminal.screen.privateModes.isSuperset(of: [1000, 1002, 1006, 1004, 2004]))
    #expect(terminal.attributes() == raw)
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0))
    #expect(terminal.attributes() == before)
    KeysHarness.expectModesGivenBack(terminal)
  }

  /// A stop while stopped gives back nothing twice, and a second stop after a continue
  /// gives the terminal back again.
  @Test func everyStopGivesTheTerminalBack() throws {
    let (terminal, before) = try KeysHarness.start()
    for round in 1...2 {
      terminal.send(signal: SIGTSTP)
      #expect(terminal.waitForStop() == SIGSTOP, "stop \(round)")
      #expect(terminal.attributes() == before, "restored while stopped, stop \(round)")
      #expect(
        terminal.waitUntil { $0.text.components(separatedBy: KeysHarness.resetSequence).count == round + 1 },
        "given back on stop \(round)")
      KeysHarness.expectModesGivenBack(terminal)
      terminal.send(signal: SIGCONT)
      #expect(
        terminal.waitUntil { $0.text.components(separatedBy: "redraw").count == round + 1 },
        "redraw \(round)")
      #expect(terminal.attributes().isRaw, "raw again after continue \(round)")
    }
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0))
    #expect(terminal.attributes() == before)
    #expect(terminal.text.components(separatedBy: KeysHarness.resetSequence).count == 4, "given back 3 times")
  }

  @Test func fullScreenResizeIsAnEvent() throws {
    let (terminal, _) = try KeysHarness.start(fullScreen: true)
    terminal.resize(to: TerminalSize(columns: 20, rows: 6))
    KeysHarness.expectShown("resize 20x6", in: terminal)
    terminal.resize(to: TerminalSize(columns: 120, rows: 40))
    KeysHarness.expectShown("resize 120x40", in: terminal)
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0))
  }

  /// The kitty keyboard protocol is popped on a stop (the shell must not get CSI u keys) and
  /// pushed again on continue.
  @Test func kittyKeyboardIsPoppedOnStopAndPushedOnContinue() throws {
    let (terminal, before) = try KeysHarness.start(kitty: true)
    KeysHarness.expectShown("kitty keyboard protocol on", in: terminal)
    let shownBeforeStop = terminal.output.count
    terminal.send(signal: SIGTSTP)
    #expect(terminal.waitForStop() == SIGSTOP)
    #expect(terminal.attributes() == before)
    KeysHarness.expectShown("\u{1B}[<u" + KeysHarness.resetSequence, in: terminal)
    let stopped = String(decoding: terminal.output[shownBeforeStop...], as: UTF8.self)
    #expect(stopped == "\u{1B}[<u" + KeysHarness.resetSequence, "\(stopped.debugDescription)")
    let shownBeforeContinue = terminal.output.count
    terminal.send(signal: SIGCONT)
    KeysHarness.expectShown("redraw", in: terminal)
    let continued = String(decoding: terminal.output[shownBeforeContinue...], as: UTF8.self)
    #expect(continued.hasPrefix(KeysHarness.enterSequence + "\u{1B}[>1u"), "\(continued.debugDescription)")
    terminal.type("\u{1B}[97;5u")
    KeysHarness.expectShown("key    Ctrl-a\r\n", in: terminal)
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0))
    #expect(terminal.text.hasSuffix("\u{1B}[<u" + KeysHarness.resetSequence))
  }
}

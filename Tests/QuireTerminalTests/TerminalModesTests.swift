import QuireTerminal
import Testing

@Suite struct TerminalModesTests {
  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func fullScreenEntersEveryModeAndPushesKittyLast() {
    #expect(
      text(TerminalModes.fullScreen.enterSequence(kittyPushed: true))
        == "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?1004h"
        + "\u{1B}[?1036;1039s\u{1B}[?1036;1039h\u{1B}[>1u")
  }

  @Test func exitUndoesInReverseAndLeavesTheAlternateScreenLast() {
    // The kitty flags belong to the screen they were pushed on: popped before leaving it.
    #expect(
      text(TerminalModes.fullScreen.exitSequence(kittyPushed: true))
        == "\u{1B}[<u\u{1B}[?1036;1039l\u{1B}[?1036;1039r\u{1B}[?1004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?2026l"
        + "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
  }

  @Test func inlineNeverTouchesTheAlternateScreen() {
    for pushed in [false, true] {
      #expect(!text(TerminalModes.inline.enterSequence(kittyPushed: pushed)).contains("1049"))
      #expect(!text(TerminalModes.inline.exitSequence(kittyPushed: pushed)).contains("1049"))
    }
  }

  @Test func kittyIsNeitherPushedNorPoppedWhenTheTerminalDidNotAnswer() {
    #expect(!text(TerminalModes.fullScreen.enterSequence(kittyPushed: false)).contains("u"))
    #expect(!text(TerminalModes.fullScreen.exitSequence(kittyPushed: false)).contains("<u"))
  }

  /// Under GNU screen any mouse tracking mode (9, 1000, 1002, 1003) makes screen hold a lone
  /// Esc until the next key, so Esc then x reads as Alt-x: the mouse stays off there, and
  /// every other mode is taken as elsewhere.
  @Test func underScreenTheMouseStaysOff() {
    let screen = TerminalCapabilities.detect(environment: ["TERM": "screen"], isTerminal: true)
    for modes in [TerminalModes.inline, .fullScreen] {
      let suited = modes.suited(to: screen)
      #expect(suited == modes.subtracting(.mouse))
      var emulator = TerminalEmulator(size: TerminalSize(columns: 20, rows: 2))
      emulator.feed(suited.enterSequence(kittyPushed: false))
      #expect(emulator.privateModes.isDisjoint(with: [9, 1000, 1002, 1003, 1006]))
      #expect(emulator.privateModes.isSuperset(of: [2004, 1004]))
    }
  }

  @Test func elsewhereTheMouseIsTaken() {
    for environment in [
      ["TERM": "xterm-256color"], ["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0"],
    ] {
      let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
      #expect(TerminalModes.inline.suited(to: capabilities) == .inline, "for \(environment)")
    }
  }

  @Test func noModesWriteNothingOnEntryOrExit() {
    let none: TerminalModes = []
    #expect(none.enterSequence(kittyPushed: false).isEmpty)
    #expect(none.exitSequence(kittyPushed: false).isEmpty)
  }

  /// The exit sequence fits the signal guard's buffer with everything in it: every mode,
  /// the kitty keyboard popped and the cursor's shape reset.
  @Test func longestExitSequenceFitsTheSignalGuard() {
    let longest = TerminalModes.fullScreen.exitSequence(kittyPushed: true) + Array("\u{1B}[0 q".utf8)
    #expect(longest.count <= 256)
  }
}

/// Alt sent as an Esc prefix while Quire runs, and the user's own setting back afterwards.
@Suite struct AltSendsEscapeTests {
  static let modes: TerminalModes = [.bracketedPaste, .altSendsEscape]

  /// A screen whose user had `metaSendsEscape` as `before`, after Quire's modes were taken
  /// (`during`) and given back (`after`), as xterm or mlterm would keep them.
  static func settings(before: Bool) -> (during: Set<Int>, after: Set<Int>) {
    var screen = TerminalEmulator(size: TerminalSize(columns: 20, rows: 2))
    if before { screen.feed("\u{1B}[?1036h") }
    screen.feed(modes.enterSequence(kittyPushed: false))
    let during = screen.privateModes.intersection([1036, 1039])
    screen.feed(modes.exitSequence(kittyPushed: false))
    return (during, screen.privateModes.intersection([1036, 1039]))
  }

  @Test(arguments: [false, true])
  func altSendsEscapeWhileTakenAndTheUsersSettingComesBack(before: Bool) {
    let (during, after) = Self.settings(before: before)
    #expect(during == [1036, 1039])
    #expect(after == (before ? [1036] : []))
  }

  /// Where the terminal cannot restore a saved setting, the reset before the restore leaves
  /// the default (off), never Quire's setting.
  @Test func withoutRestoreTheDefaultIsLeft() {
    let exit = String(decoding: Self.modes.exitSequence(kittyPushed: false), as: UTF8.self)
    let reset = exit.firstRange(of: "\u{1B}[?1036;1039l")
    let restore = exit.firstRange(of: "\u{1B}[?1036;1039r")
    #expect(reset != nil && restore != nil)
    if let reset, let restore { #expect(reset.upperBound <= restore.lowerBound) }
  }

  /// Saved before it is set, each time the terminal is taken (after a stop, a hand-off).
  @Test func savedBeforeSet() {
    let enter = String(decoding: Self.modes.enterSequence(kittyPushed: false), as: UTF8.self)
    #expect(enter.hasSuffix("\u{1B}[?1036;1039s\u{1B}[?1036;1039h"))
  }

  /// Alt-b as xterm sends it with `metaSendsEscape` on is Alt-b; with it off (its default) it
  /// is `â`, the eighth bit set, which is why the mode is asked for.
  @Test func altBDecodesAsAltBOnlyAsAnEscapePrefix() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}b".utf8)) == [.key(KeyEvent(.character("b"), modifiers: .alt))])
    #expect(decoder.feed(Array("\u{E2}".utf8)) == [.key(KeyEvent(.character("â")))])
  }
}

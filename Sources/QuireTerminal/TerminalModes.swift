/// The terminal modes a session turns on, and the bytes that turn them on and off.
///
/// Raw mode is always taken; these are the extras. The apps take `.fullScreen`; the prompts,
/// which draw inline below the cursor, take `.inline`.
public struct TerminalModes: OptionSet, Hashable, Sendable {
  public var rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The alternate screen (`CSI ? 1049 h`): the full-screen surface, leaving the shell's
  /// screen untouched underneath.
  public static let alternateScreen = TerminalModes(rawValue: 1)
  /// Bracketed paste (`CSI ? 2004 h`): pasted text arrives as one paste event.
  public static let bracketedPaste = TerminalModes(rawValue: 2)
  /// SGR mouse reporting of presses, releases, drags and the wheel (modes 1000, 1002, 1006).
  public static let mouse = TerminalModes(rawValue: 4)
  /// Focus in and out events (mode 1004).
  public static let focusEvents = TerminalModes(rawValue: 8)
  /// The kitty keyboard protocol, pushed (`CSI > 1 u`) only when the terminal answers the
  /// query `CSI ? u`, and popped on exit.
  public static let kittyKeyboard = TerminalModes(rawValue: 16)
  /// Alt (Meta) with a key sent as Esc and the key, as readline's Alt-B and Alt-F need,
  /// rather than the key with its eighth bit set (xterm's and mlterm's default, which makes
  /// Alt-b arrive as `â`): xterm's `metaSendsEscape` (mode 1036) and `altSendsEscape` (1039),
  /// saved first (XTSAVE, `CSI ? Pm s`) and restored on exit (XTRESTORE, `CSI ? Pm r`) after
  /// a reset, so the user's own setting comes back where the terminal can save it and the
  /// default (off) where it cannot. Terminals that send Esc anyway (urxvt, kitty, alacritty,
  /// VTE) or sit between (tmux, GNU screen) ignore both.
  public static let altSendsEscape = TerminalModes(rawValue: 32)

  /// Everything: the surface of the notes app and the editors.
  public static let fullScreen: TerminalModes = [
    .alternateScreen, .bracketedPaste, .mouse, .focusEvents, .kittyKeyboard, .altSendsEscape,
  ]
  /// Everything but the alternate screen: the prompts, drawn inline below the cursor.
  public static let inline: TerminalModes = [
    .bracketedPaste, .mouse, .focusEvents, .kittyKeyboard, .altSendsEscape,
  ]

  /// These modes as the terminal described by `capabilities` takes them: without the mouse
  /// where turning it on would make the terminal hold a lone Esc (see
  /// `TerminalCapabilities.mouseHoldsEscape`), since Esc is Cancel everywhere.
  public func suited(to capabilities: TerminalCapabilities) -> TerminalModes {
    capabilities.mouseHoldsEscape ? subtracting(.mouse) : self
  }

  /// The bytes that turn these modes on; `kittyPushed` says whether the terminal answered the
  /// kitty keyboard query.
  public func enterSequence(kittyPushed: Bool) -> [UInt8] {
    var text = ""
    if contains(.alternateScreen) { text += "\u{1B}[?1049h" }
    if contains(.bracketedPaste) { text += "\u{1B}[?2004h" }
    if contains(.mouse) { text += "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" }
    if contains(.focusEvents) { text += "\u{1B}[?1004h" }
    if contains(.altSendsEscape) { text += "\u{1B}[?1036;1039s\u{1B}[?1036;1039h" }
    if contains(.kittyKeyboard) && kittyPushed { text += "\u{1B}[>1u" }
    return Array(text.utf8)
  }

  /// The bytes that give the terminal back: each mode turned off in reverse order, a
  /// synchronized update a signal may have cut short ended, the style reset and the cursor
  /// shown, then the alternate screen left.
  /// No modes (a terminal that takes no escape sequences) give back nothing.
  public func exitSequence(kittyPushed: Bool) -> [UInt8] {
    guard !isEmpty else { return [] }
    var text = ""
    if contains(.kittyKeyboard) && kittyPushed { text += "\u{1B}[<u" }
    if contains(.altSendsEscape) { text += "\u{1B}[?1036;1039l\u{1B}[?1036;1039r" }
    if contains(.focusEvents) { text += "\u{1B}[?1004l" }
    if contains(.mouse) { text += "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l" }
    if contains(.bracketedPaste) { text += "\u{1B}[?2004l" }
    text += "\u{1B}[?2026l\u{1B}[0m\u{1B}[?25h"
    if contains(.alternateScreen) { text += "\u{1B}[?1049l" }
    return Array(text.utf8)
  }
}

/// What the terminal can do, read from the environment: whether there is one to draw on at
/// all, its colour depth, and whether to wrap frames in synchronized output.
public struct TerminalCapabilities: Hashable, Sendable {
  /// Whether there is a terminal to draw on. When `false` (no controlling terminal, or
  /// `TERM=dumb`), the prompts fall back to plain line-by-line questions.
  public var isUsable: Bool
  /// How many colours to use; `.none` under `NO_COLOR` (styles such as bold still show).
  public var colorDepth: ColorDepth
  /// Whether frames are wrapped in synchronized output (mode 2026), so a frame appears whole.
  public var usesSynchronizedOutput: Bool
  /// Whether turning mouse reporting on makes the terminal hold a lone Esc until the next
  /// key arrives, so that Esc then `x` reads as Alt-x: GNU screen (4.9) does, with any of
  /// the tracking modes 9, 1000, 1002 and 1003 (1006, 1004 and 2004 alone do not). The
  /// sessions then leave the mouse off (`TerminalModes.suited(to:)`).
  public var mouseHoldsEscape: Bool

  public init(
    isUsable: Bool, colorDepth: ColorDepth, usesSynchronizedOutput: Bool,
    mouseHoldsEscape: Bool = false
  ) {
    self.isUsable = isUsable
    self.colorDepth = colorDepth
    self.usesSynchronizedOutput = usesSynchronizedOutput
    self.mouseHoldsEscape = mouseHoldsEscape
  }

  /// No usable terminal: draw nothing, ask in plain lines.
  public static let noUsableTerminal = TerminalCapabilities(
    isUsable: false, colorDepth: .none, usesSynchronizedOutput: false)

  /// Reads the capabilities from `environment` (`TERM`, `COLORTERM`, `NO_COLOR`) and whether
  /// a terminal could be opened. A pure function of its inputs.
  ///
  /// - `isTerminal == false` or `TERM=dumb`: `noUsableTerminal`.
  /// - Colour: none when `NO_COLOR` is set and not empty (it wins over everything); 24-bit
  ///   when `COLORTERM` is `truecolor` or `24bit`, or `TERM` ends in `-direct`; 256 when
  ///   `TERM` ends in `-256color`; 16 otherwise (an unset `TERM` included).
  /// - Synchronized output: on, except on the Linux console (`TERM=linux`), which does not
  ///   know it. Terminals that do not know mode 2026 ignore it, so on is the safe default.
  /// - The mouse holds Esc under GNU screen: `TERM` starting with `screen` and no `TMUX`
  ///   (tmux also calls itself `screen`, and does not hold the Esc).
  public static func detect(environment: [String: String], isTerminal: Bool) -> TerminalCapabilities {
    let term = environment["TERM"] ?? ""
    guard isTerminal, term != "dumb" else { return .noUsableTerminal }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    let depth: ColorDepth
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
      depth = .none
    } else if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
      depth = .trueColor
    } else if term.hasSuffix("-256color") {
      depth = .ansi256
    } else {
      depth = .ansi16
    }
    let underScreen = term.hasPrefix("screen") && (environment["TMUX"] ?? "").isEmpty
    return TerminalCapabilities(
      isUsable: true, colorDepth: depth, usesSynchronizedOutput: term != "linux",
      mouseHoldsEscape: underScreen)
  }
}

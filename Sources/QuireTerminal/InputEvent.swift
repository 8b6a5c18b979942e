/// Something the user did at the terminal, decoded from the bytes it sent.
public enum InputEvent: Hashable, Sendable {
  /// A key, with the modifiers held.
  case key(KeyEvent)
  /// Text pasted with bracketed paste: to be inserted literally, never read as keys.
  case paste(String)
  /// The terminal was given back and taken again (after a stop and SIGCONT): everything on
  /// the screen must be drawn again.
  case redraw
  /// A mouse button, motion or wheel event.
  case mouse(MouseEvent)
  /// The terminal window gained (`true`) or lost (`false`) focus.
  case focus(Bool)
  /// The terminal changed size.
  case resize(TerminalSize)
  /// The terminal answered a query (kitty keyboard flags, cursor position, device
  /// attributes, a mode report); not something the user did.
  case reply(TerminalReply)
  /// The process was asked to end (SIGTERM, SIGHUP: the number is `signal`) while its session
  /// defers termination (`TerminalSession.defersTermination`): keep what must not be lost,
  /// then end. A second such signal ends the process at once.
  case terminate(signal: Int32)
}

/// A terminal's answer to a query Quire sent, decoded from the input.
public enum TerminalReply: Hashable, Sendable {
  /// The kitty keyboard protocol's flags, `Esc [ ? flags u`: the terminal supports the
  /// protocol, with these enhancements on.
  case keyboardFlags(Int)
  /// A cursor position report, `Esc [ row ; column R`, counted from 0 at the top left.
  case cursorPosition(row: Int, column: Int)
  /// Primary device attributes, `Esc [ ? a ; b ; … c`.
  case primaryDeviceAttributes([Int])
  /// Secondary device attributes, `Esc [ > a ; b ; … c`.
  case secondaryDeviceAttributes([Int])
  /// A mode report (DECRPM), `Esc [ ? mode ; state $ y` (a private mode) or without `?`:
  /// state 0 unknown mode, 1 set, 2 reset, 3 permanently set, 4 permanently reset.
  case modeReport(mode: Int, state: Int, isPrivate: Bool)
}

/// A key press: which key, and which modifiers were held.
public struct KeyEvent: Hashable, Sendable {
  /// Whether a key went down, repeats or went up. Only the kitty keyboard protocol, with
  /// event types asked for, reports repeats and releases; everything else is a press.
  public enum Kind: Hashable, Sendable {
    case press, `repeat`, release
  }

  public var key: Key
  public var modifiers: Modifiers
  public var kind: Kind

  public init(_ key: Key, modifiers: Modifiers = [], kind: Kind = .press) {
    self.key = key
    self.modifiers = modifiers
    self.kind = kind
  }
}

/// A key on the keyboard. Control letters are `.character` with `.control`: Ctrl-A is
/// `KeyEvent(.character("a"), modifiers: .control)`.
public enum Key: Hashable, Sendable {
  case character(Character)
  case enter, tab, backspace, escape
  case up, down, left, right
  case home, end, pageUp, pageDown, insert, delete
  /// F1 to F12 (and beyond, where the terminal sends them).
  case function(Int)
}

/// Keyboard modifiers held with a key or a mouse event.
public struct Modifiers: OptionSet, Hashable, Sendable {
  public var rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let shift = Modifiers(rawValue: 1)
  public static let alt = Modifiers(rawValue: 2)
  public static let control = Modifiers(rawValue: 4)
  public static let `super` = Modifiers(rawValue: 8)
}

/// A mouse event at a cell; `column` and `row` count from 0 at the top left.
public struct MouseEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case press, release, drag, move
    case wheelUp, wheelDown, wheelLeft, wheelRight
  }
  public enum Button: Hashable, Sendable { case left, middle, right, none }

  public var kind: Kind
  public var button: Button
  public var column: Int
  public var row: Int
  public var modifiers: Modifiers

  public init(kind: Kind, button: Button, column: Int, row: Int, modifiers: Modifiers = []) {
    self.kind = kind
    self.button = button
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }
}

/// The size of a terminal, or of an area of it, in cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  public var description: String { "\(columns)x\(rows)" }
}

/// How many colours the terminal can show.
public enum ColorDepth: Int, Comparable, Hashable, Sendable {
  /// No colour: `NO_COLOR`, `TERM=dumb`, or a terminal that has none. Styles still show.
  case none = 0
  /// The 16 ANSI colours.
  case ansi16 = 16
  /// The xterm 256-colour palette.
  case ansi256 = 256
  /// 24-bit colour.
  case trueColor = 16_777_216

  public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }
}

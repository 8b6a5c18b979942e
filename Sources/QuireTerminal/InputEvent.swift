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
}

/// A key press: which key, and which modifiers were held.
public struct KeyEvent: Hashable, Sendable {
  public var key: Key
  public var modifiers: Modifiers

  public init(_ key: Key, modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
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

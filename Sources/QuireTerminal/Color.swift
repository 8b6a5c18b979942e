/// A foreground or background colour of a cell.
///
/// Components pick any colour; the renderer downgrades it to what the terminal can show
/// (`downgraded(to:)`), so a 24-bit colour still means something on a 16-colour terminal.
public enum Color: Hashable, Sendable {
  /// The terminal's own default colour (SGR 39 / 49).
  case `default`
  /// One of the 16 ANSI colours, whose exact shade the user's terminal theme decides.
  case ansi(ANSI)
  /// An entry of the xterm 256-colour palette.
  case palette(UInt8)
  /// A 24-bit colour.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// The 16 ANSI colours, in SGR order (30–37, then the bright 90–97).
  public enum ANSI: UInt8, CaseIterable, Hashable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow
    case brightBlue, brightMagenta, brightCyan, brightWhite
  }
}

extension Color {
  public static let black = Color.ansi(.black)
  public static let red = Color.ansi(.red)
  public static let green = Color.ansi(.green)
  public static let yellow = Color.ansi(.yellow)
  public static let blue = Color.ansi(.blue)
  public static let magenta = Color.ansi(.magenta)
  public static let cyan = Color.ansi(.cyan)
  public static let white = Color.ansi(.white)
  public static let brightBlack = Color.ansi(.brightBlack)
  public static let brightRed = Color.ansi(.brightRed)
  public static let brightGreen = Color.ansi(.brightGreen)
  public static let brightYellow = Color.ansi(.brightYellow)
  public static let brightBlue = Color.ansi(.brightBlue)
  public static let brightMagenta = Color.ansi(.brightMagenta)
  public static let brightCyan = Color.ansi(.brightCyan)
  public static let brightWhite = Color.ansi(.brightWhite)
}

import Quire

extension KeyChord {
  /// Keys without modifiers, by name, for tests: `press(.enter, .down)`.
  public static let enter = KeyChord(.enter)
  public static let escape = KeyChord(.escape)
  public static let tab = KeyChord(.tab)
  public static let backspace = KeyChord(.backspace)
  public static let up = KeyChord(.up)
  public static let down = KeyChord(.down)
  public static let left = KeyChord(.left)
  public static let right = KeyChord(.right)
  public static let home = KeyChord(.home)
  public static let end = KeyChord(.end)
  public static let pageUp = KeyChord(.pageUp)
  public static let pageDown = KeyChord(.pageDown)
  public static let delete = KeyChord(.delete)
  public static let space = KeyChord.character(" ")
}

/// A button of a `ButtonRow`: its title, the value choosing it gives, its role, and the key
/// that presses it, named inside it (`[ Okay ⏎ ]`).
public struct Button<Value: Sendable>: Sendable {
  /// A button's title: a word of the app's `Strings` (Okay, Cancel, Yes, No), or text the
  /// caller gives (`Delete`).
  public enum Title: Hashable, Sendable, ExpressibleByStringLiteral {
    /// A word of the app's `Strings`, shown as the app gives it.
    case word(Word)
    /// Text shown as given.
    case text(String)

    /// A title of text written as a string literal.
    public init(stringLiteral value: String) { self = .text(value) }

    /// The text shown, looked up in `strings` for a word.
    public func resolved(in strings: Strings) -> String {
      switch self {
      case .word(let word): return strings[word]
      case .text(let text): return text
      }
    }
  }

  /// What a button does, which decides how it looks.
  public enum Role: Hashable, Sendable {
    /// An ordinary choice.
    case normal
    /// The choice that leaves things as they are (Cancel, No).
    case cancel
    /// A choice that cannot be taken back (Delete): drawn in the error style and marked with
    /// `Word.destructiveMark` after its title, so the danger shows without colour.
    case destructive
  }

  /// What the button says.
  public var title: Title
  /// What choosing the button gives back.
  public var value: Value
  /// What the button does, which decides how it looks.
  public var role: Role
  /// The key named inside the button when there is room (`[ Cancel esc ]`); the owner binds it.
  public var key: KeyChord?

  /// A button titled `title` that gives `value`, with `role` and `key`.
  public init(_ title: Title, value: Value, role: Role = .normal, key: KeyChord? = nil) {
    self.title = title
    self.value = value
    self.role = role
    self.key = key
  }

  /// The title as drawn: with the destructive mark for a destructive button.
  public func label(in strings: Strings) -> String {
    let title = title.resolved(in: strings)
    return role == .destructive ? title + strings[.destructiveMark] : title
  }
}

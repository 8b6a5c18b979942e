/// The table of every word the user sees: English by default; an application replaces any of
/// them by key, to translate or to rename (`strings[.okay] = "OK"`).
public struct Strings: Hashable, Sendable {
  /// The words replaced, by key.
  public var replacements: [String: String]

  /// The English table, with `replacements` over it.
  public init(_ replacements: [String: String] = [:]) {
    self.replacements = replacements
  }

  /// The English words.
  public static let english = Strings()

  /// The text of `word`: its replacement, or its English text.
  public subscript(word: Word) -> String {
    get { replacements[word.key] ?? word.english }
    set { replacements[word.key] = newValue }
  }
}

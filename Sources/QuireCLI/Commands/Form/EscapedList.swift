/// Text cut at a separator, where a backslash takes the next `:`, `,` or `\` as itself: how
/// `quire form` reads `--field KEY:LABEL:VALUE` and `--choices KEY:A,B,C`, so that a label, a
/// value or an option can hold a colon or a comma.
enum EscapedList {
  /// The characters a backslash escapes.
  static let escapable: Set<Character> = [":", ",", "\\"]

  /// `text` cut at each `separator` not escaped by a backslash, into at most `limit` pieces
  /// (the last keeps the rest, separators included); the escapes are kept, for `unescape`.
  /// O(n).
  static func split(_ text: String, at separator: Character, limit: Int = Int.max) -> [String] {
    var pieces: [String] = []
    var current = ""
    var escaped = false
    for character in text {
      if escaped {
        current.append(character)
        escaped = false
      } else if character == "\\" {
        current.append(character)
        escaped = true
      } else if character == separator, pieces.count < limit - 1 {
        pieces.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    pieces.append(current)
    return pieces
  }

  /// `text` with each `\:`, `\,` and `\\` made the character it escapes; any other
  /// backslash is kept as it is. O(n).
  static func unescape(_ text: String) -> String {
    var result = ""
    var pendingBackslash = false
    for character in text {
      if pendingBackslash {
        if !escapable.contains(character) { result.append("\\") }
        result.append(character)
        pendingBackslash = false
      } else if character == "\\" {
        pendingBackslash = true
      } else {
        result.append(character)
      }
    }
    if pendingBackslash { result.append("\\") }
    return result
  }
}

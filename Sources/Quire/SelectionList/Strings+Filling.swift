extension Strings {
  /// The text of `word` with each `{name}` of `values` replaced by its value: for the words
  /// that carry a number or a value (`{count} of {total}`, `Add “{value}”`). O(n).
  func filled(_ word: Word, _ values: KeyValuePairs<String, String>) -> String {
    var text = self[word]
    for (name, value) in values {
      text = text.replacing("{" + name + "}", with: value)
    }
    return text
  }
}

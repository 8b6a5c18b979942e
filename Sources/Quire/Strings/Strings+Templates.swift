extension Strings {
  /// The text of `word` with each `{name}` in it replaced by `values[name]`: for words that
  /// hold a number or a name (`"Ln {line}, Col {column}"`), so that a translation may put
  /// them where its language wants them. A name without a value stays as written. O(length).
  public func text(_ word: Word, _ values: [String: String]) -> String {
    let template = self[word]
    guard template.contains("{") else { return template }
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      let name = String(rest[rest.index(after: open)..<close])
      result += values[name] ?? String(rest[open...close])
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }
}

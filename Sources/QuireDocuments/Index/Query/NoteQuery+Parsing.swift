extension NoteQuery {
  /// The terms of `text`: words split at white space, phrases between `"`, `#` for a tag and
  /// `-` for an excluded term.
  static func parse(_ text: String) -> [QueryTerm] {
    var terms: [QueryTerm] = []
    var rest = Substring(text)
    while true {
      rest = rest.drop { $0.isWhitespace }
      guard let first = rest.first else { return terms }
      var isExcluded = false
      var body = rest
      if first == "-", let next = rest.dropFirst().first, !next.isWhitespace {
        isExcluded = true
        body = rest.dropFirst()
      }
      if body.first == "\"" {
        let inside = body.dropFirst()
        let close = inside.firstIndex(of: "\"") ?? inside.endIndex
        let phrase = String(inside[..<close])
        rest = close == inside.endIndex ? inside[close...] : inside[inside.index(after: close)...]
        if !phrase.isEmpty { terms.append(QueryTerm(.text(phrase), isExcluded: isExcluded)) }
        continue
      }
      let end = body.firstIndex { $0.isWhitespace } ?? body.endIndex
      let word = body[..<end]
      rest = body[end...]
      if word.first == "#", word.count > 1 {
        terms.append(QueryTerm(.tag(String(word.dropFirst())), isExcluded: isExcluded))
      } else {
        terms.append(QueryTerm(.text(String(word)), isExcluded: isExcluded))
      }
    }
  }
}

/// A top-level key of a front matter header and the lines its value takes.
struct HeaderEntry: Hashable, Sendable {
  /// The key, unquoted.
  var key: String
  /// The index (in the header's body lines) of the line holding the key.
  var keyLine: Int
  /// The index of the last line of its value (the key line when the value is on it).
  var lastLine: Int
  /// The value's text on the key line, after `key:` and the blanks that follow.
  var inlineValue: Substring
  /// The key line up to where `inlineValue` starts (`tags: `), kept when the value is
  /// rewritten.
  var keyPrefix: [UInt8]

  /// The body lines of its value after the key line.
  var continuation: ClosedRange<Int>? { lastLine > keyLine ? (keyLine + 1)...lastLine : nil }

  /// Finds the top-level keys of `lines`: a key starts at the first column; the indented
  /// lines and `- ` items after it, with the blank and comment lines between them, are its
  /// value. Blank and comment lines after its last value line belong to no key.
  static func scan(_ lines: [HeaderLine]) -> [HeaderEntry] {
    var entries: [HeaderEntry] = []
    for (index, line) in lines.enumerated() {
      if let entry = keyEntry(line, at: index) {
        entries.append(entry)
        continue
      }
      guard var last = entries.popLast() else { continue }
      defer { entries.append(last) }
      if line.isBlank { continue }
      let first = line.content.first
      let isValueLine = first == 0x20 || first == 0x09 || first == UInt8(ascii: "-") || !line.isComment
      if isValueLine, lines[(last.lastLine + 1)..<index].allSatisfy({ $0.isBlank || $0.isComment }) {
        last.lastLine = index
      }
    }
    return entries
  }

  /// The entry a line at the first column starts when it is `key:` followed by a blank, the
  /// end of the line, or a value.
  private static func keyEntry(_ line: HeaderLine, at index: Int) -> HeaderEntry? {
    guard let first = line.content.first, first != 0x20, first != 0x09, first != UInt8(ascii: "#") else {
      return nil
    }
    if first == UInt8(ascii: "-"), line.content.count == 1 || line.content[1] == 0x20 { return nil }
    let text = Substring(String(decoding: line.content, as: UTF8.self))
    guard let colon = keyColon(in: text) else { return nil }
    var key = text[..<colon].trimmingTrailingBlanks()
    if key.count >= 2, let quote = key.first, quote == "\"" || quote == "'", key.last == quote {
      key = key.dropFirst().dropLast()
    }
    var valueStart = text.index(after: colon)
    while valueStart < text.endIndex, text[valueStart] == " " || text[valueStart] == "\t" {
      valueStart = text.index(after: valueStart)
    }
    let prefix = Array(text[..<valueStart].utf8)
    return HeaderEntry(
      key: String(key), keyLine: index, lastLine: index, inlineValue: text[valueStart...], keyPrefix: prefix)
  }

  /// The colon ending a key: the first `:` followed by a blank or the end, outside quotes.
  private static func keyColon(in text: Substring) -> Substring.Index? {
    var index = text.startIndex
    if let quote = text.first, quote == "\"" || quote == "'" {
      guard let close = text.dropFirst().firstIndex(of: quote) else { return nil }
      index = text.index(after: close)
    }
    while index < text.endIndex {
      let next = text.index(after: index)
      if text[index] == ":", next == text.endIndex || text[next] == " " || text[next] == "\t" { return index }
      if text[index] == "#", index > text.startIndex, text[text.index(before: index)] == " " { return nil }
      index = next
    }
    return nil
  }
}

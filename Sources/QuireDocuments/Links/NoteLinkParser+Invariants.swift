extension NoteLinkParser {
  /// What is wrong with the links found in `bytes`, or `nil`: every link starts with `[` and
  /// ends with `]` or `)`, on the line it says, after the one before it, with a name that
  /// names something; parsing line by line from each line's state finds the same links;
  /// and what the index keeps (`NoteLinkLine`) is one row per linking line, each naming the
  /// keys of its links. For the fuzzer and the tests. O(n).
  static func invariantProblem(in bytes: [UInt8]) -> String? {
    let found = bytes.withUnsafeBufferPointer { links(in: $0) }
    var end = 0
    var line = 0
    var counted = 0
    for link in found {
      guard link.byteRange.lowerBound >= end, link.byteRange.upperBound <= bytes.count else {
        return "link \(link.byteRange) overlaps the one before or runs past the text"
      }
      guard bytes[link.byteRange.lowerBound] == Byte.openBracket,
        [Byte.closeBracket, Byte.closeParen].contains(bytes[link.byteRange.upperBound - 1])
      else { return "link \(link.byteRange) is not bracketed" }
      line += bytes[counted..<link.byteRange.lowerBound].count { $0 == Byte.lineFeed }
      counted = link.byteRange.lowerBound
      guard link.line == line else { return "link \(link.byteRange) says line \(link.line), is on \(line)" }
      guard !link.key.isEmpty, !bytes[link.byteRange].contains(Byte.lineFeed) else {
        return "link \(link.byteRange) names nothing or spans lines"
      }
      end = link.byteRange.upperBound
    }
    var block = Block.firstLine
    var byLine: [NoteLink] = []
    var start = 0
    var number = 0
    var blocksAgree = true
    while start <= bytes.count {
      let stop = bytes[start...].firstIndex(of: Byte.lineFeed) ?? bytes.count
      let from = block
      block = bytes[start..<stop].withUnsafeBufferPointer { lineBytes in
        let next = parse(line: lineBytes, from: from) { link in
          var link = link
          link.byteRange = (link.byteRange.lowerBound + start)..<(link.byteRange.upperBound + start)
          link.line = number
          byLine.append(link)
        }
        if next != NoteLinkParser.block(after: lineBytes, from: from) { blocksAgree = false }
        return next
      }
      start = stop + 1
      number += 1
    }
    guard blocksAgree else { return "parsing a line and skipping it leave different blocks" }
    guard byLine == found else { return "line by line finds other links" }
    // The index reads a body as a `String`: the same links when the bytes are UTF-8.
    guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
    let rows = NoteLinkLine.lines(of: text, firstLine: 0, from: .firstLine)
    guard rows.map(\.line) == Array(Set(found.map(\.line))).sorted() else {
      return "the index's rows are not the linking lines"
    }
    for row in rows where Set(row.keys) != Set(found.filter { $0.line == row.line }.map(\.key)) {
      return "the index's row of line \(row.line) names other notes"
    }
    return nil
  }
}

/// The line of a note's body where a search's first match is, cut to a width around it,
/// with the match's place in it, for a result row to show highlighted.
public struct NoteExcerpt: Hashable, Sendable {
  /// The line (or the part of it around the match, with `…` where it was cut), tabs as
  /// spaces.
  public var text: String
  /// Where the match is in `text`.
  public var match: Range<String.Index>
  /// The line's number in the body, counted from 1 after the front matter.
  public var lineNumber: Int

  public init(text: String, match: Range<String.Index>, lineNumber: Int) {
    self.text = text
    self.match = match
    self.lineNumber = lineNumber
  }

  /// The excerpt of `body` around the first occurrence of any of `needles` (the one that
  /// starts first), at most about `width` characters; `nil` when none occurs.
  static func find(in body: String, needles: [FoldedNeedle], width: Int) -> NoteExcerpt? {
    var body = body
    return body.withUTF8 { find(in: $0, needles: needles, width: width) }
  }

  /// The same over the UTF-8 of a body: only the line of the match is made a string, so a
  /// search's excerpts read each body once, where the index keeps it. A line ends at a line
  /// feed, a carriage return, or both.
  static func find(in body: UnsafeBufferPointer<UInt8>, needles: [FoldedNeedle], width: Int) -> NoteExcerpt? {
    let ranges = needles.compactMap { $0.firstRange(in: body) }
    guard let first = ranges.min(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
    let isBreak = { (byte: UInt8) in byte == 0x0A || byte == 0x0D }
    let lineStart = body[..<first.lowerBound].lastIndex(where: isBreak).map { $0 + 1 } ?? 0
    let lineEnd = body[first.upperBound...].firstIndex(where: isBreak) ?? body.count
    var lineNumber = 1
    for offset in 0..<lineStart
    where body[offset] == 0x0A
      || (body[offset] == 0x0D && (offset + 1 == body.count || body[offset + 1] != 0x0A))
    {
      lineNumber += 1
    }
    let line = String(decoding: UnsafeBufferPointer(rebasing: body[lineStart..<lineEnd]), as: UTF8.self)
    let utf8 = line.utf8
    let matchStart = utf8.index(utf8.startIndex, offsetBy: first.lowerBound - lineStart)
    let matchEnd = utf8.index(utf8.startIndex, offsetBy: first.upperBound - lineStart)
    let before = line[..<matchStart]
    let matched = line[matchStart..<matchEnd]
    let after = line[matchEnd...]
    // A third of the width before the match, the rest after it.
    let lead = max(0, min(before.count, width / 3, width - matched.count))
    var head = String(before.suffix(lead))
    if lead < before.count { head = "…" + head }
    var tail = String(after.prefix(max(0, width - lead - matched.count)))
    if tail.count < after.count { tail += "…" }
    let text = (head + matched + tail).replacing("\t", with: " ")
    let start = text.index(text.startIndex, offsetBy: head.count)
    let end = text.index(start, offsetBy: matched.count)
    return NoteExcerpt(text: text, match: start..<end, lineNumber: lineNumber)
  }
}

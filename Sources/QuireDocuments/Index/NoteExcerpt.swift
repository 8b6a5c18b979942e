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
    let ranges = needles.compactMap { $0.firstRange(in: body) }
    guard let first = ranges.min(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
    let utf8 = body.utf8
    let matchStart = utf8.index(utf8.startIndex, offsetBy: first.lowerBound)
    let matchEnd = utf8.index(utf8.startIndex, offsetBy: first.upperBound)
    let lineStart = body[..<matchStart].lastIndex(of: "\n").map { body.index(after: $0) } ?? body.startIndex
    let lineEnd = body[matchEnd...].firstIndex { $0 == "\n" || $0 == "\r\n" || $0 == "\r" } ?? body.endIndex
    let lineNumber = 1 + body.utf8[..<lineStart].count { $0 == UInt8(ascii: "\n") }
    let before = body[lineStart..<matchStart]
    let matched = body[matchStart..<matchEnd]
    let after = body[matchEnd..<lineEnd]
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

/// A line of a note that holds links, with the notes it links to: what the index keeps of a
/// note's links, one row per target and line.
struct NoteLinkLine: Hashable, Sendable {
  /// The line, from 0, in the file.
  var line: Int
  /// The line's text, blanks around it dropped, at most `contextLimit` characters.
  var context: String
  /// The notes linked to from it, each once.
  var keys: [NoteLinkKey]

  /// The most characters of a linking line kept for its context.
  static let contextLimit = 200

  /// The lines of `body` (which starts at line `firstLine` of its file, after the front
  /// matter, or at its start in `block`) that link to other notes.
  static func lines(of body: String, firstLine: Int, from block: NoteLinkParser.Block) -> [NoteLinkLine] {
    var body = body
    return body.withUTF8 { bytes in
      var lines: [NoteLinkLine] = []
      for link in NoteLinkParser.links(in: bytes, firstLine: firstLine, from: block) {
        if let last = lines.last, last.line == link.line {
          if !last.keys.contains(link.key) { lines[lines.count - 1].keys.append(link.key) }
          continue
        }
        lines.append(
          NoteLinkLine(line: link.line, context: context(around: link, in: bytes), keys: [link.key]))
      }
      return lines
    }
  }

  /// The text of the line `link` is on, trimmed and cut.
  private static func context(around link: NoteLink, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    var start = link.byteRange.lowerBound
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    let end = bytes[link.byteRange.upperBound...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    let text = NoteLinkKey.trimmed(
      Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
    return text.count > contextLimit ? String(text.prefix(contextLimit - 1)) + "…" : text
  }
}

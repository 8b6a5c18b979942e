import QuireText

/// The changes that rename a tag in one note's text: in its front matter's `tags` (the rest
/// of the header kept byte for byte) and each inline `#tag` of its body, read as the note
/// index reads them (`#` at the start of a line or after a blank or an opening bracket, the
/// whole tag, compared ignoring case). Pure: a test gives it bytes.
enum TagEdit {
  /// The changes to `text`, last first (so each applies after those behind it), that turn
  /// the tag `old` into `new`; none when the note does not have it. A header Quire cannot
  /// read is `FrontMatterProblem`: the note is then left alone.
  static func changes(in text: TextStorage, renaming old: String, to new: String) -> Result<
    [TextChange], FrontMatterProblem
  > {
    let matter: FrontMatter
    switch FrontMatter.read(text) {
    case .success(let read): matter = read
    case .failure(let problem): return .failure(problem)
    }
    let wanted = FoldedNeedle(old)
    let bodyStart = matter.byteRange.upperBound
    let body = text.bytes(in: bodyStart..<ByteOffset(text.byteCount))
    var changes = inlineRanges(in: body, of: wanted).reversed().map { range in
      TextChange(
        offset: bodyStart + range.lowerBound, removed: Array(body[range]), inserted: Array(new.utf8))
    }
    if matter.tags.contains(where: { FoldedNeedle($0) == wanted }) {
      var tags: [String] = []
      var seen = Set<FoldedNeedle>()
      for tag in matter.tags {
        let renamed = FoldedNeedle(tag) == wanted ? new : tag
        if seen.insert(FoldedNeedle(renamed)).inserted { tags.append(renamed) }
      }
      if let change = matter.settingTags(tags) { changes.append(change) }
    }
    return .success(changes)
  }

  /// The byte ranges in `body` of the names (after the `#`) of its inline tags equal to
  /// `wanted`. O(n).
  static func inlineRanges(in body: [UInt8], of wanted: FoldedNeedle) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var index = 0
    var previous = UInt8(ascii: "\n")
    while index < body.count {
      let byte = body[index]
      guard byte == UInt8(ascii: "#"), isBoundary(previous) else {
        previous = byte
        index += 1
        continue
      }
      let start = index + 1
      let end = tagEnd(in: body, from: start)
      if end > start, FoldedNeedle(String(decoding: body[start..<end], as: UTF8.self)) == wanted {
        ranges.append(start..<end)
      }
      previous = UInt8(ascii: "#")
      index = max(end, start)
    }
    return ranges
  }

  /// Whether a `#` after `byte` starts a tag: after a blank, a line break or an opening
  /// bracket.
  private static func isBoundary(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
      || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[")
  }

  /// Where the tag starting at `start` ends: after its letters, digits, `_`, `-` and `/`.
  private static func tagEnd(in body: [UInt8], from start: Int) -> Int {
    var end = start
    while end < body.count {
      let byte = body[end]
      if byte < 0x80 {
        let scalar = Unicode.Scalar(byte)
        let isTag =
          (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
          || (scalar >= "0" && scalar <= "9")
          || scalar == "_" || scalar == "-" || scalar == "/"
        guard isTag else { break }
        end += 1
        continue
      }
      // A multi-byte character: part of the tag when it is a letter or a digit.
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
      guard end + length <= body.count,
        let character = String(validating: body[end..<(end + length)], as: UTF8.self)?.first,
        character.isLetter || character.isNumber
      else { break }
      end += length
    }
    return end
  }
}

import QuireText

/// The changes that point one note's links to a renamed note: each `[[Name]]`,
/// `[[Name#heading|shown]]` and relative `[text](Name.md)` whose name is the old note's (as
/// `NoteLinkKey` compares names) gets the new name in its target part only; its shown text,
/// heading, `./` and the rest of the file stay byte for byte. Links in code are not links
/// (`NoteLinkParser`) and are left. Pure: a test gives it bytes.
enum LinkEdit {
  /// Why a note's links cannot be pointed to the new name: the name cannot be written in
  /// a link of that form without breaking it.
  struct Unwritable: Error, Hashable, Sendable {
    var name: String
  }

  /// The changes to `text`, last first (so each applies after those behind it), that turn
  /// links to the note in the file `old` into links to the file `new`; none when the text
  /// has none. O(n).
  static func changes(in text: TextStorage, renaming old: String, to new: String) -> Result<
    [TextChange], Unwritable
  > {
    let bytes = text.bytes(in: ByteOffset(0)..<ByteOffset(text.byteCount))
    let wanted = NoteLinkKey(fileName: old)
    let links = bytes.withUnsafeBufferPointer { NoteLinkParser.links(in: $0) }.filter { $0.key == wanted }
    var changes: [TextChange] = []
    for link in links.reversed() {
      let range: Range<Int>
      let inserted: [UInt8]?
      switch link.form {
      case .wiki:
        range = wikiTarget(in: bytes, link: link.byteRange)
        inserted = wikiName(new, writtenAs: String(decoding: bytes[range], as: UTF8.self))
      case .markdown:
        guard let found = markdownTarget(in: bytes, link: link.byteRange) else { continue }
        range = found.range
        inserted = markdownPath(new, angled: found.angled)
      }
      guard let inserted else { return .failure(Unwritable(name: new)) }
      changes.append(
        TextChange(offset: ByteOffset(range.lowerBound), removed: Array(bytes[range]), inserted: inserted))
    }
    return .success(changes)
  }

  /// The name part of a `[[…]]` at `link`: after `[[`, before `#` or `|`, blanks around it
  /// left out.
  static func wikiTarget(in bytes: [UInt8], link: Range<Int>) -> Range<Int> {
    var end = link.lowerBound + 2
    while end < link.upperBound - 2, bytes[end] != UInt8(ascii: "|"), bytes[end] != UInt8(ascii: "#") {
      end += 1
    }
    var start = link.lowerBound + 2
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    return start..<end
  }

  /// The new name as a `[[link]]` writes it: the file name when the old one was written
  /// with its extension, else the stem; `nil` when it would end or split the link.
  static func wikiName(_ new: String, writtenAs written: String) -> [UInt8]? {
    let stem = FolderEntry.stem(of: new)
    let hasExtension = DocumentFolder.noteExtensions.contains { written.lowercased().hasSuffix("." + $0) }
    let name = hasExtension ? new : stem
    let breaks = ["]]", "[[", "|", "#", "\n", "\r"]
    guard !breaks.contains(where: { name.contains($0) }), !name.hasSuffix("]") else { return nil }
    return Array(name.utf8)
  }

  /// The path part of a `[text](…)` at `link` (after any `./`, before `#` or `?`), and
  /// whether it is written in `<…>`.
  static func markdownTarget(in bytes: [UInt8], link: Range<Int>) -> (range: Range<Int>, angled: Bool)? {
    var index = link.lowerBound + 1
    var depth = 0
    while index < link.upperBound {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if byte == UInt8(ascii: "[") { depth += 1 }
      if byte == UInt8(ascii: "]") {
        if depth == 0 { break }
        depth -= 1
      }
      index += 1
    }
    var start = index + 2
    guard start < link.upperBound else { return nil }
    let angled = bytes[start] == UInt8(ascii: "<")
    if angled { start += 1 }
    while start + 1 < link.upperBound, bytes[start] == UInt8(ascii: "."),
      bytes[start + 1] == UInt8(ascii: "/")
    {
      start += 2
    }
    var end = start
    let stops: Set<UInt8> =
      angled
      ? [UInt8(ascii: ">"), UInt8(ascii: "#"), UInt8(ascii: "?")]
      : [UInt8(ascii: ")"), 0x20, UInt8(ascii: "#"), UInt8(ascii: "?")]
    while end < link.upperBound, !stops.contains(bytes[end]) { end += 1 }
    return (start..<end, angled)
  }

  /// The new file name as a link's destination: `%` and what would end or cut the path
  /// (`#`, `?`, `<`, `>`, and outside `<…>` a blank and parentheses) percent-encoded, the
  /// rest (other letters included) as is; `nil` when it is not a `.md` file or holds what
  /// no path here may (`\`, a line break).
  static func markdownPath(_ new: String, angled: Bool) -> [UInt8]? {
    guard new.lowercased().hasSuffix(".md"), !new.contains("\\"), !new.contains("\n"), !new.contains("\r")
    else {
      return nil
    }
    var encoded: [UInt8] = []
    let always: Set<UInt8> = [
      UInt8(ascii: "%"), UInt8(ascii: "#"), UInt8(ascii: "?"), UInt8(ascii: "<"), UInt8(ascii: ">"),
    ]
    let bare: Set<UInt8> = [0x20, 0x09, UInt8(ascii: "("), UInt8(ascii: ")")]
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in new.utf8 {
      if always.contains(byte) || (!angled && bare.contains(byte)) {
        encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      } else {
        encoded.append(byte)
      }
    }
    return encoded
  }
}

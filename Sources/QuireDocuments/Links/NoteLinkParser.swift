/// Finds the links in a note's text: `[[Name]]`, `[[Name|shown text]]`, and Markdown links
/// `[text](Name.md)` to a relative `.md` path (not a URL, an absolute path or one into
/// another folder). Links in code spans, fenced code blocks and the front matter are not
/// links. Pure: bytes in, links out, O(n) in the bytes.
///
/// Line by line, as the Markdown highlighter reads: the state between lines says whether
/// the next is the first (where front matter may open), in the front matter, in a fenced
/// block, or in the body, so a caller can parse one line from the state above it.
public enum NoteLinkParser {
  /// Where a line starts: which block it is in.
  public enum Block: Hashable, Sendable {
    /// The first line of the text, where front matter may open with `---`.
    case firstLine
    /// Ordinary Markdown.
    case body
    /// Inside the front matter.
    case frontMatter
    /// Inside a block fenced by `count` of `fence` (a backtick or a tilde).
    case fenced(fence: UInt8, count: Int)
  }

  /// The links of `text`, in order; lines counted from `firstLine`, starting in `block`
  /// (`.body` for text whose front matter is already cut off).
  public static func links(in text: String, firstLine: Int = 0, from block: Block = .firstLine) -> [NoteLink]
  {
    var text = text
    return text.withUTF8 { links(in: $0, firstLine: firstLine, from: block) }
  }

  /// The links of the UTF-8 `bytes`, as `links(in:)` finds them in a string.
  public static func links(
    in bytes: UnsafeBufferPointer<UInt8>, firstLine: Int = 0, from block: Block = .firstLine
  ) -> [NoteLink] {
    var links: [NoteLink] = []
    var block = block
    var start = 0
    var line = firstLine
    while start <= bytes.count {
      let end = bytes[start...].firstIndex(of: Byte.lineFeed) ?? bytes.count
      let lineBytes = UnsafeBufferPointer(rebasing: bytes[start..<end])
      block = parse(line: lineBytes, from: block) { link in
        var link = link
        link.byteRange = (link.byteRange.lowerBound + start)..<(link.byteRange.upperBound + start)
        link.line = line
        links.append(link)
      }
      start = end + 1
      line += 1
    }
    return links
  }

  /// Parses one line (without its line feed; a carriage return at its end is ignored) that
  /// starts in `block`: each link found is given to `found` with its bytes in the line and
  /// line 0. Returns the block the next line starts in.
  @discardableResult
  public static func parse(
    line: UnsafeBufferPointer<UInt8>, from block: Block, found: (NoteLink) -> Void
  ) -> Block {
    switch block {
    case .firstLine where isFrontMatterFence(line, closing: false):
      return .frontMatter
    case .frontMatter:
      return isFrontMatterFence(line, closing: true) ? .body : .frontMatter
    case .fenced(let fence, let count):
      return closesFence(line, fence: fence, count: count) ? .body : block
    case .firstLine, .body:
      if let opened = opensFence(line) { return opened }
      inline(line, found: found)
      return .body
    }
  }

  /// The block after `line`, without looking for links.
  public static func block(after line: UnsafeBufferPointer<UInt8>, from block: Block) -> Block {
    switch block {
    case .firstLine where isFrontMatterFence(line, closing: false): .frontMatter
    case .frontMatter: isFrontMatterFence(line, closing: true) ? .body : .frontMatter
    case .fenced(let fence, let count): closesFence(line, fence: fence, count: count) ? .body : block
    case .firstLine, .body: opensFence(line) ?? .body
    }
  }

  /// The links of a line of the body: code spans skipped, a backslash escaping the next byte.
  private static func inline(_ line: UnsafeBufferPointer<UInt8>, found: (NoteLink) -> Void) {
    var index = 0
    while index < line.count {
      switch line[index] {
      case Byte.backslash:
        index += 2
      case Byte.backtick:
        let count = line.runLength(of: Byte.backtick, from: index)
        if let close = line.firstRun(of: Byte.backtick, length: count, from: index + count) {
          index = close + count
        } else {
          index += count
        }
      case Byte.openBracket:
        if let (link, end) = wikiLink(line, at: index) ?? markdownLink(line, at: index) {
          found(link)
          index = end
        } else {
          index += 1
        }
      default:
        index += 1
      }
    }
  }

  /// A `[[Name]]` or `[[Name|shown]]` at `index`, and where it ends.
  private static func wikiLink(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> (NoteLink, Int)? {
    guard index + 1 < line.count, line[index + 1] == Byte.openBracket else { return nil }
    var close = index + 2
    while close + 1 < line.count {
      let byte = line[close]
      if byte == Byte.closeBracket {
        guard line[close + 1] == Byte.closeBracket else { return nil }
        break
      }
      if byte == Byte.openBracket { return nil }
      close += 1
    }
    guard close + 1 < line.count, close > index + 2 else { return nil }
    let inside = UnsafeBufferPointer(rebasing: line[(index + 2)..<close])
    let bar = inside.firstIndex(of: Byte.bar) ?? inside.count
    var name = String(decoding: UnsafeBufferPointer(rebasing: inside[..<bar]), as: UTF8.self)
    if let hash = name.firstIndex(of: "#") { name = String(name[..<hash]) }
    let key = NoteLinkKey(linkName: name)
    guard !key.isEmpty else { return nil }
    let link = NoteLink(
      form: .wiki, byteRange: index..<(close + 2), line: 0, name: NoteLinkKey.trimmed(Substring(name)),
      key: key)
    return (link, close + 2)
  }

  /// A `[text](destination)` at `index` whose destination is a relative `.md` path in the
  /// note's own folder, and where it ends.
  private static func markdownLink(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> (NoteLink, Int)? {
    var textEnd = index + 1
    var depth = 0
    while textEnd < line.count {
      let byte = line[textEnd]
      if byte == Byte.backslash {
        textEnd += 2
        continue
      }
      if byte == Byte.openBracket { depth += 1 }
      if byte == Byte.closeBracket {
        if depth == 0 { break }
        depth -= 1
      }
      textEnd += 1
    }
    guard textEnd + 1 < line.count, line[textEnd + 1] == Byte.openParen else { return nil }
    var start = textEnd + 2
    var end: Int
    let destination: UnsafeBufferPointer<UInt8>
    if start < line.count, line[start] == Byte.less {
      start += 1
      guard let greater = line[start...].firstIndex(of: Byte.greater) else { return nil }
      destination = UnsafeBufferPointer(rebasing: line[start..<greater])
      end = greater + 1
    } else {
      end = start
      while end < line.count, line[end] != Byte.closeParen, line[end] != Byte.space { end += 1 }
      destination = UnsafeBufferPointer(rebasing: line[start..<end])
    }
    guard let close = line[end...].firstIndex(of: Byte.closeParen) else { return nil }
    guard let name = notePath(destination) else { return nil }
    let key = NoteLinkKey(linkName: name)
    guard !key.isEmpty else { return nil }
    end = close + 1
    return (NoteLink(form: .markdown, byteRange: index..<end, line: 0, name: name, key: key), end)
  }

  /// The note's file name a link's destination names, when it is a relative `.md` path in
  /// the same folder (`Plans.md`, `./My%20plans.md#June`); `nil` for a URL (a scheme before
  /// any `/`), an absolute path, a path into another folder, or another kind of file.
  static func notePath(_ destination: UnsafeBufferPointer<UInt8>) -> String? {
    var path = percentDecoded(destination)
    if let cut = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = String(path[..<cut]) }
    while path.hasPrefix("./") { path.removeFirst(2) }
    guard !path.isEmpty, !path.contains("/"), !path.contains(":"), !path.contains("\\"),
      path.lowercased().hasSuffix(".md"), path.count > 3
    else { return nil }
    return path
  }

  /// The bytes with each `%XX` decoded (invalid UTF-8 as U+FFFD).
  static func percentDecoded(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        decoded.append(high << 4 | low)
        index += 3
      } else {
        decoded.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: decoded, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

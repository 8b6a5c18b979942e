/// Markdown drawn as Markdown: headings bold with their `#` marks faint, emphasis italic and
/// strong bold, inline code and fenced blocks in the accent colour, block quotes italic,
/// list markers in the accent, links and `[[links]]` underlined (a `[[link]]` to a note that
/// does not exist faint), inline `#tags` in the accent, and the front matter faint. Without
/// colour (`NO_COLOR`) the bold, italic, underline and faint remain.
///
/// Line by line, as `TextHighlighter` asks: the state between lines says whether the next
/// one is the first (where front matter may open), in the front matter, or in a fenced code
/// block (with its fence). It reads CommonMark's block starts as written; emphasis and links
/// are found within a line, as most notes write them.
public struct MarkdownHighlighter: TextHighlighter {
  /// Whether the note a `[[link]]` names exists; `nil` draws every link alike.
  public var linkExists: (@Sendable (String) -> Bool)?

  /// A highlighter that asks `linkExists` whether a `[[link]]`'s note exists (`nil` draws every
  /// link alike).
  public init(linkExists: (@Sendable (String) -> Bool)? = nil) {
    self.linkExists = linkExists
  }

  /// The states: the first line, the body, the front matter, a fenced block.
  enum Block: Equatable {
    case firstLine
    case body
    case frontMatter
    /// A fenced code block opened by `count` of `fence` (a backtick or a tilde).
    case fenced(fence: UInt8, count: Int)

    init(_ state: HighlightState) {
      let raw = state.rawValue
      switch raw & 0xFF {
      case 1: self = .firstLine
      case 2: self = .frontMatter
      case 3: self = .fenced(fence: UInt8((raw >> 8) & 0xFF), count: Int(raw >> 16))
      default: self = .body
      }
    }

    var state: HighlightState {
      switch self {
      case .body: HighlightState(rawValue: 0)
      case .firstLine: HighlightState(rawValue: 1)
      case .frontMatter: HighlightState(rawValue: 2)
      case .fenced(let fence, let count):
        HighlightState(rawValue: 3 | UInt64(fence) << 8 | UInt64(count) << 16)
      }
    }
  }

  public var initialState: HighlightState { Block.firstLine.state }

  public func highlight(
    _ line: UnsafeBufferPointer<UInt8>, from state: HighlightState, theme: Theme,
    into spans: inout [HighlightSpan]
  ) -> HighlightState {
    let styles = MarkdownStyles(theme)
    let all = 0..<line.count
    switch Block(state) {
    case .firstLine where Self.isFrontMatterFence(line, closing: false):
      spans.append(HighlightSpan(all, styles.frontMatter))
      return Block.frontMatter.state
    case .frontMatter:
      spans.append(HighlightSpan(all, styles.frontMatter))
      return Self.isFrontMatterFence(line, closing: true) ? Block.body.state : state
    case .fenced(let fence, let count):
      spans.append(HighlightSpan(all, styles.code))
      return Self.closesFence(line, fence: fence, count: count) ? Block.body.state : state
    case .firstLine, .body:
      return body(line, styles: styles, into: &spans)
    }
  }

  /// A line of the body: a fence that opens a block, a heading, a quote, a list item or a
  /// rule, then what is inline in the rest.
  private func body(
    _ line: UnsafeBufferPointer<UInt8>, styles: MarkdownStyles, into spans: inout [HighlightSpan]
  )
    -> HighlightState
  {
    var start = 0
    while start < min(line.count, 3), line[start] == Byte.space { start += 1 }
    guard start < line.count else { return Block.body.state }
    let first = line[start]
    if first == Byte.backtick || first == Byte.tilde {
      let count = line.runLength(of: first, from: start)
      if count >= 3, first == Byte.tilde || !line[(start + count)...].contains(Byte.backtick) {
        spans.append(HighlightSpan(0..<line.count, styles.code))
        return Block.fenced(fence: first, count: count).state
      }
    }
    if Self.isRule(line, from: start) {
      spans.append(HighlightSpan(start..<line.count, styles.mark))
      return Block.body.state
    }
    if first == Byte.hash {
      let count = line.runLength(of: Byte.hash, from: start)
      let after = start + count
      if count <= 6, after == line.count || line[after] == Byte.space || line[after] == Byte.tab {
        spans.append(HighlightSpan(start..<after, styles.mark))
        spans.append(HighlightSpan(after..<line.count, styles.heading))
        inline(line, from: after, styles: styles, into: &spans)
        return Block.body.state
      }
    }
    var content = start
    if first == Byte.greater {
      // `>` marks, nested or not, then the quoted text.
      while content < line.count, line[content] == Byte.greater || line[content] == Byte.space {
        content += 1
      }
      spans.append(HighlightSpan(start..<content, styles.mark))
      spans.append(HighlightSpan(content..<line.count, styles.quote))
    } else if let marker = Self.listMarker(line, from: start) {
      spans.append(HighlightSpan(start..<marker, styles.listMarker))
      content = marker
    }
    inline(line, from: content, styles: styles, into: &spans)
    return Block.body.state
  }

  /// What is inline from `start`: code spans, `[[links]]`, `[text](target)` links, `#tags`,
  /// then emphasis and strong emphasis among the rest (`MarkdownEmphasis`); a backslash
  /// before ASCII punctuation makes it plain text.
  private func inline(
    _ line: UnsafeBufferPointer<UInt8>, from start: Int, styles: MarkdownStyles,
    into spans: inout [HighlightSpan]
  ) {
    var emphasis = MarkdownEmphasis()
    let first = spans.count
    var index = start
    while index < line.count {
      let byte = line[index]
      switch byte {
      case Byte.backslash:
        let escapes = index + 1 < line.count && MarkdownEmphasis.kind(of: line[index + 1]) == .punctuation
        index += escapes ? 2 : 1
      case Byte.backtick:
        let count = line.runLength(of: Byte.backtick, from: index)
        if let close = line.firstRun(of: Byte.backtick, length: count, from: index + count) {
          spans.append(HighlightSpan(index..<(close + count), styles.code))
          index = close + count
        } else {
          index += count
        }
      case Byte.openBracket:
        index = link(line, at: index, styles: styles, into: &spans)
      case Byte.star, Byte.underscore:
        let end = index + line.runLength(of: byte, from: index)
        emphasis.add(byte, index, end, in: line)
        index = end
      case Byte.hash where index == 0 || Self.isBlank(line[index - 1]):
        var end = index + 1
        while end < line.count, Self.isTagByte(line[end]) { end += 1 }
        if end > index + 1, line[index + 1] != Byte.hash {
          spans.append(HighlightSpan(index..<end, styles.tag))
        }
        index = end
      default:
        index += 1
      }
    }
    let matches = emphasis.matches()
    // Under the code spans, links and tags found (a later span wins), the outermost first,
    // so what is nested in it is drawn over it, in both styles.
    var emphasised: [HighlightSpan] = []
    for match in matches.reversed() {
      var style = match.isStrong ? styles.strong : styles.emphasis
      for outer in matches where outer != match && outer.content.contains(match.content.lowerBound) {
        style = style.adding(outer.isStrong ? styles.strong.attributes : styles.emphasis.attributes)
      }
      emphasised.append(HighlightSpan(match.opening, styles.mark))
      emphasised.append(HighlightSpan(match.content, style))
      emphasised.append(HighlightSpan(match.closing, styles.mark))
    }
    spans.insert(contentsOf: emphasised, at: first)
  }

  /// A `[[Name]]` or `[[Name|shown]]` link, or a `[text](target)` one, at `index` (a `[`):
  /// drawn, and where the scan goes on; just after the `[` when it is neither.
  private func link(
    _ line: UnsafeBufferPointer<UInt8>, at index: Int, styles: MarkdownStyles,
    into spans: inout [HighlightSpan]
  ) -> Int {
    if index + 1 < line.count, line[index + 1] == Byte.openBracket,
      let close = Self.find([Byte.closeBracket, Byte.closeBracket], in: line, from: index + 2),
      close > index + 2
    {
      let inside = index + 2..<close
      let bar = line[inside].firstIndex(of: Byte.bar) ?? close
      let name = String(decoding: UnsafeBufferPointer(rebasing: line[(index + 2)..<bar]), as: UTF8.self)
      let exists = linkExists?(name) ?? true
      spans.append(HighlightSpan(index..<(close + 2), styles.mark))
      let shown = bar < close ? (bar + 1)..<close : inside
      spans.append(HighlightSpan(shown, exists ? styles.link : styles.missingLink))
      return close + 2
    }
    guard let textEnd = Self.find([Byte.closeBracket, Byte.openParen], in: line, from: index + 1),
      let targetEnd = line[(textEnd + 2)...].firstIndex(of: Byte.closeParen)
    else { return index + 1 }
    spans.append(HighlightSpan(index..<(index + 1), styles.mark))
    spans.append(HighlightSpan((index + 1)..<textEnd, styles.link))
    spans.append(HighlightSpan(textEnd..<(targetEnd + 1), styles.mark))
    return targetEnd + 1
  }

  // MARK: Scanning bytes

  enum Byte {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let backtick = UInt8(ascii: "`")
    static let tilde = UInt8(ascii: "~")
    static let hash = UInt8(ascii: "#")
    static let greater = UInt8(ascii: ">")
    static let dash = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let star = UInt8(ascii: "*")
    static let underscore = UInt8(ascii: "_")
    static let dot = UInt8(ascii: ".")
    static let closeParen = UInt8(ascii: ")")
    static let openParen = UInt8(ascii: "(")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let bar = UInt8(ascii: "|")
    static let backslash = UInt8(ascii: "\\")
  }

  /// Where `needle` next occurs in `line` from `start`.
  static func find(_ needle: [UInt8], in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard needle.count <= line.count else { return nil }
    var index = start
    while index + needle.count <= line.count {
      if line[index] == needle[0], needle.indices.allSatisfy({ line[index + $0] == needle[$0] }) {
        return index
      }
      index += 1
    }
    return nil
  }

  /// Where a list item's text starts after its marker at `start` (`- `, `* `, `+ `, `1. `,
  /// `1) `), or `nil`.
  static func listMarker(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let first = line[start]
    var end = start
    if first == Byte.dash || first == Byte.star || first == Byte.plus {
      end += 1
    } else {
      while end < line.count, end - start < 9, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[end]) {
        end += 1
      }
      guard end > start, end < line.count, line[end] == Byte.dot || line[end] == Byte.closeParen else {
        return nil
      }
      end += 1
    }
    guard end == line.count || line[end] == Byte.space || line[end] == Byte.tab else { return nil }
    return end
  }

  /// Whether the line from `start` is a thematic break: three or more of one of `-*_`, with
  /// spaces between.
  static func isRule(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    let mark = line[start]
    guard mark == Byte.dash || mark == Byte.star || mark == Byte.underscore else { return false }
    var marks = 0
    for byte in line[start...] {
      if byte == mark {
        marks += 1
      } else if byte != Byte.space && byte != Byte.tab {
        return false
      }
    }
    return marks >= 3
  }

  /// Whether `line` is `---` (or, closing, `...`), blanks after it allowed.
  static func isFrontMatterFence(_ line: UnsafeBufferPointer<UInt8>, closing: Bool) -> Bool {
    var end = line.count
    while end > 0, isBlank(line[end - 1]) || line[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    guard end == 3 else { return false }
    let dashes = line[0] == Byte.dash && line[1] == Byte.dash && line[2] == Byte.dash
    let dots = closing && line[0] == Byte.dot && line[1] == Byte.dot && line[2] == Byte.dot
    return dashes || dots
  }

  /// Whether `line` closes a block fenced by `count` of `fence`: at least as many, up to
  /// three spaces before, only blanks after.
  static func closesFence(_ line: UnsafeBufferPointer<UInt8>, fence: UInt8, count: Int) -> Bool {
    var start = 0
    while start < min(line.count, 3), line[start] == Byte.space { start += 1 }
    let length = line.runLength(of: fence, from: start)
    return length >= count && line[(start + length)...].allSatisfy(isBlank)
  }

  static func isBlank(_ byte: UInt8) -> Bool { byte == Byte.space || byte == Byte.tab }

  /// Letters, digits, `_`, `-`, `/` and every byte of a non-ASCII character: what a tag holds.
  static func isTagByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || isWordByte(byte) || byte == Byte.dash || byte == UInt8(ascii: "/")
  }

  /// ASCII letters, digits and `_`, and every byte of a non-ASCII character.
  static func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == Byte.underscore || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}

/// The styles Markdown is drawn in, from a theme.
struct MarkdownStyles {
  var mark, heading, emphasis, strong, code, quote, listMarker, link, missingLink, frontMatter, tag: Style

  init(_ theme: Theme) {
    mark = theme.faint
    heading = theme.title.adding(.bold)
    emphasis = theme.text.adding(.italic)
    strong = theme.text.adding(.bold)
    code = theme.accent
    quote = theme.text.adding(.italic)
    listMarker = theme.accent.adding(.bold)
    link = theme.accent.adding(.underline)
    missingLink = theme.faint.adding(.underline)
    frontMatter = theme.faint
    tag = theme.accent
  }
}

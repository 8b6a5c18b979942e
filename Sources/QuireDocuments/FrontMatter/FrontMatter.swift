import QuireText

/// The YAML front matter of a Markdown note: the lines between a `---` first line and the
/// next `---` (or `...`) line. Quire reads and writes `tags` and `description` in it; every
/// other key, every comment and every line it does not change stay byte for byte.
///
/// `tags` is a flow list (`[a, "b c"]`), a block list (`- a` lines) or a scalar (`a, b` or
/// `a b`, split at commas, else at blanks); `description` a plain, single- or double-quoted
/// scalar (folded over lines) or a block scalar (`|` or `>`, with chomping and indentation
/// indicators). A header that is not closed, or whose `tags` or `description` Quire cannot
/// read, is a `FrontMatterProblem`: it is reported and never rewritten.
public struct FrontMatter: Hashable, Sendable {
  /// How much of a note's start is searched for the closing line.
  public static let maximumHeaderBytes = 256 << 10

  /// Whether the note has a header.
  public private(set) var isPresent: Bool
  /// The tags, in order; empty when there are none.
  public private(set) var tags: [String]
  /// The description; `nil` when there is none (or it is `null`).
  public private(set) var description: String?
  /// Where the header is in the text, delimiter lines included (empty at 0 when absent).
  public private(set) var byteRange: Range<ByteOffset>

  var opening: HeaderLine
  var body: [HeaderLine]
  var closing: HeaderLine
  /// The line break new lines get: the header's own, else the text's.
  var lineBreak: [UInt8]
  var tagsValue: TagsValue?
  var descriptionValue: DescriptionValue?
  /// Whether the line after the header is a delimiter, which would be read as a header once
  /// this one went: an emptied header then stays.
  var isFollowedByADelimiter = false

  /// Reads the front matter at the start of `text` (whose BOM, if any, the format holds).
  /// Looks at no more than `maximumHeaderBytes`.
  public static func read(_ text: TextStorage) -> Result<FrontMatter, FrontMatterProblem> {
    let end = min(text.byteCount, maximumHeaderBytes + 1)
    let lineBreak = TextFormat(detecting: text, isValidUTF8: true).typedLineBreak
    return read(
      start: text.bytes(in: .zero..<ByteOffset(end)), isWhole: end == text.byteCount, lineBreak: lineBreak)
  }

  /// Reads the front matter at the start of a note's `bytes` (after any BOM).
  public static func read(bytes: some Collection<UInt8>) -> Result<FrontMatter, FrontMatterProblem> {
    read(TextStorage(bytes: bytes))
  }

  private static func read(start: [UInt8], isWhole: Bool, lineBreak: [UInt8]) -> Result<
    FrontMatter, FrontMatterProblem
  > {
    var lines = HeaderLine.split(start)
    // A cut start may end in the middle of a line, which is not looked at.
    if !isWhole, !lines.isEmpty { lines.removeLast() }
    guard let first = lines.first, first.isDelimiter("---"), !first.lineBreak.isEmpty else {
      if let first = lines.first, first.isDelimiter("+++") {
        return .failure(FrontMatterProblem(line: 1, message: "TOML front matter (+++) is not supported"))
      }
      var absent = FrontMatter(absentWithLineBreak: lineBreak)
      // A header added before a text that starts with LF must not end in a lone CR, which
      // would join that LF into one CR LF line break and take the text's first byte.
      if lineBreak == [0x0D], start.first == 0x0A { absent.closing.lineBreak = [0x0D, 0x0A] }
      return .success(absent)
    }
    guard
      let closingIndex = lines.dropFirst().firstIndex(where: {
        $0.isDelimiter("---") || $0.isDelimiter("...")
      })
    else {
      return .failure(FrontMatterProblem(line: 1, message: "the header has no closing --- line"))
    }
    let body = Array(lines[1..<closingIndex])
    var matter = FrontMatter(absentWithLineBreak: first.lineBreak)
    matter.isPresent = true
    matter.opening = first
    matter.body = body
    matter.closing = lines[closingIndex]
    if closingIndex + 1 < lines.count {
      let next = lines[closingIndex + 1]
      matter.isFollowedByADelimiter = next.isDelimiter("---") || next.isDelimiter("+++")
    }
    let byteCount = lines[0...closingIndex].reduce(0) { $0 + $1.content.count + $1.lineBreak.count }
    matter.byteRange = .zero..<ByteOffset(byteCount)
    do {
      try matter.readValues()
    } catch {
      return .failure(error)
    }
    return .success(matter)
  }

  private init(absentWithLineBreak lineBreak: [UInt8]) {
    isPresent = false
    tags = []
    description = nil
    byteRange = ByteOffset.zero..<ByteOffset.zero
    opening = HeaderLine(content: Array("---".utf8), lineBreak: lineBreak)
    body = []
    closing = HeaderLine(content: Array("---".utf8), lineBreak: lineBreak)
    self.lineBreak = lineBreak
  }

  /// Finds `tags` and `description` among the keys and reads their values.
  private mutating func readValues() throws(FrontMatterProblem) {
    let entries = HeaderEntry.scan(body)
    for name in ["tags", "description"] {
      let matching = entries.filter { $0.key == name }
      if matching.count > 1 {
        throw FrontMatterProblem(line: matching[1].keyLine + 2, message: "\(name) appears twice")
      }
      guard let entry = matching.first else { continue }
      if name == "tags" {
        let value = try TagsValue.read(entry, in: body)
        tagsValue = value
        tags = value.tags
      } else {
        let value = try DescriptionValue.read(entry, in: body)
        descriptionValue = value
        description = value.text
      }
    }
  }
}

import QuireText

/// What a list of notes shows of a note without loading it: its front matter and its first
/// lines, read from the start of the file.
public struct DocumentHead: Hashable, Sendable {
  /// The tags of its front matter (none when it has no header or one Quire cannot read).
  public var tags: [String]
  /// The description of its front matter.
  public var description: String?
  /// Why its header could not be read, if it could not.
  public var problem: FrontMatterProblem?
  /// Its first lines of text after the header that are not blank, at most `lineLimit`,
  /// without their line breaks; invalid UTF-8 shows as U+FFFD.
  public var lines: [String]
  /// Whether its first bytes hold a NUL, as binary data does (the editor opens such a file
  /// read-only): then it has no header and no lines, since they would be garbage.
  public var isBinary = false

  /// The most lines kept.
  public static let lineLimit = 3

  public init(
    tags: [String] = [], description: String? = nil, problem: FrontMatterProblem? = nil, lines: [String] = []
  ) {
    self.tags = tags
    self.description = description
    self.problem = problem
    self.lines = lines
  }

  /// The head of a note whose first bytes (or all of them, when `isWhole`) are `start`.
  public init(start: [UInt8], isWhole: Bool) {
    self.init()
    if start.prefix(DocumentLimits.binarySniffByteCount).contains(0) {
      isBinary = true
      return
    }
    var bytes = start[...]
    if bytes.starts(with: TextFormat.byteOrderMark) {
      bytes = bytes.dropFirst(TextFormat.byteOrderMark.count)
    }
    var bodyStart = bytes.startIndex
    switch FrontMatter.read(bytes: bytes) {
    case .success(let matter):
      tags = matter.tags
      description = matter.description
      bodyStart += matter.byteRange.upperBound.value
    case .failure(let problem):
      self.problem = problem
      // The header is not shown as the note's first lines, even unreadable: skip to its end.
      bodyStart = Self.endOfUnclosedHeader(bytes)
    }
    lines = Self.firstLines(of: bytes[bodyStart...], isWhole: isWhole)
  }

  /// The first non-blank lines of `body`; a last line cut by the end of what was read counts
  /// only when it is all there is.
  static func firstLines(of body: ArraySlice<UInt8>, isWhole: Bool) -> [String] {
    var lines: [String] = []
    var pieces = body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
    if !isWhole, pieces.count > 1 { pieces = pieces.dropLast() }
    for piece in pieces {
      var line = piece
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { continue }
      lines.append(String(decoding: line, as: UTF8.self))
      if lines.count == lineLimit { break }
    }
    return lines
  }

  /// Where the text after a header Quire cannot read starts: after its closing line, or at
  /// the start when there is none.
  private static func endOfUnclosedHeader(_ bytes: ArraySlice<UInt8>) -> Int {
    var index = bytes.startIndex
    var isFirst = true
    while index < bytes.endIndex {
      let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
      var line = bytes[index..<end]
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      let text =
        line.elementsEqual("---".utf8) || line.elementsEqual("...".utf8) || line.elementsEqual("+++".utf8)
      if text, !isFirst { return min(bytes.endIndex, end + 1) }
      if isFirst, !text { return bytes.startIndex }
      isFirst = false
      index = min(bytes.endIndex, end + 1)
    }
    return bytes.startIndex
  }
}

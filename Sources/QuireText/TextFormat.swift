/// How a file's bytes are laid out around its text: what loading found and saving puts back.
///
/// Loading strips a UTF-8 byte order mark (it is not part of the text) and notes it here,
/// with the line breaks the file uses; `fileBytes(of:)` turns a text back into the file's
/// exact bytes, and `typedLineBreak` is what a line break the user types inserts.
public struct TextFormat: Hashable, Sendable {
  /// The UTF-8 byte order mark, EF BB BF.
  public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Whether the file starts with a UTF-8 byte order mark.
  public var hasByteOrderMark: Bool
  /// The most frequent line break of the file; `nil` when it has none.
  public var dominantLineBreak: LineBreak?
  /// Whether the file uses more than one kind of line break.
  public var hasMixedLineBreaks: Bool
  /// Whether the text's last bytes are a line break.
  public var endsWithLineBreak: Bool
  /// Whether the text is well-formed UTF-8.
  public var isValidUTF8: Bool

  public init(
    hasByteOrderMark: Bool = false, dominantLineBreak: LineBreak? = nil,
    hasMixedLineBreaks: Bool = false, endsWithLineBreak: Bool = false, isValidUTF8: Bool = true
  ) {
    self.hasByteOrderMark = hasByteOrderMark
    self.dominantLineBreak = dominantLineBreak
    self.hasMixedLineBreaks = hasMixedLineBreaks
    self.endsWithLineBreak = endsWithLineBreak
    self.isValidUTF8 = isValidUTF8
  }

  /// The format of a new, empty file: no BOM, LF line breaks.
  public static let newFile = TextFormat()

  /// The bytes a line break the user types inserts: the file's own convention, LF for a
  /// new text or one without line breaks.
  public var typedLineBreak: [UInt8] { (dominantLineBreak ?? .lf).bytes }

  /// The format of `text` read from its tree's counts: O(log n), plus one O(n) UTF-8 check
  /// when `isValidUTF8` is not given (the builder gives it).
  public init(detecting text: TextStorage, hasByteOrderMark: Bool = false, isValidUTF8: Bool? = nil) {
    let counts = text.lineBreakCounts
    let kinds: [(LineBreak, Int)] = [(.lf, counts.lf), (.crlf, counts.crlf), (.cr, counts.cr)]
    var dominant: (LineBreak, Int)?
    for kind in kinds where kind.1 > (dominant?.1 ?? 0) { dominant = kind }
    let last = text.byte(at: text.endOffset - 1)
    var valid = true
    if let isValidUTF8 {
      valid = isValidUTF8
    } else {
      // Leaves are cut between UTF-8 sequences, so each can be checked on its own.
      text.forEachChunk(in: .zero..<text.endOffset) { chunk in
        valid = UTF8Validation.isValid(chunk)
        return valid
      }
    }
    self.init(
      hasByteOrderMark: hasByteOrderMark,
      dominantLineBreak: dominant?.0,
      hasMixedLineBreaks: kinds.filter { $0.1 > 0 }.count > 1,
      endsWithLineBreak: last == ByteScan.lineFeed || last == ByteScan.carriageReturn,
      isValidUTF8: valid)
  }

  /// Loads a file's bytes: the text without a BOM, and the format to save it back with. O(n).
  public static func load(_ bytes: some Sequence<UInt8>) -> (text: TextStorage, format: TextFormat) {
    var builder = TextStorage.Builder(stripsByteOrderMark: true)
    builder.append(bytes)
    return builder.finish()
  }

  /// Calls `body` with the file's bytes for `text` piece by piece, in order: the BOM if the
  /// file had one, then the text's leaves. No copy of the text is made. O(n).
  public func forEachFileChunk(of text: TextStorage, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void)
    rethrows
  {
    if hasByteOrderMark { try Self.byteOrderMark.withUnsafeBufferPointer { try body($0) } }
    try text.forEachChunk(in: .zero..<text.endOffset) { chunk in
      try body(chunk)
      return true
    }
  }

  /// The file's exact bytes for `text`: the BOM if the file had one, then the text. O(n).
  public func fileBytes(of text: TextStorage) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(text.byteCount + 3)
    forEachFileChunk(of: text) { result.append(contentsOf: $0) }
    return result
  }
}

/// The bytes of a text, with a line index.
///
/// A line ends at a line break: LF, CR LF, or a CR not followed by LF. A text of n line breaks
/// has n + 1 lines; the empty text has one empty line.
///
/// - Note: PLACEHOLDER. This is the contract that the rest of the package is written against,
///   implemented over a flat byte array. The balanced tree of chunks replaces the body and keeps
///   the interface.
public struct TextStorage: Sendable {
  @usableFromInline var storage: [UInt8]

  /// The empty text.
  public init() { storage = [] }

  /// A text holding the UTF-8 bytes of `string`.
  public init(_ string: String) { storage = Array(string.utf8) }

  /// A text holding `bytes` exactly, valid UTF-8 or not.
  public init(bytes: some Sequence<UInt8>) { storage = Array(bytes) }

  /// The number of bytes. O(1).
  public var byteCount: Int { storage.count }

  /// Whether the text has no bytes. O(1).
  public var isEmpty: Bool { storage.isEmpty }

  /// The offset just past the last byte. O(1).
  public var endOffset: ByteOffset { ByteOffset(storage.count) }

  /// The number of lines: line breaks + 1. O(1).
  public var lineCount: Int { lineStarts().count }

  /// The offset where `line` starts. O(log n).
  public func lineStart(_ line: LineNumber) -> ByteOffset {
    let starts = lineStarts()
    return ByteOffset(starts[max(0, min(line.value, starts.count - 1))])
  }

  /// The offset where the content of `line` ends, before its line break. O(log n).
  public func lineEnd(_ line: LineNumber) -> ByteOffset {
    let starts = lineStarts()
    let index = max(0, min(line.value, starts.count - 1))
    guard index + 1 < starts.count else { return endOffset }
    var end = starts[index + 1] - 1
    if storage[end] == 0x0A, end > starts[index], storage[end - 1] == 0x0D { end -= 1 }
    return ByteOffset(end)
  }

  /// The line that holds `offset`; a line break belongs to the line it ends. O(log n).
  public func lineNumber(at offset: ByteOffset) -> LineNumber {
    let starts = lineStarts()
    var line = 0
    while line + 1 < starts.count, starts[line + 1] <= offset.value { line += 1 }
    return LineNumber(line)
  }

  /// The line and byte column of `offset`. O(log n).
  public func position(of offset: ByteOffset) -> LinePosition {
    let line = lineNumber(at: offset)
    return LinePosition(line: line, byteColumn: offset - lineStart(line))
  }

  /// The offset of `position`, its column clamped to the line's content. O(log n).
  public func offset(of position: LinePosition) -> ByteOffset {
    let start = lineStart(position.line)
    let end = lineEnd(position.line)
    return ByteOffset(min(start.value + max(0, position.byteColumn), end.value))
  }

  /// The bytes in `range`. O(log n + k).
  public func bytes(in range: Range<ByteOffset>) -> [UInt8] {
    Array(storage[range.lowerBound.value..<range.upperBound.value])
  }

  /// The bytes in `range` decoded as UTF-8, each invalid sequence as U+FFFD. O(log n + k).
  public func string(in range: Range<ByteOffset>) -> String {
    String(decoding: bytes(in: range), as: UTF8.self)
  }

  /// The whole text decoded as UTF-8, each invalid sequence as U+FFFD. O(n).
  public var string: String { String(decoding: storage, as: UTF8.self) }

  /// Replaces the bytes in `range` with `replacement`; the one mutation of a text.
  /// Returns the change, whose `inverted()` undoes it. O(log n + k).
  @discardableResult
  public mutating func replace(_ range: Range<ByteOffset>, with replacement: some Collection<UInt8>)
    -> TextChange
  {
    let removed = bytes(in: range)
    storage.replaceSubrange(range.lowerBound.value..<range.upperBound.value, with: replacement)
    return TextChange(offset: range.lowerBound, removed: removed, inserted: Array(replacement))
  }

  /// Replaces the bytes in `range` with the UTF-8 bytes of `string`.
  @discardableResult
  public mutating func replace(_ range: Range<ByteOffset>, with string: String) -> TextChange {
    replace(range, with: Array(string.utf8))
  }

  /// Applies `change` and returns its inverse.
  @discardableResult
  public mutating func apply(_ change: TextChange) -> TextChange {
    replace(change.removedRange, with: change.inserted)
    return change.inverted()
  }

  private func lineStarts() -> [Int] {
    var starts = [0]
    var index = 0
    while index < storage.count {
      let byte = storage[index]
      if byte == 0x0A {
        starts.append(index + 1)
      } else if byte == 0x0D, index + 1 >= storage.count || storage[index + 1] != 0x0A {
        starts.append(index + 1)
      }
      index += 1
    }
    return starts
  }
}

/// One replacement in a text, as data: applying its inverse undoes it.
public struct TextChange: Hashable, Sendable {
  /// Where the replacement starts.
  public var offset: ByteOffset
  /// The bytes that were there before.
  public var removed: [UInt8]
  /// The bytes put in their place.
  public var inserted: [UInt8]

  public init(offset: ByteOffset, removed: [UInt8], inserted: [UInt8]) {
    self.offset = offset
    self.removed = removed
    self.inserted = inserted
  }

  /// The range this change replaces, in the text before it.
  public var removedRange: Range<ByteOffset> { offset..<(offset + removed.count) }
  /// The range the replacement occupies, in the text after it.
  public var insertedRange: Range<ByteOffset> { offset..<(offset + inserted.count) }

  /// The change that undoes this one.
  public func inverted() -> TextChange { TextChange(offset: offset, removed: inserted, inserted: removed) }
}

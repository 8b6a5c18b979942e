/// The bytes of a text, with a line index.
///
/// A line ends at a line break: LF, CR LF, or a CR not followed by LF. A text of n line breaks
/// has n + 1 lines; the empty text has one empty line.
///
/// The bytes live in a balanced tree (a B-tree rope) of leaves of at most a few KiB. Every
/// node caches the byte and line-break counts of its subtree, so byte offset ↔ line,
/// line count and line start are O(log n), also right after an edit. Copies share nodes and
/// copy only what they change (copy-on-write). Any byte sequence is kept exactly, valid UTF-8
/// or not; a CR LF pair never spans two leaves and leaves are cut between UTF-8 sequences.
public struct TextStorage: Sendable {
  /// The root of the tree; a leaf for short texts.
  var root: RopeNode

  /// The node sizes of this text's tree, kept by every edit.
  let limits: RopeLimits

  init(root: RopeNode, limits: RopeLimits) {
    self.root = root
    self.limits = limits
  }

  /// The empty text.
  public init() { self.init(root: RopeNode.emptyLeaf(), limits: .standard) }

  /// A text holding the bytes `string` carries: its UTF-8, with each byte it carries
  /// (`PreservedBytes`) as itself. O(n).
  public init(_ string: String) { self.init(bytes: string.preservedBytes) }

  /// A text holding `bytes` exactly, valid UTF-8 or not (a leading BOM included). O(n).
  public init(bytes: some Sequence<UInt8>) { self.init(bytes: bytes, limits: .standard) }

  /// A text holding `bytes` in a tree of nodes of the sizes `limits`: tests build texts with
  /// the release sizes in debug builds this way. O(n).
  init(bytes: some Sequence<UInt8>, limits: RopeLimits) {
    var builder = Builder(stripsByteOrderMark: false, limits: limits)
    builder.append(bytes)
    self = builder.build()
  }

  /// The number of bytes. O(1).
  public var byteCount: Int { root.summary.bytes }

  /// Whether the text has no bytes. O(1).
  public var isEmpty: Bool { root.summary.bytes == 0 }

  /// The offset just past the last byte. O(1).
  public var endOffset: ByteOffset { ByteOffset(root.summary.bytes) }

  /// The number of lines: line breaks + 1. O(1).
  public var lineCount: Int { root.summary.lineBreaks + 1 }

  /// The number of line breaks of each kind. O(1).
  public var lineBreakCounts: (lf: Int, crlf: Int, cr: Int) {
    let summary = root.summary
    let pairs = summary.carriageReturnLineFeeds
    return (summary.lineFeeds - pairs, pairs, summary.carriageReturns - pairs)
  }

  /// Replaces the bytes in `range` with `replacement`; the one mutation of a text.
  /// Returns the change, whose `inverted()` undoes it. O(log n + k + m) for k removed and m
  /// inserted bytes.
  @discardableResult
  public mutating func replace(_ range: Range<ByteOffset>, with replacement: some Collection<UInt8>)
    -> TextChange
  {
    let low = min(max(0, range.lowerBound.value), byteCount)
    let high = min(max(low, range.upperBound.value), byteCount)
    let removed = bytes(in: ByteOffset(low)..<ByteOffset(high))
    let inserted = Array(replacement)
    inserted.withUnsafeBufferPointer { replaceBytes(low, high, $0) }
    return TextChange(offset: ByteOffset(low), removed: removed, inserted: inserted)
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

/// Reading bytes out of a text without copying more than asked for.
extension TextStorage {
  /// Calls `body` with the bytes of `range`, leaf by leaf in order, as long as it returns
  /// `true`. The buffers are valid only during the call. O(log n + k).
  public func forEachChunk(
    in range: Range<ByteOffset>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Bool
  ) rethrows {
    let low = min(max(0, range.lowerBound.value), byteCount)
    let high = min(max(low, range.upperBound.value), byteCount)
    guard low < high else { return }
    _ = try Self.visit(root, low, high, body)
  }

  /// Visits the leaves of `node` overlapping `low..<high` (relative to the node); returns
  /// `false` once `body` asked to stop.
  private static func visit(
    _ node: RopeNode, _ low: Int, _ high: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Bool
  ) rethrows -> Bool {
    if node.isLeaf {
      return try node.bytes.withUnsafeBufferPointer { buffer in
        try body(UnsafeBufferPointer(rebasing: buffer[low..<high]))
      }
    }
    var start = 0
    for child in node.children {
      let end = start + child.summary.bytes
      if end > low {
        if start >= high { break }
        let childLow = max(low, start) - start
        let childHigh = min(high, end) - start
        if try !visit(child, childLow, childHigh, body) { return false }
      }
      start = end
    }
    return true
  }

  /// Calls `body` with the bytes of `range` in one buffer: the leaf's own storage when the
  /// range lies in one leaf, a copy otherwise. O(log n + k).
  public func withBytes<Result>(
    in range: Range<ByteOffset>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    var pieces = 0
    var single: Result?
    var copy: [UInt8] = []
    let wanted = max(0, min(range.upperBound.value, byteCount) - max(0, range.lowerBound.value))
    try forEachChunk(in: range) { chunk in
      pieces += 1
      if pieces == 1, chunk.count == wanted {
        single = try body(chunk)
        return false
      }
      copy.append(contentsOf: chunk)
      return true
    }
    if let single { return single }
    return try copy.withUnsafeBufferPointer { try body($0) }
  }

  /// The byte at `offset`, or `nil` past the end. O(log n).
  public func byte(at offset: ByteOffset) -> UInt8? {
    guard offset.value >= 0, offset.value < byteCount else { return nil }
    var result: UInt8?
    forEachChunk(in: offset..<(offset + 1)) { chunk in
      result = chunk.first
      return false
    }
    return result
  }

  /// The bytes in `range`. O(log n + k).
  public func bytes(in range: Range<ByteOffset>) -> [UInt8] {
    // Only the bytes in the text: the range may reach far past either end.
    let low = min(max(0, range.lowerBound.value), byteCount)
    let high = min(max(low, range.upperBound.value), byteCount)
    var result: [UInt8] = []
    result.reserveCapacity(high - low)
    forEachChunk(in: range) { chunk in
      result.append(contentsOf: chunk)
      return true
    }
    return result
  }

  /// Every byte of the text. O(n).
  public var allBytes: [UInt8] { bytes(in: .zero..<endOffset) }

  /// The bytes in `range` decoded as UTF-8, each invalid sequence as U+FFFD. O(log n + k).
  public func string(in range: Range<ByteOffset>) -> String {
    String(decoding: bytes(in: range), as: UTF8.self)
  }

  /// The whole text decoded as UTF-8, each invalid sequence as U+FFFD. O(n).
  public var string: String { string(in: .zero..<endOffset) }

  /// The bytes in `range` as a `String` that carries every byte (`PreservedBytes`): the
  /// ill-formed ones come back from `preservedBytes` as they are. O(log n + k).
  public func preservedString(in range: Range<ByteOffset>) -> String {
    String(preservingBytes: bytes(in: range))
  }

  /// The whole text as a `String` that carries every byte (`PreservedBytes`). O(n).
  public var preservedString: String { preservedString(in: .zero..<endOffset) }
}

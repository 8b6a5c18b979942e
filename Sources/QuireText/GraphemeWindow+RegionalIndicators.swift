extension GraphemeWindow {
  /// Whether the four bytes at `offset` encode a regional indicator (U+1F1E6...U+1F1FF, UTF-8
  /// `F0 9F 87 A6...BF`). Such bytes always decode as that scalar: F0 cannot continue an
  /// earlier sequence, so decoding restarts there whatever precedes it. O(1).
  @inline(__always) static func isRegionalIndicator(
    _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int
  ) -> Bool {
    bytes[offset] == 0xF0 && bytes[offset + 1] == 0x9F && bytes[offset + 2] == 0x87
      && bytes[offset + 3] &- 0xA6 < 0x1A
  }

  /// The number of regional indicators in a row that end at `offset`: 0 when the four bytes
  /// before it are not one.
  ///
  /// O(count) with a tight loop over the bytes of the text, read in blocks straight from the
  /// storage (not through the window, which would keep them): the parity of a run of flags
  /// is known only from its start, and this is the one scan that finds it.
  func regionalIndicatorCount(endingAt offset: Int) -> Int {
    var count = 0
    var end = min(offset, textEnd)
    var block = 256
    while end >= 4 {
      let lower = max(0, end - block * 4)
      let found = storage.withBytes(in: ByteOffset(lower)..<ByteOffset(end)) { bytes in
        var position = bytes.count - 4
        var found = 0
        while position >= 0, Self.isRegionalIndicator(bytes, at: position) {
          found += 1
          position -= 4
        }
        return found
      }
      count += found
      // A block not wholly made of them holds the start of the run.
      guard found * 4 == end - lower - (end - lower) % 4, lower > 0 else { break }
      end -= found * 4
      block = min(block * 2, 1 << 14)
    }
    return count
  }
}

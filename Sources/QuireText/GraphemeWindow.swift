/// A window onto the bytes of a text that grows on demand, so that segmentation near an offset
/// reads only the bytes near it (with `TextStorage.bytes(in:)`), never the whole line.
///
/// Offsets are absolute byte offsets in the text. Each growth at least doubles the window, so
/// reading k bytes costs O(k) bytes copied and O(log k) reads of the storage.
struct GraphemeWindow {
  /// The text read from.
  let storage: TextStorage
  /// The number of bytes of the text.
  let textEnd: Int
  /// The offset of `bytes[0]`.
  private(set) var start: Int
  /// The bytes read so far: the text from `start` to `start + bytes.count`.
  private(set) var bytes: [UInt8]

  /// A window onto `storage` that reads around `offset` first.
  init(_ storage: TextStorage, around offset: Int) {
    self.storage = storage
    textEnd = storage.byteCount
    let first = max(0, min(max(0, offset), textEnd) - 32)
    let last = min(textEnd, first + 96)
    start = first
    bytes = storage.bytes(in: ByteOffset(first)..<ByteOffset(last))
  }

  /// The offset just past the bytes read so far.
  var end: Int { start + bytes.count }

  /// The byte at `offset`, reading more of the text when needed; nil outside the text. O(1)
  /// amortised.
  @inline(__always) mutating func byte(at offset: Int) -> UInt8? {
    let index = offset - start
    if index >= 0, index < bytes.count { return bytes[index] }
    guard offset >= 0, offset < textEnd else { return nil }
    grow(toInclude: offset)
    return bytes[offset - start]
  }

  /// The bytes of `range`, which must lie in the text. O(k) amortised.
  mutating func bytes(in range: Range<Int>) -> ArraySlice<UInt8> {
    if range.lowerBound < start { grow(toInclude: range.lowerBound) }
    if range.upperBound > end { grow(toInclude: range.upperBound - 1) }
    return bytes[(range.lowerBound - start)..<(range.upperBound - start)]
  }

  private mutating func grow(toInclude offset: Int) {
    let step = max(64, bytes.count)
    if offset < start {
      let newStart = max(0, min(offset, start - step))
      bytes = storage.bytes(in: ByteOffset(newStart)..<ByteOffset(start)) + bytes
      start = newStart
    } else if offset >= end {
      let newEnd = min(textEnd, max(offset + 1, end + step))
      bytes += storage.bytes(in: ByteOffset(end)..<ByteOffset(newEnd))
    }
  }
}

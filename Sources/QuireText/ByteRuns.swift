/// Runs of one byte in a line's bytes, as Markdown's marks are read (a fence's backticks, a
/// heading's `#`, a code span's delimiters): by the highlighter and the link parser alike.
extension UnsafeBufferPointer where Element == UInt8 {
  /// How many of `byte` run from `start`.
  @inlinable public func runLength(of byte: UInt8, from start: Int) -> Int {
    var end = start
    while end < count, self[end] == byte { end += 1 }
    return end - start
  }

  /// Where the next run of exactly `length` of `byte` from `start` begins.
  @inlinable public func firstRun(of byte: UInt8, length: Int, from start: Int) -> Int? {
    var index = start
    while index < count {
      guard self[index] == byte else {
        index += 1
        continue
      }
      let found = runLength(of: byte, from: index)
      if found == length { return index }
      index += found
    }
    return nil
  }
}

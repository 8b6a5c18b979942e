/// Byte scans over a candidate's UTF-8, eight bytes a step (SWAR on `UInt64`), for the
/// matcher's early rejection.
enum ByteSearch {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The first index in `start..<end` of `base` whose byte is `target`, or, when `foldCase`,
  /// whose byte with bit 5 set is `target` (an ASCII lower-case letter then matches its
  /// upper case too); nil when none. O(end − start).
  @inline(__always)
  static func firstIndex(
    of target: UInt8, foldCase: Bool, in base: UnsafePointer<UInt8>, from start: Int, to end: Int
  ) -> Int? {
    let fold: UInt8 = foldCase ? 0x20 : 0
    let splat = UInt64(target) &* ones
    let foldWord = UInt64(fold) &* ones
    var index = start
    let raw = UnsafeRawPointer(base)
    while index + 8 <= end {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let difference = (word | foldWord) ^ splat
      // The lowest byte that is zero sets its high bit here; bytes above it may too.
      let zeros = (difference &- ones) & ~difference & highs
      if zeros != 0 { return index + zeros.trailingZeroBitCount >> 3 }
      index += 8
    }
    while index < end {
      if base[index] | fold == target { return index }
      index += 1
    }
    return nil
  }

  /// The last index in `start..<end` of `base` whose byte is `target` (ignoring bit 5 when
  /// `foldCase`), or nil. O(end − start), from the end.
  @inline(__always)
  static func lastIndex(
    of target: UInt8, foldCase: Bool, in base: UnsafePointer<UInt8>, from start: Int, to end: Int
  ) -> Int? {
    let fold: UInt8 = foldCase ? 0x20 : 0
    let splat = UInt64(target) &* ones
    let foldWord = UInt64(fold) &* ones
    let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    var index = end
    let raw = UnsafeRawPointer(base)
    while index - 8 >= start {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index - 8, as: UInt64.self))
      let difference = (word | foldWord) ^ splat
      // Exactly the zero bytes set their high bit here (no borrow between bytes).
      let zeros = ~(((difference & lows) &+ lows) | difference | lows)
      if zeros != 0 { return index - 8 + (63 - zeros.leadingZeroBitCount) >> 3 }
      index -= 8
    }
    while index > start {
      index -= 1
      if base[index] | fold == target { return index }
    }
    return nil
  }

  /// Whether every byte of `start..<end` is ASCII and no CR is followed by LF: whether each
  /// byte is a grapheme cluster of its own. O(end − start).
  @inline(__always)
  static func isOneClusterPerByte(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool {
    var index = start
    var high: UInt64 = 0
    var carriageReturns: UInt64 = 0
    let raw = UnsafeRawPointer(base)
    let returns = UInt64(0x0D) &* ones
    while index + 8 <= end {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      high |= word
      let difference = word ^ returns
      carriageReturns |= (difference &- ones) & ~difference & highs
      index += 8
    }
    var tail: UInt8 = 0
    while index < end {
      tail |= base[index]
      if base[index] == 0x0D { carriageReturns = 1 }
      index += 1
    }
    guard (high & highs) == 0, tail < 0x80 else { return false }
    guard carriageReturns != 0 else { return true }
    // A CR somewhere (or a false alarm above a CR): look at the pairs themselves.
    for position in start..<max(start, end - 1) where base[position] == 0x0D && base[position + 1] == 0x0A {
      return false
    }
    return true
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Byte-level scans over one leaf: counting line breaks, finding them, and choosing where a
/// run of bytes may be cut into leaves.
enum ByteScan {
  static let lineFeed: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D

  /// Counts LF and CR bytes and tells whether every byte is ASCII. O(k), sixteen bytes a
  /// step.
  static func count(_ buffer: UnsafeBufferPointer<UInt8>) -> (
    lineFeeds: Int, carriageReturns: Int, isASCII: Bool
  ) {
    guard let base = buffer.baseAddress else { return (0, 0, true) }
    let raw = UnsafeRawPointer(base)
    let lf = SIMD16<UInt8>(repeating: lineFeed)
    let cr = SIMD16<UInt8>(repeating: carriageReturn)
    let zero = SIMD16<UInt8>(repeating: 0)
    let one = SIMD16<UInt8>(repeating: 1)
    var lineFeeds = 0
    var carriageReturns = 0
    var high = zero
    var index = 0
    let count = buffer.count
    while index + 16 <= count {
      // Per-lane counters of UInt8 hold at most 255 steps before they are added up.
      var lfLanes = zero
      var crLanes = zero
      let stop = min(count, index + 255 * 16)
      while index + 16 <= stop {
        let vector = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        high |= vector
        lfLanes &+= zero.replacing(with: one, where: vector .== lf)
        crLanes &+= zero.replacing(with: one, where: vector .== cr)
        index += 16
      }
      lineFeeds += Int(SIMD16<UInt16>(truncatingIfNeeded: lfLanes).wrappedSum())
      carriageReturns += Int(SIMD16<UInt16>(truncatingIfNeeded: crLanes).wrappedSum())
    }
    var tailHigh: UInt8 = 0
    while index < count {
      let byte = base[index]
      tailHigh |= byte
      if byte == lineFeed { lineFeeds += 1 } else if byte == carriageReturn { carriageReturns += 1 }
      index += 1
    }
    let isASCII = (high | SIMD16(repeating: tailHigh)) & SIMD16(repeating: 0x80) == zero
    return (lineFeeds, carriageReturns, isASCII)
  }

  /// Counts LF and CR bytes, tells whether every byte is ASCII and whether the bytes are
  /// well-formed UTF-8, reading each byte once: what `count` and `UTF8Validation.isValid`
  /// tell, in one pass over text that is not ASCII. O(k), sixteen bytes a step.
  static func countValidating(_ buffer: UnsafeBufferPointer<UInt8>) -> (
    lineFeeds: Int, carriageReturns: Int, isASCII: Bool, isValidUTF8: Bool
  ) {
    guard let base = buffer.baseAddress, buffer.count >= UTF8Validation.minimumVectorCount,
      let start = UTF8Validation.vectorStart(buffer)
    else {
      let counts = count(buffer)
      let valid = counts.isASCII || UTF8Validation.isValid(buffer)
      return (counts.lineFeeds, counts.carriageReturns, counts.isASCII, valid)
    }
    let raw = UnsafeRawPointer(base)
    let lf = SIMD16<UInt8>(repeating: lineFeed)
    let cr = SIMD16<UInt8>(repeating: carriageReturn)
    let zero = SIMD16<UInt8>(repeating: 0)
    let one = SIMD16<UInt8>(repeating: 1)
    // The few bytes before the first vector, whole sequences already checked by
    // `vectorStart`, are counted one by one.
    var lineFeeds = 0
    var carriageReturns = 0
    var high: UInt8 = 0
    for byte in buffer[0..<start] {
      high |= byte
      if byte == lineFeed { lineFeeds += 1 } else if byte == carriageReturn { carriageReturns += 1 }
    }
    var highLanes = zero
    var errors = zero
    var index = start
    let count = buffer.count
    while index &+ 16 <= count {
      // Per-lane counters of UInt8 hold at most 255 steps before they are added up.
      var lfLanes = zero
      var crLanes = zero
      let stop = min(count, index &+ 255 * 16)
      while index &+ 16 <= stop {
        let vector = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        highLanes |= vector
        lfLanes &+= zero.replacing(with: one, where: vector .== lf)
        crLanes &+= zero.replacing(with: one, where: vector .== cr)
        errors |= UTF8Validation.errors(vector, raw, at: index)
        index &+= 16
      }
      lineFeeds += Int(SIMD16<UInt16>(truncatingIfNeeded: lfLanes).wrappedSum())
      carriageReturns += Int(SIMD16<UInt16>(truncatingIfNeeded: crLanes).wrappedSum())
    }
    let valid = !UTF8Validation.hasError(errors) && UTF8Validation.isValidTail(buffer, after: index)
    while index < count {
      let byte = base[index]
      high |= byte
      if byte == lineFeed { lineFeeds += 1 } else if byte == carriageReturn { carriageReturns += 1 }
      index += 1
    }
    let isASCII = (highLanes | SIMD16(repeating: high)) & SIMD16(repeating: 0x80) == zero
    return (lineFeeds, carriageReturns, isASCII, valid)
  }

  /// Counts the CR LF pairs of `buffer`. O(k).
  static func countCarriageReturnLineFeeds(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
    var total = 0
    var index = 0
    while let found = find(carriageReturn, in: buffer, from: index) {
      if found + 1 < buffer.count, buffer[found + 1] == lineFeed { total += 1 }
      index = found + 1
    }
    return total
  }

  /// The index of the first `byte` at or after `start`, with `memchr`.
  static func find(_ byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start < buffer.count, let base = buffer.baseAddress else { return nil }
    guard let hit = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
    return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
  }

  /// The number of line breaks that end within the first `length` bytes of a leaf.
  ///
  /// A CR whose LF lies at `length` has not ended its break yet, so without lone CRs the
  /// answer is the number of LFs. O(length).
  static func lineBreaks(in leaf: UnsafeBufferPointer<UInt8>, prefix length: Int, hasLoneCR: Bool) -> Int {
    let prefix = UnsafeBufferPointer(rebasing: leaf[0..<length])
    var total = count(prefix).lineFeeds
    guard hasLoneCR else { return total }
    var index = 0
    while let found = find(carriageReturn, in: prefix, from: index) {
      if found + 1 >= leaf.count || leaf[found + 1] != lineFeed { total += 1 }
      index = found + 1
    }
    return total
  }

  /// The index just past the `n`th line break (counting from 1) of a leaf, if it has one:
  /// counting LFs eight bytes a step when the leaf has no lone CR, byte by byte otherwise.
  /// O(k).
  static func endOfLineBreak(_ n: Int, in leaf: UnsafeBufferPointer<UInt8>, hasLoneCR: Bool) -> Int? {
    var remaining = n
    var index = 0
    if !hasLoneCR, let base = leaf.baseAddress {
      let raw = UnsafeRawPointer(base)
      let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
      let lf: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
      while index + 8 <= leaf.count {
        let x = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ lf
        // Bit 7 of each byte is set exactly where the byte is LF.
        var hits = ~(((x & low7) &+ low7) | x | low7)
        let count = hits.nonzeroBitCount
        if count >= remaining {
          for _ in 1..<remaining { hits &= hits &- 1 }
          return index + hits.trailingZeroBitCount / 8 + 1
        }
        remaining -= count
        index += 8
      }
    }
    while index < leaf.count {
      let byte = leaf[index]
      if byte == lineFeed
        || (byte == carriageReturn && (index + 1 >= leaf.count || leaf[index + 1] != lineFeed))
      {
        remaining -= 1
        if remaining == 0 { return index + 1 }
      }
      index += 1
    }
    return nil
  }

  /// Whether `byte` continues a UTF-8 sequence (10xxxxxx).
  @inline(__always) static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  /// Moves a cut at `index` of `bytes` back so that it splits neither a CR LF pair nor a
  /// UTF-8 sequence whose lead byte lies at most three bytes before. Returns `index` when the
  /// cut is already good. Needs `0 < index < bytes.count`. O(1).
  static func adjustedCut(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    if bytes[index - 1] == carriageReturn && bytes[index] == lineFeed { return index - 1 }
    guard isContinuation(bytes[index]) else { return index }
    var back = 1
    while back <= 3, index - back >= 0 {
      let byte = bytes[index - back]
      if !isContinuation(byte) { return byte >= 0xC0 ? index - back : index }
      back += 1
    }
    return index
  }
}

/// Whether bytes are well-formed UTF-8, checked leaf by leaf while a text is built.
enum UTF8Validation {
  /// Whether `bytes` is well-formed UTF-8 (no overlong forms, surrogates or values past
  /// U+10FFFF). O(k), sixteen bytes a step.
  ///
  /// Each byte is checked against the three before it, read as vectors shifted by one, two
  /// and three bytes: a byte must be a continuation exactly when a lead byte before it asks
  /// for one, and the second byte after E0, ED, F0 and F4 must lie in its narrower range.
  /// The first few and the last few bytes are checked sequence by sequence.
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, bytes.count >= 32 else { return isValidScalar(bytes, from: 0) }
    // Walk whole sequences until at least three bytes lie behind, so the shifted reads
    // stay inside the buffer and start at a sequence boundary.
    guard let start = scalarPrefixEnd(bytes, atLeast: 3) else { return false }
    let raw = UnsafeRawPointer(base)
    var index = start
    let zero = SIMD16<UInt8>(repeating: 0)
    let x80 = SIMD16<UInt8>(repeating: 0x80)
    let xC0 = SIMD16<UInt8>(repeating: 0xC0)
    let xE0 = SIMD16<UInt8>(repeating: 0xE0)
    let xF0 = SIMD16<UInt8>(repeating: 0xF0)
    let xFE = SIMD16<UInt8>(repeating: 0xFE)
    let xED = SIMD16<UInt8>(repeating: 0xED)
    let xF4 = SIMD16<UInt8>(repeating: 0xF4)
    // Signed thresholds: unsigned b >= t exactly when Int8(b ^ 0x80) > Int8(t ^ 0x80) - 1.
    let below90 = SIMD16<Int8>(repeating: Int8(truncatingIfNeeded: 0x90 ^ 0x80))
    let belowA0 = SIMD16<Int8>(repeating: Int8(truncatingIfNeeded: 0xA0 ^ 0x80))
    let aboveF4 = SIMD16<Int8>(repeating: Int8(truncatingIfNeeded: 0xF4 ^ 0x80))
    var bad = zero
    while index + 16 <= bytes.count {
      let current = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      let back1 = raw.loadUnaligned(fromByteOffset: index - 1, as: SIMD16<UInt8>.self)
      let back2 = raw.loadUnaligned(fromByteOffset: index - 2, as: SIMD16<UInt8>.self)
      let back3 = raw.loadUnaligned(fromByteOffset: index - 3, as: SIMD16<UInt8>.self)
      let signed = SIMD16<Int8>(truncatingIfNeeded: current ^ x80)
      let isContinuation = lanes(current & xC0 .== x80)
      let wantsContinuation =
        lanes(back1 & xC0 .== xC0) | lanes(back2 & xE0 .== xE0) | lanes(back3 & xF0 .== xF0)
      let atLeast90 = lanes(signed .>= below90)
      let atLeastA0 = lanes(signed .>= belowA0)
      bad |= isContinuation ^ wantsContinuation
      bad |= lanes(signed .> aboveF4) | lanes(current & xFE .== xC0)
      bad |= lanes(back1 .== xE0) & ~atLeastA0
      bad |= lanes(back1 .== xED) & atLeastA0
      bad |= lanes(back1 .== xF0) & ~atLeast90
      bad |= lanes(back1 .== xF4) & atLeast90
      index += 16
    }
    if bad != zero { return false }
    // The rest, from the lead byte of a sequence that may cross `index`.
    var tail = index
    while tail > index - 3, ByteScan.isContinuation(bytes[tail - 1]) { tail -= 1 }
    if bytes[tail - 1] >= 0xC0 { tail -= 1 }
    return isValidScalar(bytes, from: tail)
  }

  /// 0xFF in the lanes where `mask` is true, 0 elsewhere.
  @inline(__always)
  private static func lanes(_ mask: SIMDMask<SIMD16<Int8>>) -> SIMD16<UInt8> {
    SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: mask)
  }

  /// The end of the first whole sequences covering at least `minimum` bytes, or `nil` when
  /// they are not well-formed.
  private static func scalarPrefixEnd(_ bytes: UnsafeBufferPointer<UInt8>, atLeast minimum: Int) -> Int? {
    var index = 0
    while index < minimum {
      guard let length = sequenceLength(bytes, at: index) else { return nil }
      index += length
    }
    return index
  }

  /// Whether the sequences from `start` to the end are well-formed, one at a time. O(k).
  static func isValidScalar(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    var index = start
    while index < bytes.count {
      guard let length = sequenceLength(bytes, at: index) else { return false }
      index += length
    }
    return true
  }

  /// The length of the well-formed sequence at `index`, or `nil` when it is not one.
  @inline(__always)
  private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let count = bytes.count
    guard let promise = UTF8Lead(bytes[index]) else { return nil }
    let length = promise.length
    if length == 1 { return 1 }
    guard index + length <= count, promise.second.contains(bytes[index + 1]) else { return nil }
    var next = index + 2
    while next < index + length {
      guard ByteScan.isContinuation(bytes[next]) else { return nil }
      next += 1
    }
    return length
  }
}

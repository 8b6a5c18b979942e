/// Whether bytes are well-formed UTF-8, checked leaf by leaf while a text is built.
///
/// The vector check reads each byte with the three before it, as vectors shifted by one, two
/// and three bytes, and uses only operations of the x86-64 baseline, SSE2 (saturating
/// subtraction, byte compares, logic), so the build needs no processor flag. Each check
/// leaves its verdict in bit 7 of a lane; the verdicts are gathered with `|` over the whole
/// buffer and looked at once at the end.
enum UTF8Validation {
  typealias Vector = SIMD16<UInt8>

  /// Whether `bytes` is well-formed UTF-8 (no overlong forms, surrogates or values past
  /// U+10FFFF). O(k), sixteen bytes a step.
  ///
  /// The first few and the last few bytes are checked sequence by sequence.
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, bytes.count >= minimumVectorCount else {
      return isValidScalar(bytes, from: 0)
    }
    guard let start = vectorStart(bytes) else { return false }
    let raw = UnsafeRawPointer(base)
    var index = start
    var errors = Vector(repeating: 0)
    while index &+ 16 <= bytes.count {
      let current = raw.loadUnaligned(fromByteOffset: index, as: Vector.self)
      errors |= Self.errors(current, raw, at: index)
      index &+= 16
    }
    return !hasError(errors) && isValidTail(bytes, after: index)
  }

  /// The fewest bytes checked with vectors; shorter buffers are checked one sequence at a
  /// time.
  static let minimumVectorCount = 32

  /// Where the vector check of `bytes` starts: the end of the first whole sequences that
  /// cover at least three bytes, so that the shifted reads stay inside the buffer and every
  /// sequence started before it has ended. `nil` when those sequences are not well-formed.
  /// Needs at least 7 bytes. O(1).
  static func vectorStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    while index < 3 {
      guard let length = sequenceLength(bytes, at: index) else { return nil }
      index += length
    }
    return index
  }

  /// Whether the bytes from `index` on, where the vector check stopped, are well-formed:
  /// checked one sequence at a time from the lead byte of a sequence that may cross `index`.
  /// Needs `index` at least 3. O(k - index).
  static func isValidTail(_ bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Bool {
    var tail = index
    while tail > index - 3, ByteScan.isContinuation(bytes[tail - 1]) { tail -= 1 }
    if bytes[tail - 1] >= 0xC0 { tail -= 1 }
    return isValidScalar(bytes, from: tail)
  }

  /// The lanes of `current`, the sixteen bytes at `index` of `raw`, that break UTF-8: bit 7
  /// is set in a lane whose byte is wrong, the other bits are noise. Reads from three bytes
  /// before `index`. O(1).
  ///
  /// A byte must be a continuation (10xxxxxx) exactly when the byte before it is a lead
  /// (C0–FF), or the byte two before starts a sequence of three or four (E0–FF), or the byte
  /// three before starts one of four (F0–FF); C0, C1 and F5–FF are never allowed; and the
  /// byte after E0, ED, F0 and F4 must lie in the narrower range that rules out overlong
  /// forms, surrogates and values past U+10FFFF.
  ///
  /// Transparent because `@inline(__always)` left it a call inside `ByteScan.countValidating`,
  /// which then took half as long again.
  @_transparent
  static func errors(_ current: Vector, _ raw: UnsafeRawPointer, at index: Int) -> Vector {
    let back1 = raw.loadUnaligned(fromByteOffset: index &- 1, as: Vector.self)
    let back2 = raw.loadUnaligned(fromByteOffset: index &- 2, as: Vector.self)
    let back3 = raw.loadUnaligned(fromByteOffset: index &- 3, as: Vector.self)
    // Bit 7 of `b - t` saturated at 0 is set exactly when b >= t + 0x80.
    let wantsContinuation =
      saturatingSubtract(back1, 0x40) | saturatingSubtract(back2, 0x60) | saturatingSubtract(back3, 0x70)
    // Bit 7 of `c & ~(c << 1)` is set exactly when c is 10xxxxxx.
    let isContinuation = current & ~(current &+ current)
    var wrong = wantsContinuation ^ isContinuation
    wrong |=
      saturatingSubtract(current, 0x75) | lanes(current & Vector(repeating: 0xFE) .== Vector(repeating: 0xC0))
    // After E0 and F0 the next byte must be above 9F and 8F; after ED and F4, not above.
    let lowBound = lanes(back1 & Vector(repeating: 0xEF) .== Vector(repeating: 0xE0))
    let highBound = lanes(back1 .== Vector(repeating: 0xED)) | lanes(back1 .== Vector(repeating: 0xF4))
    let threshold = Vector(repeating: 0x9F) &- (back1 & Vector(repeating: 0x10))
    // Both sides are continuation bytes here, which compare as negative signed numbers.
    let above = lanes(
      SIMD16<Int8>(truncatingIfNeeded: current) .> SIMD16<Int8>(truncatingIfNeeded: threshold))
    wrong |= (lowBound | highBound) & (above ^ lowBound)
    return wrong
  }

  /// Whether any lane of gathered `errors` has bit 7 set. O(1).
  @inline(__always)
  static func hasError(_ errors: Vector) -> Bool {
    let halves = unsafeBitCast(errors & Vector(repeating: 0x80), to: SIMD2<UInt64>.self)
    return halves[0] | halves[1] != 0
  }

  /// `vector - bound` in each lane, 0 where that would go below 0.
  @inline(__always)
  private static func saturatingSubtract(_ vector: Vector, _ bound: UInt8) -> Vector {
    let bounds = Vector(repeating: bound)
    return vector.replacing(with: bounds, where: vector .< bounds) &- bounds
  }

  /// 0xFF in the lanes where `mask` is true, 0 elsewhere.
  @inline(__always)
  private static func lanes(_ mask: SIMDMask<SIMD16<Int8>>) -> Vector {
    Vector(repeating: 0).replacing(with: Vector(repeating: 0xFF), where: mask)
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

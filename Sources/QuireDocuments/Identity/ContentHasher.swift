/// XXH64 computed piece by piece as a file is read or written, so hashing needs no second
/// pass over the bytes. About one multiply per 8 bytes: several GB/s.
public struct ContentHasher: Sendable {
  private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
  private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
  private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

  private var v1: UInt64 = prime1 &+ prime2
  private var v2: UInt64 = prime2
  private var v3: UInt64 = 0
  private var v4: UInt64 = 0 &- prime1
  private var total = 0
  /// Bytes of an unfinished 32-byte stripe.
  private var tail: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  private var tailCount = 0

  public init() {}

  /// Adds the next bytes. O(k).
  public mutating func update(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    total += bytes.count
    var offset = 0
    if tailCount > 0 {
      let take = min(32 - tailCount, bytes.count)
      withUnsafeMutableBytes(of: &tail) { stripe in
        stripe.baseAddress?.advanced(by: tailCount).copyMemory(from: base, byteCount: take)
      }
      tailCount += take
      offset = take
      guard tailCount == 32 else { return }
      let stripe = tail
      consume(stripe.0.littleEndian, stripe.1.littleEndian, stripe.2.littleEndian, stripe.3.littleEndian)
      tailCount = 0
    }
    while bytes.count - offset >= 32 {
      let at = base + offset
      consume(
        at.loadUnaligned(as: UInt64.self).littleEndian,
        at.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian,
        at.loadUnaligned(fromByteOffset: 16, as: UInt64.self).littleEndian,
        at.loadUnaligned(fromByteOffset: 24, as: UInt64.self).littleEndian)
      offset += 32
    }
    let left = bytes.count - offset
    if left > 0 {
      withUnsafeMutableBytes(of: &tail) { stripe in
        stripe.baseAddress?.copyMemory(from: base + offset, byteCount: left)
      }
      tailCount = left
    }
  }

  /// Adds the next bytes from a typed buffer.
  public mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
    update(UnsafeRawBufferPointer(bytes))
  }

  /// The hash of everything added so far; the hasher can go on.
  public func finish() -> ContentHash {
    var hash: UInt64
    if total >= 32 {
      hash = rotate(v1, 1) &+ rotate(v2, 7) &+ rotate(v3, 12) &+ rotate(v4, 18)
      for lane in [v1, v2, v3, v4] {
        hash ^= round(0, lane)
        hash = hash &* Self.prime1 &+ Self.prime4
      }
    } else {
      hash = Self.prime5
    }
    hash &+= UInt64(total)
    var rest = tail
    withUnsafeBytes(of: &rest) { raw in
      var offset = 0
      while tailCount - offset >= 8 {
        let lane = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
        hash ^= round(0, lane)
        hash = rotate(hash, 27) &* Self.prime1 &+ Self.prime4
        offset += 8
      }
      if tailCount - offset >= 4 {
        let word = UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian)
        hash ^= word &* Self.prime1
        hash = rotate(hash, 23) &* Self.prime2 &+ Self.prime3
        offset += 4
      }
      while offset < tailCount {
        hash ^= UInt64(raw[offset]) &* Self.prime5
        hash = rotate(hash, 11) &* Self.prime1
        offset += 1
      }
    }
    hash ^= hash >> 33
    hash &*= Self.prime2
    hash ^= hash >> 29
    hash &*= Self.prime3
    hash ^= hash >> 32
    return ContentHash(value: hash)
  }

  @inline(__always)
  private mutating func consume(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64) {
    v1 = round(v1, a)
    v2 = round(v2, b)
    v3 = round(v3, c)
    v4 = round(v4, d)
  }

  @inline(__always)
  private func round(_ accumulator: UInt64, _ lane: UInt64) -> UInt64 {
    rotate(accumulator &+ lane &* Self.prime2, 31) &* Self.prime1
  }

  @inline(__always)
  private func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 - count))
  }
}

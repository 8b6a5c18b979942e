/// The grapheme clusters of a buffer of UTF-8, read forward from its start by the rules
/// `TextStorage` segments with (`GraphemeBreakState`; each invalid sequence a cluster of its
/// own), without copying the bytes.
struct BufferGraphemes {
  let base: UnsafePointer<UInt8>
  let count: Int
  /// Where the next cluster starts.
  private(set) var position = 0
  /// The first unit of the next cluster, when already decoded.
  private var pending: GraphemeUnit?

  init(_ base: UnsafePointer<UInt8>, count: Int) {
    self.base = base
    self.count = count
  }

  /// The next cluster's bytes and whether it is valid UTF-8; nil at the end. O(cluster).
  @inline(__always)
  mutating func next() -> (range: Range<Int>, isValid: Bool)? {
    guard position < count else { return nil }
    let lead = base[position]
    // Printable ASCII followed by ASCII (or the end) is a cluster of its own (GB999).
    if lead &- 0x20 < 0x5F, position + 1 == count || base[position + 1] < 0x80 {
      pending = nil
      position += 1
      return (position - 1..<position, true)
    }
    let first = pending ?? unit(at: position)
    pending = nil
    var state = GraphemeBreakState(first: first)
    var end = first.range.upperBound
    while end < count {
      let unit = unit(at: end)
      if state.breaks(before: unit) {
        pending = unit
        break
      }
      end = unit.range.upperBound
    }
    let range = position..<end
    position = end
    return (range, !first.isInvalid)
  }

  /// The scalar or invalid sequence (a maximal subpart) that starts at `offset`. O(1).
  func unit(at offset: Int) -> GraphemeUnit {
    let lead = base[offset]
    if lead < 0x80 { return GraphemeUnit(scalar: Unicode.Scalar(lead), range: offset..<offset + 1) }
    guard let promise = UTF8Lead(lead) else { return GraphemeUnit(invalid: offset..<offset + 1) }
    var value = promise.bits
    var next = offset + 1
    for place in 1..<promise.length {
      guard next < count, promise.allows(base[next], at: place) else {
        return GraphemeUnit(invalid: offset..<next)
      }
      value = value << 6 | UInt32(base[next] & 0x3F)
      next += 1
    }
    guard let scalar = Unicode.Scalar(value) else { return GraphemeUnit(invalid: offset..<next) }
    return GraphemeUnit(scalar: scalar, range: offset..<next)
  }

  /// The scalars of the valid cluster at `range`.
  func scalars(in range: Range<Int>) -> [Unicode.Scalar] {
    var result: [Unicode.Scalar] = []
    var offset = range.lowerBound
    while offset < range.upperBound {
      let unit = unit(at: offset)
      if let scalar = unit.scalar { result.append(scalar) }
      offset = unit.range.upperBound
    }
    return result
  }
}

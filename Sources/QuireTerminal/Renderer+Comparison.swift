#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Renderer {
  /// Whether `count` cells from `start` are equal in both arrays. Compares the row's bytes
  /// at once, then, when they differ, each cell's bytes in place, without copying it
  /// (identical bytes are an identical cell), and only cells whose bytes differ with `==`.
  /// O(count).
  static func rowsEqual(_ old: [Cell], _ new: [Cell], from start: Int, count: Int) -> Bool {
    rowsEqual(old, from: start, new, from: start, count: count)
  }

  /// Whether `count` cells of `old` from `oldStart` equal those of `new` from `newStart`.
  static func rowsEqual(_ old: [Cell], from oldStart: Int, _ new: [Cell], from newStart: Int, count: Int)
    -> Bool
  {
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return true }
        let size = MemoryLayout<Cell>.size
        if size == MemoryLayout<Cell>.stride,
          memcmp(oldBase + oldStart, newBase + newStart, count * size) == 0
        {
          return true
        }
        for offset in 0..<count {
          let lhs = oldBase + oldStart + offset
          let rhs = newBase + newStart + offset
          if !sameBytes(UnsafeRawPointer(lhs), UnsafeRawPointer(rhs), size), lhs.pointee != rhs.pointee {
            return false
          }
        }
        return true
      }
    }
  }

  /// Whether `size` bytes at both pointers are the same.
  @inline(__always)
  private static func sameBytes(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, _ size: Int) -> Bool {
    var offset = 0
    while offset + 8 <= size {
      if lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    while offset < size {
      if lhs.load(fromByteOffset: offset, as: UInt8.self) != rhs.load(fromByteOffset: offset, as: UInt8.self)
      {
        return false
      }
      offset += 1
    }
    return true
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The crashes the probe makes on purpose, so the tests prove a crash gives the terminal back.
enum TestCrash: String {
  /// `abort()`: SIGABRT.
  case abort
  /// A write to an invalid address: SIGSEGV.
  case segfault
  /// A Swift runtime trap (an index out of range): SIGILL or SIGTRAP.
  case trap
  /// Recursion until the stack runs out: SIGSEGV on the guard page, with no stack left for
  /// a handler but an alternate one.
  case overflow

  /// Crashes as this kind says.
  func trigger() {
    switch self {
    case .abort:
      systemAbort()
    case .segfault:
      let address = UnsafeMutablePointer<Int>(bitPattern: 16)
      address?.pointee = 1
    case .trap:
      let values: [Int] = []
      _ = values[values.count + 1]
    case .overflow:
      _ = deepen(0)
    }
  }
}

/// Calls itself until the stack is gone, a frame of 64 bytes or more a call (it stops only
/// at a depth no stack reaches).
@inline(never) private func deepen(_ depth: Int) -> Int {
  var padding = (depth, depth, depth, depth, depth, depth, depth, depth)
  return withUnsafeMutableBytes(of: &padding) { bytes in
    bytes[0] ^= 1
    return depth == Int.max ? 0 : deepen(depth + 1) &+ Int(bytes[0])
  }
}

private func systemAbort() -> Never {
  abort()
}

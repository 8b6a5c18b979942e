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
    }
  }
}

private func systemAbort() -> Never {
  abort()
}

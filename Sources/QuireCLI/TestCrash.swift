#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Crashes on purpose, for the end-to-end tests that prove a crash gives the terminal back.
///
/// Honoured only by `quire keys`, at the first event, when `QUIRE_TEST_CRASH` is set to
/// `abort` (SIGABRT), `segfault` (a real invalid memory access, SIGSEGV) or `trap` (a Swift
/// runtime trap, SIGILL or SIGTRAP).
enum TestCrash {
  static func trigger(_ kind: String) {
    switch kind {
    case "abort":
      abort()
    case "segfault":
      let address = UnsafeMutablePointer<Int>(bitPattern: 16)
      address?.pointee = 1
    case "trap":
      let values: [Int] = []
      _ = values[values.count + 1]
    default:
      return
    }
  }
}

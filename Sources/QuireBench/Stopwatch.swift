#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A monotonic clock for the benchmark; the only clock in the package outside the runtime.
enum Stopwatch {
  /// Nanoseconds from an arbitrary fixed point.
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// Runs `body` and returns how long it took, in `unit` ("s", "ms", "µs" or "ns").
  static func time(in unit: String, _ body: () -> Void) -> Double {
    let start = now()
    body()
    let nanoseconds = Double(now() - start)
    switch unit {
    case "s": return nanoseconds / 1e9
    case "ms": return nanoseconds / 1e6
    case "µs": return nanoseconds / 1e3
    default: return nanoseconds
    }
  }
}

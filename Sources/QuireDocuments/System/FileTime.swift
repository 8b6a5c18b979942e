#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A moment on the system's real-time clock, as file systems record it: nanoseconds since
/// 1970-01-01 00:00 UTC.
public struct FileTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Nanoseconds since the epoch (negative before it).
  public var nanosecondsSinceEpoch: Int64

  public init(nanosecondsSinceEpoch: Int64) { self.nanosecondsSinceEpoch = nanosecondsSinceEpoch }

  /// The time `seconds` and `nanoseconds` name, as in a `timespec`.
  public init(seconds: Int64, nanoseconds: Int64) {
    nanosecondsSinceEpoch = seconds &* 1_000_000_000 &+ nanoseconds
  }

  init(_ time: timespec) {
    self.init(seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
  }

  /// The current time of the real-time clock.
  public static func now() -> FileTime {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return FileTime(time)
  }

  /// Whole seconds since the epoch (rounded down).
  public var seconds: Int64 {
    let (quotient, remainder) = nanosecondsSinceEpoch.quotientAndRemainder(dividingBy: 1_000_000_000)
    return remainder < 0 ? quotient - 1 : quotient
  }

  /// The nanoseconds past `seconds`, 0 to 999,999,999.
  public var nanoseconds: Int64 { nanosecondsSinceEpoch - seconds * 1_000_000_000 }

  public static func < (lhs: FileTime, rhs: FileTime) -> Bool {
    lhs.nanosecondsSinceEpoch < rhs.nanosecondsSinceEpoch
  }

  public var description: String {
    let fraction = String(nanoseconds)
    return "\(seconds)." + String(repeating: "0", count: 9 - fraction.count) + fraction
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CalendarDate {
  /// Today in the local time zone, from the C library's clock (`time`) and `localtime_r`
  /// (which reads `TZ`). Only programs call it; components are given today.
  public static func today() -> CalendarDate {
    var now = time(nil)
    var local = tm()
    guard localtime_r(&now, &local) != nil else {
      return CalendarDate(daysSinceEpoch: Int(now) / 86_400)
    }
    return CalendarDate(
      year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday))
      ?? CalendarDate(daysSinceEpoch: Int(now) / 86_400)
  }
}

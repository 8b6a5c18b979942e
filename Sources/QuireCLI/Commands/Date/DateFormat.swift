import Quire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How `quire date` writes the day chosen: a `strftime` format (`--format`), ISO 8601
/// (`%Y-%m-%d`) by default. The C library writes it, in its own `C` locale (English names),
/// since `quire` never calls `setlocale`.
struct DateFormat: Equatable, Sendable {
  /// The `strftime` format.
  var pattern: String

  /// ISO 8601: `2026-12-24`.
  static let iso8601 = DateFormat(pattern: "%Y-%m-%d")

  /// The most bytes a formatted date may take.
  static let limit = 4096

  /// `date` written in the format; `nil` when it comes out empty or longer than `limit`.
  func format(_ date: CalendarDate) -> String? {
    let (year, month, day) = date.parts
    var parts = tm()
    parts.tm_year = Int32(clamping: year - 1900)
    parts.tm_mon = Int32(month - 1)
    parts.tm_mday = Int32(day)
    parts.tm_wday = Int32(date.weekday.rawValue)
    parts.tm_yday = Int32(CalendarDate(year: year, month: 1, day: 1)?.days(to: date) ?? 0)
    parts.tm_isdst = 0
    parts.tm_hour = 0
    var buffer = [CChar](repeating: 0, count: DateFormat.limit)
    let count = buffer.withUnsafeMutableBufferPointer { bytes in
      strftime(bytes.baseAddress, bytes.count, pattern, &parts)
    }
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

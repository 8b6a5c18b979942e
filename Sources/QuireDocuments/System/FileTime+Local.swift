#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileTime {
  /// The local date and time to the second, as `YYYY-MM-DDThh:mm:ss` (the trash
  /// specification's `DeletionDate`), in the process's time zone.
  public var localISOText: String {
    let (date, time) = localParts()
    return date + "T" + time
  }

  /// The local date and time to the minute, for people: `YYYY-MM-DD hh:mm`.
  public var localText: String {
    let (date, time) = localParts()
    return date + " " + time.prefix(5)
  }

  /// The local date and time to the second, for a file name: `YYYY-MM-DD hhmmss` (no colon,
  /// which some file systems refuse).
  public var localFileNameText: String {
    let (date, time) = localParts()
    return date + " " + time.filter { $0 != ":" }
  }

  /// `YYYY-MM-DD` and `hh:mm:ss` in the local time zone.
  private func localParts() -> (date: String, time: String) {
    var seconds = time_t(self.seconds)
    var parts = tm()
    localtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let year = String(parts.tm_year + 1900)
    return (
      "\(year)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))",
      "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    )
  }
}

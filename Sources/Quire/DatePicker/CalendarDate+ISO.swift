extension CalendarDate {
  /// The date as ISO 8601 writes it: `2026-12-24`; a year before 1 or after 9999 with its
  /// sign and at least four digits (`-0044-03-15`, `+10000-01-01`).
  public var iso8601: String {
    let (year, month, day) = parts
    let digits = String(year.magnitude)
    let padded = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    let sign = year < 0 ? "-" : (year > 9999 ? "+" : "")
    return sign + padded + "-" + CalendarDate.twoDigits(month) + "-" + CalendarDate.twoDigits(day)
  }

  /// The date `text` writes as `YYYY-MM-DD` (four digits of year, then two and two; the
  /// dashes may be left out: `20261224`); `nil` for anything else, or a day that does not
  /// exist.
  public init?(iso8601 text: some StringProtocol) {
    let bytes = Array(text.utf8)
    let digits: [UInt8]
    switch bytes.count {
    case 10 where bytes[4] == UInt8(ascii: "-") && bytes[7] == UInt8(ascii: "-"):
      digits = Array(bytes[0..<4] + bytes[5..<7] + bytes[8..<10])
    case 8: digits = bytes
    default: return nil
    }
    guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
    let number = { (range: Range<Int>) in digits[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } }
    self.init(year: number(0..<4), month: number(4..<6), day: number(6..<8))
  }

  static func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}

/// A day of the week, numbered as the C library's `tm_wday` numbers them: Sunday is 0.
public enum Weekday: Int, CaseIterable, Hashable, Sendable {
  /// The days of the week, Sunday (0) to Saturday (6).
  case sunday, monday, tuesday, wednesday, thursday, friday, saturday

  /// The day `count` days later in the week (wrapping).
  public func advanced(by count: Int) -> Weekday {
    Weekday(rawValue: ((rawValue + count) % 7 + 7) % 7) ?? self
  }

  /// How many days after `first` this day comes in a week starting on `first`: 0 to 6.
  public func offset(inWeekStartingOn first: Weekday) -> Int {
    ((rawValue - first.rawValue) % 7 + 7) % 7
  }
}

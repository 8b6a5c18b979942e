/// What the date picker's text row holds: nothing typed (the keys move the day), a text
/// being typed (read after every key: the day jumps to what it says), or a text Return
/// refused, with why, until the next key.
public enum DateEntry: Hashable, Sendable {
  /// Nothing typed.
  case none
  /// This text typed (never empty).
  case typing(String)
  /// This text, which Return refused for this reason.
  case refused(String, DateRefusal)

  /// The text typed; empty when there is none.
  public var text: String {
    switch self {
    case .none: ""
    case .typing(let text), .refused(let text, _): text
    }
  }
}

/// Why a date cannot be taken.
public enum DateRefusal: Hashable, Sendable {
  /// The text is not a date (yet).
  case notADate
  /// The date is before the earliest day allowed, this one.
  case beforeMinimum(CalendarDate)
  /// The date is after the latest day allowed, this one.
  case afterMaximum(CalendarDate)
}

extension DateRefusal {
  /// Why `date` cannot be chosen among `range`, or `nil` when it can.
  public init?(_ date: CalendarDate, in range: ClosedRange<CalendarDate>) {
    if date < range.lowerBound {
      self = .beforeMinimum(range.lowerBound)
    } else if date > range.upperBound {
      self = .afterMaximum(range.upperBound)
    } else {
      return nil
    }
  }

  /// The reason in words: `after the latest day, 2026-12-31`.
  public func words(_ strings: Strings) -> String {
    switch self {
    case .notADate: strings[.dateNotADate]
    case .beforeMinimum(let earliest): strings.text(.dateBeforeMinimum, ["date": earliest.iso8601])
    case .afterMaximum(let latest): strings.text(.dateAfterMaximum, ["date": latest.iso8601])
    }
  }
}

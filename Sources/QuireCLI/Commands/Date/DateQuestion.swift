import Quire

/// What `date` asks: a day, starting from `value`, within `range`, today being `today`.
struct DateQuestion: Equatable, Sendable {
  var title: String?
  /// The day to start from; `nil` for today (or the nearest day of `range`).
  var value: CalendarDate?
  /// The days that may be chosen.
  var range: ClosedRange<CalendarDate>
  /// Today, which `+3d` and `tomorrow` count from.
  var today: CalendarDate

  /// A question starting on `value`, every day allowed.
  init(title: String?, value: CalendarDate?, today: CalendarDate) {
    self.title = title
    self.value = value
    self.range = CalendarDate.earliest...CalendarDate.latest
    self.today = today
  }

  /// The question the options give, each date read as `DateText` reads a typed one, so
  /// `--min today --max +30d` works.
  ///
  /// - Throws: a `UsageError` for a text that is not a date, `--min` after `--max`, or a
  ///   `--value` outside them.
  init(
    title: String? = nil, value: String? = nil, minimum: String? = nil, maximum: String? = nil,
    today: CalendarDate, command: String
  ) throws(UsageError) {
    self.title = title
    self.today = today
    let earliest = try Self.date(minimum, option: "--min", today: today, command: command)
    let latest = try Self.date(maximum, option: "--max", today: today, command: command)
    if let earliest, let latest, earliest > latest {
      throw UsageError(command, "--min \(earliest.iso8601) is after --max \(latest.iso8601)")
    }
    range = (earliest ?? .earliest)...(latest ?? .latest)
    self.value = try Self.date(value, option: "--value", today: today, command: command)
    if let start = self.value, let earliest, start < earliest {
      throw UsageError(command, "--value \(start.iso8601) is before --min \(earliest.iso8601)")
    }
    if let start = self.value, let latest, start > latest {
      throw UsageError(command, "--value \(start.iso8601) is after --max \(latest.iso8601)")
    }
  }

  /// The day the question starts on: `value`, else today, moved into `range`.
  var start: CalendarDate { (value ?? today).clamped(to: range) }

  /// The date `text` says, `nil` when it is `nil`.
  static func date(_ text: String?, option: String, today: CalendarDate, command: String) throws(UsageError)
    -> CalendarDate?
  {
    guard let text else { return nil }
    guard case .date(let date) = DateText.read(text, today: today) else {
      throw UsageError(
        command,
        "\(option) \(UsageError.quoted(text)) is not a date; write YYYY-MM-DD, +3d, -1w, today or tomorrow")
    }
    return date
  }
}

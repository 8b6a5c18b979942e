/// A month calendar to pick a day in: the month's name, the days of the week starting on
/// `firstWeekday`, the weeks, today underlined, the chosen day in brackets and reversed, the
/// days outside `range` faint; under it a row where a date can be typed (`2026-12-24`,
/// `+3d`, `-1w`, `tomorrow`: `DateText`), saying what the text is read as, or the chosen
/// day in words when nothing is typed.
///
/// ```
///  December 2026
///  Mo Tu We Th Fr Sa Su
///      1  2  3  4  5  6
///   7  8  9 10 11 12 13
///  14 15 16 17 18 19 20
///  21 22 23[24]25 26 27
///  28 29 30 31
///
///  > type a date  Thursday 24 December 2026
/// ```
///
/// ← → move a day, ↑ ↓ a week, PgUp PgDn a month, Home End to the month's first and last
/// day, `t` to today; the day never leaves `range`. Typed text is read after every key and
/// the day jumps to the date it says; Return takes the day (or refuses a text that is not a
/// date allowed, saying why), Esc clears the text, or leaves.
///
/// A value: `perform(_:)`, `type(_:)`, `press(_:)` and `click(_:)` return what happened (a
/// `DatePickerOutcome`), so a table test needs no screen. `handle(_:context:)` rings the
/// bell and leaves what the screen must do in `request` (`DatePickerHost`). It reads no
/// clock: `today` is given.
@MainActor
public struct DatePicker: Component {
  /// The chosen day: where the keys move from and what Return takes. Always in `range`.
  public internal(set) var date: CalendarDate
  /// Today, marked in the calendar and read by `t`, `+3d`, `tomorrow`.
  public let today: CalendarDate
  /// The days that may be chosen; the others are drawn faint.
  public let range: ClosedRange<CalendarDate>
  /// The day each week starts on (`Weekday.firstOfWeek(environment:)` reads the locale's).
  public let firstWeekday: Weekday
  /// The keys; an application may change them.
  public var keys: KeyMap<Action>
  /// The text row: nothing typed, a text being typed, or a text refused.
  public internal(set) var entry: DateEntry = .none
  /// The size the owner draws the picker at; it sets it where it places the picker, so a
  /// click lands on the day drawn there.
  public var size = TerminalSize(columns: 40, rows: DatePicker.fullHeight)
  /// What the picker needs its owner to do, left by the last event; see `takeRequest()`.
  public internal(set) var request: DatePickerRequest?

  /// The rows the picker draws when it has them all: the heading, the days of the week, six
  /// weeks, the text row.
  public static let fullHeight = 9
  /// The most characters the text row keeps.
  public static let maximumTyped = 32

  /// A picker on `date` (today when `nil`; the nearest day of `range` when outside it).
  public init(
    date: CalendarDate? = nil, today: CalendarDate,
    range: ClosedRange<CalendarDate> = CalendarDate.earliest...CalendarDate.latest,
    firstWeekday: Weekday = .monday, keys: KeyMap<Action> = DatePicker.defaultKeys
  ) {
    self.date = (date ?? today).clamped(to: range)
    self.today = today
    self.range = range
    self.firstWeekday = firstWeekday
    self.keys = keys
  }

  /// Takes the request the last event left, if any, so it is acted on once.
  public mutating func takeRequest() -> DatePickerRequest? {
    defer { request = nil }
    return request
  }

  /// What the typed text is read as now; `.empty` when nothing is typed.
  public var meaning: DateText.Meaning {
    DateText.read(entry.text, today: today)
  }

  /// Why `candidate` cannot be chosen, or `nil` when it can.
  public func refusal(of candidate: CalendarDate) -> DateRefusal? {
    DateRefusal(candidate, in: range)
  }
}

/// The date picker as a page of its own: the navigation bar (`‹ Cancel`, the title,
/// `Done ›`), a rule, the calendar and its text row, a rule, and the help bar the runtime
/// draws from `helpItems`.
///
/// ```
///  ‹ Cancel                         Due                                  Done ›
///  ─────────────────────────────────────────────────────────────────────────────
///  December 2026
///  Mo Tu We Th Fr Sa Su
///  …
///  > type a date  Thursday 24 December 2026
///  ─────────────────────────────────────────────────────────────────────────────
///  ←→↑↓ day  pgup pgdn month  t today  ⏎ okay  esc cancel
/// ```
///
/// It finishes with the date taken (Return, a click on the chosen day, Done) or `nil`
/// (Esc, Cancel).
///
/// ```swift
/// let due = try await stack.push(DatePickerScreen(title: "Due", picker: DatePicker(today: .today())))
/// ```
@MainActor
public final class DatePickerScreen: DatePickerHost {
  public typealias Result = CalendarDate

  /// The title in the middle of the navigation bar.
  public var title: String
  /// The picker.
  public var picker: DatePicker

  /// A page titled `title` showing `picker`.
  public init(title: String, picker: DatePicker) {
    self.title = TextField.singleLine(title)
    self.picker = picker
  }

  /// The picker's keys.
  public func helpItems(context: DrawContext) -> [HelpItem] {
    picker.helpItems(context.strings)
  }
}

/// The inline date picker `quire date` draws below the shell's cursor: a title row (when
/// there is a title), the calendar and its text row, and the keys on the last row.
///
/// ```
///  Due
///  December 2026
///  Mo Tu We Th Fr Sa Su
///      1  2  3  4  5  6
///   7  8  9 10 11 12 13
///  14 15 16 17 18 19 20
///  21 22 23[24]25 26 27
///  28 29 30 31
///
///  > type a date  Thursday 24 December 2026
///  ←→↑↓ day  pgup pgdn month  t today  ⏎ okay  esc cancel
/// ```
///
/// It finishes with the date taken or `nil` (Esc), as `DatePickerScreen` does.
@MainActor
public final class DatePickerPrompt: DatePickerHost {
  public typealias Result = CalendarDate

  /// The title row's text; `nil` for no title row.
  public var title: String?
  /// The picker.
  public var picker: DatePicker

  /// A prompt titled `title` showing `picker`.
  public init(title: String? = nil, picker: DatePicker) {
    self.title = title.flatMap { $0.isEmpty ? nil : TextField.singleLine($0) }
    self.picker = picker
  }

  /// The title row, the picker's rows and the keys.
  public func preferredHeight(width: Int, context: DrawContext) -> Int {
    (title == nil ? 0 : 1) + DatePicker.fullHeight + 1
  }

  /// The picker's keys.
  public func helpItems(context: DrawContext) -> [HelpItem] {
    picker.helpItems(context.strings)
  }
}

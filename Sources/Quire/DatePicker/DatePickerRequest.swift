/// What a date picker asks of the screen that holds it, after an event: the picker is a
/// value that cannot finish a screen, so it says what it needs (see `DatePickerHost`).
public enum DatePickerRequest: Hashable, Sendable {
  /// Finish with this date (Return, a click on the chosen day).
  case finish(CalendarDate)
  /// Leave without a date (Esc with nothing typed).
  case cancel
}

/// What one key, paste or click did to a date picker: the value a table test reads, and
/// from which `handle(_:context:)` decides the verdict, the bell and the request.
public enum DatePickerOutcome: Hashable, Sendable {
  /// The chosen day moved (or the typed text changed and the day followed it).
  case moved
  /// The typed text changed; the day stays (the text is not a date, or not one allowed, yet).
  case typed
  /// Nothing changed: the day is at the edge of what is allowed, or there was nothing to
  /// delete. The bell rings.
  case unchanged
  /// Return refused the typed text, for this reason. The bell rings.
  case refused(DateRefusal)
  /// The date is taken.
  case finished(CalendarDate)
  /// The picker is left without a date.
  case cancelled
}

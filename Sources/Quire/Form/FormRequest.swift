/// What a form asks of its owner after an event: to finish with the values, to cancel, or to
/// open a field's editor or list.
public enum FormRequest: Hashable, Sendable {
  /// Every field is valid: finish with these values.
  case submit(FormValues)
  /// Leave without a result.
  case cancel
  /// Open the editor (multi-line) or the list (choice) of the field at this index.
  case open(Int)
}

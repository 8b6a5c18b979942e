/// The seed's multi-field editing controller as a value: fields with a key, a label, a value
/// and a kind (text, secret, multi-line, choice), one of them focused, each validated, the
/// result a `FormValues` (keys and values in the fields' order).
///
/// Tab and Shift-Tab move between fields (wrapping), ↑ and ↓ too (stopping at the ends);
/// other keys go to the focused one-line field. Return moves to the next field and submits
/// on the last one; on a multi-line or choice field it asks to open the field's editor or
/// list. Ctrl-S submits from any field, Esc cancels. A field's message shows under it once
/// its value was edited or submitting was tried, and submitting is refused while any field
/// has one (the focus goes to the first, the bell rings).
///
/// What needs the owner (finishing, opening an editor) is left in `request` as a value: a
/// test reads it, `FormScreen` acts on it.
@MainActor
public struct Form: Component {
  /// The fields, in order.
  public var fields: [FormField]
  /// The focused field.
  public internal(set) var focus: Int
  /// The keys; an application may change them.
  public var keys: KeyMap<FormAction>
  /// The cells the form is laid out in; the owner sets it where it places the form, so that
  /// a field scrolled while handling an event is drawn as it was scrolled.
  public var width: Int = 40 {
    didSet { updateFieldWidths() }
  }
  /// The rows the fields are shown in, for scrolling; set by the owner as `width` is.
  public var rows: Int = Int.max
  /// The first row shown when the fields take more than `rows`.
  public internal(set) var top = 0
  /// What the form asks of its owner after the last event, until the owner takes it.
  public internal(set) var request: FormRequest?

  /// A form of `fields`, the focus on the first.
  public init(fields: [FormField], keys: KeyMap<FormAction> = Form.defaultKeys) {
    self.fields = fields
    self.focus = 0
    self.keys = keys
    updateFieldWidths()
  }

  /// The keys and values, in the fields' order.
  public var values: FormValues {
    FormValues(fields.map { FormValues.Entry(key: $0.key, value: $0.value) })
  }

  /// The value of the first field under `key`.
  public subscript(key: String) -> String? {
    fields.first { $0.key == key }?.value
  }

  /// Takes the request the last event left.
  public mutating func takeRequest() -> FormRequest? {
    defer { request = nil }
    return request
  }

  /// Moves the focus to the field at `index` (clamped) and scrolls to show it.
  public mutating func focus(on index: Int) {
    guard !fields.isEmpty else { return }
    focus = min(max(0, index), fields.count - 1)
    reveal()
  }

  /// Sets the value of the field at `index` (from its editor or list) as a change made at
  /// `time`.
  public mutating func setValue(_ value: String, ofField index: Int, at time: Duration) {
    guard fields.indices.contains(index) else { return }
    fields[index].setValue(value, at: time)
    reveal()
  }

  /// The values, when every field accepts its value; otherwise `nil`: every field shows its
  /// message from now on, and the focus goes to the first field that has one.
  public mutating func submit(strings: Strings) -> FormValues? {
    for index in fields.indices { fields[index].showsValidation = true }
    if let invalid = fields.firstIndex(where: { $0.validationError(strings) != nil }) {
      focus(on: invalid)
      return nil
    }
    return values
  }

  private mutating func updateFieldWidths() {
    let layout = layout()
    for index in fields.indices { fields[index].input.width = layout.valueWidth(of: fields[index].kind) }
  }
}

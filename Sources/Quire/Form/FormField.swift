/// One field of a form: the key its value is returned under, the label shown, the kind, the
/// value, and what makes the value acceptable (`isRequired`, `validator`).
@MainActor
public struct FormField {
  /// The key of the value in the form's result.
  public var key: String
  /// The label shown at the left of the value.
  public var label: String
  /// What the field holds and how it is edited.
  public var kind: FormFieldKind
  /// What the field shows, faint, while it is empty.
  public var placeholder: String
  /// Whether an empty (or blank) value is refused, with `Word.required`.
  public var isRequired: Bool
  /// Checks the value: the message to show under the field when it cannot be submitted,
  /// `nil` when it can.
  public var validator: TextField.Validator?
  /// What a choice field takes: its options or another value the person adds (`.open`), or
  /// only its options (`.closed`, refused otherwise with `Word.notAnOption`).
  public var choices: FormChoices
  /// The one-line editor of a text or secret field, which holds its value.
  public var input: TextField
  /// The value of a multi-line or choice field.
  var storedValue: String
  /// Whether the validation message shows: once the value was edited or submitting was tried.
  var showsValidation = false

  /// A field under `key`, labelled `label` (the key when empty), of `kind`, holding `value`.
  public init(
    key: String, label: String = "", value: String = "", kind: FormFieldKind = .text,
    placeholder: String = "",
    isRequired: Bool = false, characterLimit: Int? = nil, validator: TextField.Validator? = nil,
    choices: FormChoices = .open
  ) {
    self.key = key
    self.label = label.isEmpty ? key : label
    self.kind = kind
    self.placeholder = placeholder
    self.isRequired = isRequired
    self.validator = validator
    self.choices = choices
    self.input = TextField(
      text: kind.isOneLine ? value : "", placeholder: placeholder, isMasked: kind == .secret,
      characterLimit: characterLimit)
    self.storedValue = kind.isOneLine ? "" : value
  }

  /// The value now.
  public var value: String {
    kind.isOneLine ? input.text : storedValue
  }

  /// Sets the value (from an editor, a list, or the owner) as one undo step of a one-line
  /// field made at `time`; its message may show from now on.
  public mutating func setValue(_ value: String, at time: Duration) {
    if kind.isOneLine {
      input.replaceText(with: value, at: time)
    } else {
      storedValue = value
    }
    showsValidation = true
  }

  /// Why the value cannot be submitted now, in the words of `strings`, shown or not; `nil`
  /// when it can.
  public func validationError(_ strings: Strings) -> String? {
    if isRequired, value.allSatisfy(\.isWhitespace) { return strings[.required] }
    if case .choice(let options) = kind, choices == .closed, !options.contains(value) {
      return strings[.notAnOption]
    }
    if kind == .date, !value.isEmpty, CalendarDate(iso8601: value) == nil { return strings[.dateNotADate] }
    return validator?(value)
  }

  /// Whether a message shows under the field now (whatever its words).
  public var hasMessage: Bool { message(.english) != nil }

  /// The message under the field now: the validation error once the value was edited or
  /// submitting was tried, else the notice of a character limit reached.
  public func message(_ strings: Strings) -> TextField.Notice? {
    if showsValidation, let error = validationError(strings) { return .invalid(error) }
    return kind.isOneLine && input.message == .limitReached ? .limitReached : nil
  }
}

import Quire

/// What `quire form` asks: a title and the fields, each with its kind and whether it is
/// required, checked against each other.
struct FormQuestion: Equatable, Sendable {
  var title: String?
  var fields: [FormFieldSpec]

  /// A question of `fields` as they are.
  init(title: String?, specs fields: [FormFieldSpec]) {
    self.title = title
    self.fields = fields
  }

  /// The question the options give: `--field` in order, then `--secret`, `--multiline`,
  /// `--choices`, `--date` (whose VALUE is read as `quire date --value` reads it, today being
  /// `today`) and `--required` naming fields by key.
  ///
  /// - Throws: a `UsageError` for no field, a key given twice, an option naming a key no
  ///   field has, or a field given two kinds.
  init(
    title: String?, fields: [String], secret: [String] = [], multiline: [String] = [], choices: [String] = [],
    dates: [String] = [], required: [String] = [], today: CalendarDate = .today(), command: String
  ) throws(UsageError) {
    self.title = title
    guard !fields.isEmpty else {
      throw UsageError(command, "give at least one --field KEY:LABEL; see \(command) --help")
    }
    var specs: [FormFieldSpec] = []
    for argument in fields {
      let spec = try FormFieldSpec.parse(argument, command: command)
      guard !specs.contains(where: { $0.key == spec.key }) else {
        throw UsageError(command, "two fields have the key \(UsageError.quoted(spec.key))")
      }
      specs.append(spec)
    }
    self.fields = specs
    for key in secret { try setKind(.secret, of: key, option: "--secret", command: command) }
    for key in multiline { try setKind(.multiline, of: key, option: "--multiline", command: command) }
    for argument in choices {
      let (key, options) = try FormFieldSpec.parseChoices(argument, command: command)
      try setKind(.choice(options), of: key, option: "--choices", command: command)
    }
    for key in dates {
      try setKind(.date, of: key, option: "--date", command: command)
      let index = try field(key, option: "--date", command: command)
      let value = self.fields[index].value
      guard !value.isEmpty else { continue }
      let start = try DateQuestion.date(value, option: "--field \(key)", today: today, command: command)
      self.fields[index].value = start?.iso8601 ?? value
    }
    for key in required {
      let index = try field(key, option: "--required", command: command)
      self.fields[index].isRequired = true
    }
  }

  private func field(_ key: String, option: String, command: String) throws(UsageError) -> Int {
    guard let index = fields.firstIndex(where: { $0.key == key }) else {
      throw UsageError(command, "\(option) \(UsageError.quoted(key)): no --field has that key")
    }
    return index
  }

  private mutating func setKind(_ kind: FormFieldKind, of key: String, option: String, command: String)
    throws(UsageError)
  {
    let index = try field(key, option: option, command: command)
    guard fields[index].kind == .text || fields[index].kind == kind else {
      throw UsageError(command, "\(option) \(UsageError.quoted(key)): that field has another kind already")
    }
    fields[index].kind = kind
  }

  /// The fields as the form shows them, for answers printed in `format`: a choice is one of
  /// its options only (`--choices` says so), and a value `format` cannot hold is refused
  /// under its field (`FormOutputFormat.problem(with:)`).
  @MainActor
  func formFields(for format: FormOutputFormat) -> [FormField] {
    fields.map { spec in
      FormField(
        key: spec.key, label: spec.label, value: spec.value, kind: spec.kind, isRequired: spec.isRequired,
        validator: { format.problem(with: $0) }, choices: .closed)
    }
  }

  /// Why `answer` cannot be the value of `field` printed in `format`, in the words shown
  /// under a field; `nil` when it can. The checks `FormField` makes inline, made again for
  /// the plain mode.
  static func problem(with answer: String, of field: FormFieldSpec, format: FormOutputFormat) -> String? {
    if field.isRequired, answer.allSatisfy(\.isWhitespace) { return Strings.english[.required] }
    if case .choice(let options) = field.kind, !options.contains(answer) {
      return Strings.english[.notAnOption]
    }
    if field.kind == .date, !answer.isEmpty, CalendarDate(iso8601: answer) == nil {
      return Strings.english[.dateNotADate]
    }
    return format.problem(with: answer)
  }
}

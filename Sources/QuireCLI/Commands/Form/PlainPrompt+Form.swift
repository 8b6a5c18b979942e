import Quire

extension PlainPrompt {
  /// Asks for each field of `question` in turn, in words, and answers with the values in
  /// `format`. One-line fields are asked as `askLine` asks (a secret without echo); a
  /// multi-line field as `askText` asks from a terminal, and from a pipe as the lines up to
  /// one holding only a dot (so the fields after it keep their lines); a choice lists its
  /// options, numbered, and takes a number or one of them; a date as `askDate` asks. A value the field refuses (a
  /// required field left empty, a choice that is not an option, a value `format` cannot
  /// hold: `FormQuestion.problem`) is asked again on a terminal, and is an error from a pipe.
  /// The end of input before every field has its answer is no answer.
  ///
  /// ```
  /// Contact
  /// Name (required)
  /// > Ada
  /// Size
  ///   1. S
  ///   2. M
  /// Current value: M. Press Enter to keep it, or type another.
  /// > 1
  /// ```
  mutating func askForm(_ question: FormQuestion, format: FormOutputFormat) -> PromptOutcome {
    if let title = question.title { say(Self.visible(title)) }
    var entries: [FormValues.Entry] = []
    for field in question.fields {
      while true {
        let outcome = askField(field)
        guard case .answer(let answer) = outcome else { return outcome }
        if let problem = FormQuestion.problem(with: answer, of: field, format: format) {
          guard input.isTerminal else {
            if field.isRequired, answer.allSatisfy(\.isWhitespace) {
              return .failed("no value for \(field.key), which is --required")
            }
            return .failed("the value for \(field.key) is refused: \(problem)")
          }
          say("! " + problem)
          continue
        }
        entries.append(FormValues.Entry(key: field.key, value: answer))
        break
      }
    }
    return .answer(format.format(FormValues(entries)))
  }

  private mutating func askField(_ field: FormFieldSpec) -> PromptOutcome {
    let label = field.label + (field.isRequired ? " (required)" : "")
    let value = field.value.isEmpty ? nil : field.value
    switch field.kind {
    case .text, .secret:
      return askLine(LineQuestion(title: label, value: value, isSecret: field.kind == .secret))
    case .multiline:
      let question = TextQuestion(title: label, value: value)
      return input.isTerminal ? askText(question) : readDotEndedText(question)
    case .choice(let options):
      return askChoice(label: label, options: options, value: value)
    case .date:
      return askDate(
        DateQuestion(title: label, value: value.flatMap(CalendarDate.init(iso8601:)), today: .today()))
    }
  }

  /// Says the title, then reads the lines up to one holding only a dot, or to the end of
  /// input; a dot first keeps the current text.
  private mutating func readDotEndedText(_ question: TextQuestion) -> PromptOutcome {
    if let title = question.title { say(Self.visible(title)) }
    var lines: [String] = []
    while true {
      let read = readLine()
      guard case .line(var line, _) = read else {
        if read == .end, !lines.isEmpty { return .answer(lines.joined(separator: "\n")) }
        return outcome(for: read)
      }
      if line.hasSuffix("\r") { line.removeLast() }
      if line == "." { return .answer(lines.isEmpty ? question.value ?? "" : lines.joined(separator: "\n")) }
      lines.append(line)
    }
  }

  /// Lists `options` numbered and reads a number or a value (an option typed in another case
  /// is that option); an empty line keeps `value`.
  private mutating func askChoice(label: String, options: [String], value: String?) -> PromptOutcome {
    say(Self.visible(label))
    for (index, option) in options.enumerated() { say("  \(index + 1). " + Self.visible(option)) }
    if let value {
      say("Current value: " + Self.visible(value) + ". Press Enter to keep it, or type another.")
    }
    if input.isTerminal { say("Type a number or an option and press Enter. Ctrl-D cancels.") }
    let read = readAnswer(after: "> ")
    guard case .line(let text, _) = read else { return outcome(for: read) }
    if text.isEmpty { return .answer(value ?? "") }
    if let number = Int(text), options.indices.contains(number - 1) { return .answer(options[number - 1]) }
    let key = SelectionItem.key(for: text)
    return .answer(options.first { SelectionItem.key(for: $0) == key } ?? text)
  }
}

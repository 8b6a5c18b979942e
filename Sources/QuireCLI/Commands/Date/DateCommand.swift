import Quire

/// The handler of `quire date`: asks for a day with a calendar (inline) or as text (plain
/// lines) and prints it alone on standard output, in `--format` (ISO 8601 by default).
struct DateCommand: CommandHandler {
  /// What `quire date` starts error lines with.
  static let name = "quire date"
  static var answeringName: String? { name }

  var question: DateQuestion
  var format: DateFormat = .iso8601
  var timeout: Duration? = nil
  /// Whether `--accessible` asks in plain lines.
  var isAccessible: Bool = false
}

extension DateCommand {
  /// Reads the options, today being the C library's (`CalendarDate.today()`).
  init(_ arguments: ParsedArguments) throws(UsageError) {
    try self.init(arguments, today: .today())
  }

  init(_ arguments: ParsedArguments, today: CalendarDate) throws(UsageError) {
    let question = try DateQuestion(
      title: arguments.text(.title), value: arguments.text(.dateValue), minimum: arguments.text(.minimumDate),
      maximum: arguments.text(.maximumDate), today: today, command: Self.name)
    let format = arguments.text(.dateFormat).map(DateFormat.init) ?? .iso8601
    guard format.format(question.start) != nil else {
      throw UsageError(
        Self.name,
        "--format \(UsageError.quoted(format.pattern)) writes nothing; give a strftime format such as %Y-%m-%d"
      )
    }
    self.init(
      question: question, format: format, timeout: arguments.seconds(.timeout),
      isAccessible: arguments.isSet(.accessible))
  }

  func run(_ context: CommandContext) async -> ExitStatus {
    let start = ContinuousClock.now
    let outcome = await PromptMode.ask(accessible: isAccessible, environment: context.environment) {
      askPlain(startedAt: start)
    } inline: {
      await askInline(context, startedAt: start)
    }
    guard case .answer(let iso) = outcome, let date = CalendarDate(iso8601: iso) else {
      return outcome.finish(command: Self.name)
    }
    guard let written = format.format(date) else {
      return PromptOutcome.failed("--format writes nothing for \(date.iso8601)").finish(command: Self.name)
    }
    return PromptOutcome.answer(written).finish(command: Self.name)
  }

  /// Asks inline, below the cursor on `/dev/tty`, with a `DatePickerPrompt` whose week
  /// starts on the locale's first day: Return → the day (ISO 8601), Esc → `.cancelled`,
  /// Ctrl-C → `.interrupted`, the deadline → `.timedOut`. Standard input is not read.
  @MainActor
  func askInline(_ context: CommandContext, startedAt start: ContinuousClock.Instant) async -> PromptOutcome {
    let question = self.question
    let firstWeekday = Weekday.firstOfWeek(environment: context.environment)
    let ending = await InlinePrompt.run(environment: context.environment, timeout: timeout, startedAt: start)
    {
      DatePickerPrompt(
        title: question.title,
        picker: DatePicker(
          date: question.start, today: question.today, range: question.range, firstWeekday: firstWeekday))
    }
    switch ending {
    case .finished(let date): return date.map { .answer($0.iso8601) } ?? .cancelled
    case .ended(let outcome): return outcome
    }
  }

  /// Asks for the date as text in plain lines on standard error, reading standard input.
  func askPlain(startedAt start: ContinuousClock.Instant) -> PromptOutcome {
    var prompt = PlainPrompt.standard(command: Self.name, timeout: timeout, startedAt: start)
    return prompt.askDate(question)
  }
}

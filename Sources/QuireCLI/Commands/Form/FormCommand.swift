import Quire

/// The handler of `quire form`: asks for several values with a `FormScreen` (inline) or field
/// by field in plain lines, and prints them alone on standard output, as JSON or as shell
/// assignments.
struct FormCommand: CommandHandler {
  /// What `quire form` starts error lines with.
  static let name = "quire form"
  static var answeringName: String? { name }

  var question: FormQuestion
  var format: FormOutputFormat = .json
  var timeout: Duration? = nil
  /// Whether `--accessible` asks for plain lines.
  var isAccessible: Bool = false
}

extension FormCommand {
  init(_ arguments: ParsedArguments) throws(UsageError) {
    let question = try FormQuestion(
      title: arguments.text(.title), fields: arguments.texts(.field), secret: arguments.texts(.secretField),
      multiline: arguments.texts(.multilineField), choices: arguments.texts(.choicesField),
      dates: arguments.texts(.dateField),
      required: arguments.texts(.requiredField), command: Self.name)
    self.init(
      question: question, format: arguments.text(.format).flatMap(FormOutputFormat.init) ?? .json,
      timeout: arguments.seconds(.timeout), isAccessible: arguments.isSet(.accessible))
  }

  func run(_ context: CommandContext) async -> ExitStatus {
    let start = ContinuousClock.now
    let outcome = await PromptMode.ask(accessible: isAccessible, environment: context.environment) {
      askPlain(startedAt: start)
    } inline: {
      await askInline(context, startedAt: start)
    }
    return outcome.finish(command: Self.name)
  }

  /// Asks inline, below the cursor on `/dev/tty`, with a `FormScreen`: submitted → the
  /// values in `format`; Esc → `.cancelled`; Ctrl-C → `.interrupted`; the deadline →
  /// `.timedOut`. Standard input is not read.
  @MainActor
  func askInline(_ context: CommandContext, startedAt start: ContinuousClock.Instant) async -> PromptOutcome {
    let question = self.question
    let format = self.format
    let environment = context.environment
    let ending = await InlinePrompt.run(environment: environment, timeout: timeout, startedAt: start) {
      FormScreen(title: question.title, fields: question.formFields(for: format), environment: environment)
    }
    switch ending {
    case .finished(let values): return values.map { .answer(format.format($0)) } ?? .cancelled
    case .ended(let outcome): return outcome
    }
  }

  /// Asks field by field in plain lines on standard error, reading standard input.
  func askPlain(startedAt start: ContinuousClock.Instant) -> PromptOutcome {
    var prompt = PlainPrompt.standard(command: Self.name, timeout: timeout, startedAt: start)
    return prompt.askForm(question, format: format)
  }
}

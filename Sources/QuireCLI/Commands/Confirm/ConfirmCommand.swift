import Quire

/// The handler of `quire confirm`: asks a yes-or-no question and ends with status 0 for yes,
/// 1 for no; prints nothing on standard output.
struct ConfirmCommand: CommandHandler {
  /// What `quire confirm` starts error lines with.
  static let name = "quire confirm"

  var question: ConfirmQuestion
  var timeout: Duration?
  /// Whether `--accessible` asks in plain lines.
  var isAccessible: Bool

  init(
    prompt: String, affirmative: String? = nil, negative: String? = nil, defaultsToYes: Bool = true,
    timeout: Duration? = nil, isAccessible: Bool = false
  ) {
    question = ConfirmQuestion(
      prompt: prompt, affirmative: affirmative, negative: negative, defaultsToYes: defaultsToYes)
    self.timeout = timeout
    self.isAccessible = isAccessible
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    for option in [OptionSpec.affirmative, .negative] where arguments.text(option)?.isEmpty == true {
      throw UsageError(Self.name, "\(option.longName) needs a word, got ''")
    }
    self.init(
      prompt: arguments.texts(.prompt).first ?? "", affirmative: arguments.text(.affirmative),
      negative: arguments.text(.negative), defaultsToYes: arguments.text(.defaultAnswer) != "no",
      timeout: arguments.seconds(.timeout), isAccessible: arguments.isSet(.accessible))
  }

  func run(_ context: CommandContext) async -> ExitStatus {
    let start = ContinuousClock.now
    let answer = await PromptMode.ask(accessible: isAccessible, environment: context.environment) {
      askPlain(startedAt: start)
    } inline: {
      await askInline(context, startedAt: start)
    }
    return answer.finish(command: Self.name)
  }

  /// Asks inline with a `ConfirmPrompt` on `/dev/tty`: Return takes the focused button, Esc
  /// is no, Ctrl-C interrupts, the deadline times out.
  @MainActor
  func askInline(_ context: CommandContext, startedAt start: ContinuousClock.Instant) async -> ConfirmAnswer {
    let question = self.question
    let ending = await InlinePrompt.run(environment: context.environment, timeout: timeout, startedAt: start)
    {
      ConfirmPrompt(
        question.prompt, affirmative: question.affirmative.map { .text($0) } ?? .word(.yes),
        negative: question.negative.map { .text($0) } ?? .word(.no), defaultsToYes: question.defaultsToYes)
    }
    switch ending {
    case .finished(let yes): return yes == true ? .yes : .no
    case .ended(let outcome): return .ended(outcome)
    }
  }

  /// Asks in plain lines on standard error, reading standard input.
  func askPlain(startedAt start: ContinuousClock.Instant) -> ConfirmAnswer {
    var prompt = PlainPrompt.standard(command: Self.name, timeout: timeout, startedAt: start)
    return prompt.askConfirmation(question)
  }
}

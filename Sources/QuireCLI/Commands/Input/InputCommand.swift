import Quire

/// The handler of `quire input`: asks for one line of text and prints the answer alone on
/// standard output.
///
/// `run` chooses the mode (`PromptMode`), asks, and ends through `PromptOutcome.finish`, so
/// both modes print, report and exit alike. The plain mode is `askPlain`; the inline prompt
/// is `askInline`, the one function left to fill in.
struct InputCommand: CommandHandler {
  /// What `quire input` starts error lines with.
  static let name = "quire input"
  static var answeringName: String? { name }

  var question: LineQuestion
  /// The history the answers are remembered in and suggestions come from (`--history`); a
  /// password is never remembered.
  var history: String?
  var timeout: Duration?
  /// Whether `--accessible` asks for plain lines.
  var isAccessible: Bool

  init(
    title: String? = nil, value: String? = nil, placeholder: String? = nil, isPassword: Bool = false,
    history: String? = nil, timeout: Duration? = nil, isAccessible: Bool = false
  ) {
    question = LineQuestion(title: title, value: value, placeholder: placeholder, isSecret: isPassword)
    self.history = history
    self.timeout = timeout
    self.isAccessible = isAccessible
  }

  init(_ arguments: ParsedArguments) {
    self.init(
      title: arguments.text(.title), value: arguments.text(.value), placeholder: arguments.text(.placeholder),
      isPassword: arguments.isSet(.password), history: arguments.text(.history),
      timeout: arguments.seconds(.timeout), isAccessible: arguments.isSet(.accessible))
  }

  func run(_ context: CommandContext) async -> ExitStatus {
    let start = ContinuousClock.now
    var remembered = history.map {
      PromptHistory(name: $0, command: Self.name, environment: context.environment)
    }
    let outcome = await PromptMode.ask(accessible: isAccessible, environment: context.environment) {
      askPlain(startedAt: start)
    } inline: {
      let suggestions = question.isSecret ? [] : remembered?.suggestions() ?? []
      return await askInline(context, suggestions: suggestions, startedAt: start)
    }
    if case .answer(let answer) = outcome, !question.isSecret { remembered?.remember(answer) }
    return outcome.finish(command: Self.name)
  }

  /// Asks inline, below the cursor on `/dev/tty`, with an `InputPrompt`: the title, the field
  /// (masked with `--password`, starting from `--value`, `--placeholder` while empty), Enter →
  /// `.answer`, Esc → `.cancelled`, Ctrl-C → `.interrupted`, the deadline → `.timedOut`; the
  /// area erased at the end. Standard input is not read.
  @MainActor
  func askInline(
    _ context: CommandContext, suggestions: [String] = [], startedAt start: ContinuousClock.Instant
  ) async -> PromptOutcome {
    let question = self.question
    return await InlinePrompt.ask(environment: context.environment, timeout: timeout, startedAt: start) {
      InputPrompt(
        title: question.title,
        field: TextField(
          text: question.value ?? "", placeholder: question.placeholder ?? "", isMasked: question.isSecret,
          suggestions: suggestions, selectsAll: false))
    }
  }

  /// Asks in plain lines on standard error, reading standard input (`PlainPrompt.askLine`).
  func askPlain(startedAt start: ContinuousClock.Instant) -> PromptOutcome {
    var prompt = PlainPrompt.standard(command: Self.name, timeout: timeout, startedAt: start)
    return prompt.askLine(question)
  }
}

import Quire

/// The handler of `quire write`: asks for a text of several lines and prints it alone on
/// standard output.
///
/// `run` chooses the mode (`PromptMode`), asks, and ends through `PromptOutcome.finish`, so
/// both modes print, report and exit alike. The plain mode is `askPlain`; the inline editor
/// is `askInline`, the one function left to fill in.
struct WriteCommand: CommandHandler {
  /// What `quire write` starts error lines with.
  static let name = "quire write"
  static var answeringName: String? { name }

  var question: TextQuestion
  var timeout: Duration?
  /// Whether `--accessible` asks for plain lines.
  var isAccessible: Bool

  init(
    title: String? = nil, value: String? = nil, placeholder: String? = nil, characterLimit: Int? = nil,
    lineLimit: Int? = nil, timeout: Duration? = nil, isAccessible: Bool = false
  ) {
    question = TextQuestion(
      title: title, value: value, placeholder: placeholder, characterLimit: characterLimit,
      lineLimit: lineLimit)
    self.timeout = timeout
    self.isAccessible = isAccessible
  }

  init(_ arguments: ParsedArguments) {
    self.init(
      title: arguments.text(.title), value: arguments.text(.value), placeholder: arguments.text(.placeholder),
      characterLimit: arguments.integer(.charLimit), lineLimit: arguments.integer(.maxLines),
      timeout: arguments.seconds(.timeout), isAccessible: arguments.isSet(.accessible))
  }

  func run(_ context: CommandContext) async -> ExitStatus {
    let start = ContinuousClock.now
    let outcome: PromptOutcome
    switch PromptMode.choose(accessible: isAccessible, environment: context.environment) {
    case .plain: outcome = askPlain(startedAt: start)
    case .inline: outcome = await askInline(context, startedAt: start)
    }
    return outcome.finish(command: Self.name)
  }

  /// Edits inline, below the cursor on `/dev/tty`, with a `TextAreaScreen`, reading the keys
  /// from the terminal: it starts from `--value`, or else from all of standard input when
  /// that is not a terminal (read up to the deadline); Ctrl-S, Ctrl-D or Alt-Enter →
  /// `.answer`, Esc → `.cancelled`, Ctrl-C → `.interrupted`, the deadline → `.timedOut`; the
  /// limits are the text area's, and Ctrl-E hands the text to `$VISUAL`/`$EDITOR`.
  @MainActor
  func askInline(_ context: CommandContext, startedAt start: ContinuousClock.Instant) async -> PromptOutcome {
    var initial = Array((question.value ?? "").utf8)
    let input = StandardInput()
    if question.value == nil, !input.isTerminal {
      var reader = PlainPrompt(input: input, command: Self.name, timeout: timeout, startedAt: start) { _ in }
      switch reader.readAll() {
      case .bytes(let bytes): initial = bytes
      case .timedOut: return .timedOut(timeout ?? .zero)
      case .failed(let reason): return .failed(reason)
      case .end: break
      }
    }
    let (storage, format) = TextFormat.load(initial)
    let question = self.question
    let environment = context.environment
    return await InlinePrompt.ask(environment: environment, timeout: timeout, startedAt: start) {
      var area = TextArea(
        buffer: TextBuffer(
          storage, selection: TextSelection(caret: storage.endOffset), lineBreak: format.typedLineBreak),
        placeholder: question.placeholder ?? "", environment: environment)
      area.characterLimit = question.characterLimit
      area.lineLimit = question.lineLimit
      return TextAreaScreen(title: question.title ?? "", textArea: area, inlineRows: 10)
    }
  }

  /// Asks in plain lines on standard error, reading standard input (`PlainPrompt.askText`).
  func askPlain(startedAt start: ContinuousClock.Instant) -> PromptOutcome {
    var prompt = PlainPrompt.standard(command: Self.name, timeout: timeout, startedAt: start)
    return prompt.askText(question)
  }
}

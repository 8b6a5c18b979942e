import Quire

/// The handler of `quire write`: asks for a text of several lines and prints it alone on
/// standard output.
///
/// The text ends as it was given: one piped in goes out with its own final line break (LF,
/// CR LF or CR), or without one when it had none, so that a text saved unchanged comes out
/// byte for byte; a text typed from nothing, or started from `--value` (whose own final line
/// break is dropped: it is an argument, and the shell's `$(…)` drops it anyway), goes out
/// with an LF. The final line break is never shown as an empty last line.
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
      title: title, value: value.map { String(preservingBytes: FinalLineBreak($0.preservedBytes).text) },
      placeholder: placeholder, characterLimit: characterLimit,
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
    return await PromptMode.ask(accessible: isAccessible, environment: context.environment) {
      // From a pipe, the answer holds the text's own end (`PlainPrompt.askText`).
      let piped = !StandardInput().isTerminal
      return askPlain(startedAt: start).finish(command: Self.name, lineBreak: piped ? [] : [0x0A])
    } inline: {
      let (outcome, lineBreak) = await askInline(context, startedAt: start)
      return outcome.finish(command: Self.name, lineBreak: lineBreak)
    }
  }

  /// Edits inline, below the cursor on `/dev/tty`, with a `TextAreaScreen`, reading the keys
  /// from the terminal: it starts from `--value`, or else from all of standard input when
  /// that is not a terminal (read up to the deadline); Ctrl-S, Ctrl-D or Alt-Enter →
  /// `.answer`, Esc → `.cancelled`, Ctrl-C → `.interrupted`, the deadline → `.timedOut`; the
  /// limits are the text area's, and Ctrl-E hands the text to `$VISUAL`/`$EDITOR`. Returns
  /// the outcome and the line break that ends the answer: the piped text's own, else LF.
  @MainActor
  func askInline(_ context: CommandContext, startedAt start: ContinuousClock.Instant) async -> (
    PromptOutcome, lineBreak: [UInt8]
  ) {
    var initial = (question.value ?? "").preservedBytes
    var lineBreak: [UInt8] = [0x0A]
    let input = StandardInput()
    if question.value == nil, !input.isTerminal {
      var reader = PlainPrompt(input: input, command: Self.name, timeout: timeout, startedAt: start) { _ in }
      switch reader.readAll() {
      case .bytes(let bytes) where !bytes.isEmpty:
        let given = FinalLineBreak(bytes)
        initial = Array(given.text)
        lineBreak = given.lineBreak
      case .timedOut: return (.timedOut(timeout ?? .zero), lineBreak)
      case .failed(let reason): return (.failed(reason), lineBreak)
      case .bytes, .end: break
      }
    }
    // A byte order mark is part of what was given: it is kept (and shows as nothing).
    var builder = TextStorage.Builder(stripsByteOrderMark: false)
    builder.append(initial)
    let (storage, format) = builder.finish()
    let question = self.question
    let environment = context.environment
    let outcome = await InlinePrompt.ask(environment: environment, timeout: timeout, startedAt: start) {
      var area = TextArea(
        buffer: TextBuffer(
          storage, selection: TextSelection(caret: storage.endOffset), lineBreak: format.typedLineBreak),
        placeholder: question.placeholder ?? "", environment: environment)
      area.characterLimit = question.characterLimit
      area.lineLimit = question.lineLimit
      return TextAreaScreen(title: question.title ?? "", textArea: area, inlineRows: 10)
    }
    return (outcome, lineBreak)
  }

  /// Asks in plain lines on standard error, reading standard input (`PlainPrompt.askText`).
  func askPlain(startedAt start: ContinuousClock.Instant) -> PromptOutcome {
    var prompt = PlainPrompt.standard(command: Self.name, timeout: timeout, startedAt: start)
    return prompt.askText(question)
  }
}

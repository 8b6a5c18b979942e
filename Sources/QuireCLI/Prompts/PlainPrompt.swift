import Quire

/// The plain mode of the prompts, for when there is no usable terminal (no `/dev/tty`, or
/// `TERM=dumb`) or a screen reader is in use (`--accessible`, `QUIRE_ACCESSIBLE=1`).
///
/// The question is written in plain lines on standard error, in words: the title, the hint,
/// the current value, how to answer and how to finish. There is no escape sequence at all,
/// and everything that comes from the command line or the input is shown through
/// `Sanitiser.visibleText`, so no content reaches the terminal as a control sequence. The
/// answer is read from standard input; the caller prints it alone on standard output.
/// `askLine` (`PlainPrompt+Line.swift`) asks for one line, `askText`
/// (`PlainPrompt+Text.swift`) for a text of several.
struct PlainPrompt<Input: PromptInput> {
  /// Where answers come from.
  var input: Input
  /// The start of a warning line (`quire write`).
  let command: String
  /// When to give up waiting for an answer, if ever.
  let deadline: ContinuousClock.Instant?
  /// How long the timeout was, for the outcome.
  let timeout: Duration?
  /// Writes to standard error (or, in tests, to a transcript).
  let write: (String) -> Void

  /// Bytes read but not yet taken as a line.
  private var pending: [UInt8] = []
  /// Whether the input has ended.
  private var ended = false
  /// Whether the last thing written was a prompt still waiting on its line (`> `).
  private var lineOpen = false

  init(
    input: Input, command: String, timeout: Duration?, startedAt start: ContinuousClock.Instant,
    write: @escaping (String) -> Void
  ) {
    self.input = input
    self.command = command
    self.timeout = timeout
    self.deadline = timeout.map { start + $0 }
    self.write = write
  }

  /// Writes `line` on a line of its own.
  mutating func say(_ line: String) {
    write((lineOpen ? "\n" : "") + line + "\n")
    lineOpen = false
  }

  /// Writes `prompt` and leaves the line open for the answer.
  mutating func prompt(_ prompt: String) {
    write((lineOpen ? "\n" : "") + prompt)
    lineOpen = true
  }

  /// Ends an open prompt line, so that what follows starts on a line of its own.
  mutating func closeLine() {
    if lineOpen { write("\n") }
    lineOpen = false
  }

  /// Notes that the person's Enter (echoed by the terminal) ended the open line.
  mutating func lineEndedByInput() {
    lineOpen = false
  }

  /// `text` as it may be shown: controls as visible stand-ins (`^[`), never obeyed.
  static func visible(_ text: some StringProtocol) -> String {
    Sanitiser.visibleText(text)
  }

  /// What one line read brought.
  enum Line: Equatable {
    /// A line, without its line feed, carrying any byte that is not UTF-8
    /// (`PreservedBytes`); `terminated` is false for a last line the input ended without a
    /// line feed.
    case line(String, terminated: Bool)
    case end
    case timedOut
    case failed(String)
  }

  /// The next line of input.
  mutating func readLine() -> Line {
    while true {
      if let newline = pending.firstIndex(of: 0x0A) {
        let line = String(preservingBytes: pending[..<newline])
        pending.removeSubrange(...newline)
        return .line(line, terminated: true)
      }
      if ended {
        if pending.isEmpty { return .end }
        defer { pending = [] }
        return .line(String(preservingBytes: pending), terminated: false)
      }
      switch input.read(until: deadline) {
      case .bytes(let bytes): pending += bytes
      case .end: ended = true
      case .timedOut: return .timedOut
      case .failed(let reason): return .failed(reason)
      }
    }
  }

  /// Shows `prompt` and reads the answer's line: a line without a final CR, the open line
  /// closed however it ended (by the person's echoed Enter, or here), so what is said next
  /// starts on a line of its own.
  mutating func readAnswer(after prompt: String) -> Line {
    self.prompt(prompt)
    let read = readLine()
    guard case .line(var text, let terminated) = read else {
      closeLine()
      return read
    }
    if input.isTerminal && terminated { lineEndedByInput() } else { closeLine() }
    if text.hasSuffix("\r") { text.removeLast() }
    return .line(text, terminated: terminated)
  }

  /// All the input up to its end: `.bytes` (empty when there was none), `.timedOut` or
  /// `.failed`.
  mutating func readAll() -> PromptRead {
    var bytes = pending
    pending = []
    while !ended {
      switch input.read(until: deadline) {
      case .bytes(let more): bytes += more
      case .end: ended = true
      case .timedOut: return .timedOut
      case .failed(let reason): return .failed(reason)
      }
    }
    return .bytes(bytes)
  }

  /// The outcome for a read that brought no answer.
  func outcome(for read: Line) -> PromptOutcome {
    switch read {
    case .line(let text, _): .answer(text)
    case .end: .inputEnded
    case .timedOut: .timedOut(timeout ?? .zero)
    case .failed(let reason): .failed(reason)
    }
  }
}

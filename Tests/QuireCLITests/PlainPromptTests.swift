import Testing

@testable import QuireCLI

/// The plain mode's questions and answers, driven in memory: the words it says, what it
/// answers, and how it ends without an answer.
@Suite struct PlainPromptTests {
  static func prompt(_ input: ScriptedInput, timeout: Duration? = nil) -> (
    PlainPrompt<ScriptedInput>, Transcript
  ) {
    let transcript = Transcript()
    let prompt = PlainPrompt(input: input, command: "quire write", timeout: timeout, startedAt: .now) {
      transcript.text += $0
    }
    return (prompt, transcript)
  }

  @Test func lineQuestionSaysTitleHintAndHowToAnswer() {
    var (prompt, transcript) = Self.prompt(ScriptedInput(["milk\n"]))
    let outcome = prompt.askLine(LineQuestion(title: "Add item", placeholder: "Item name"))
    #expect(outcome == .answer("milk"))
    #expect(
      transcript.text == "Add item\nHint: Item name\nType the answer and press Enter. Ctrl-D cancels.\n> ")
  }

  @Test func emptyLineKeepsTheCurrentValue() {
    var (prompt, transcript) = Self.prompt(ScriptedInput(["\r\n"]))
    #expect(prompt.askLine(LineQuestion(value: "eggs")) == .answer("eggs"))
    #expect(transcript.text.hasPrefix("Current value: eggs\nPress Enter to keep it, or type a new one.\n"))
  }

  @Test func lineArrivingInPiecesIsOneAnswer() {
    var (prompt, _) = Self.prompt(ScriptedInput(["mi", "lk", "\nrest\n"]))
    #expect(prompt.askLine(LineQuestion()) == .answer("milk"))
  }

  @Test func secretHidesTypingAndNeverShowsTheValue() {
    var (prompt, transcript) = Self.prompt(ScriptedInput(["hunter2\n"]))
    #expect(prompt.askLine(LineQuestion(value: "old secret", isSecret: true)) == .answer("hunter2"))
    #expect(prompt.input.wasHidden && !prompt.input.hidden, "hidden while reading, shown again after")
    #expect(!transcript.text.contains("old secret"))
    #expect(transcript.text.contains("A value is set. Press Enter to keep it, or type a new one."))
    #expect(transcript.text.contains("typing is not shown"))
  }

  @Test func endOfInputBeforeALineIsNoAnswer() {
    var (prompt, transcript) = Self.prompt(ScriptedInput([]))
    #expect(prompt.askLine(LineQuestion(title: "Name")) == .inputEnded)
    #expect(transcript.text.hasSuffix("> \n"), "the prompt's line is ended before the message")
  }

  @Test func lastLineWithoutLineFeedIsAnAnswer() {
    var (prompt, _) = Self.prompt(ScriptedInput(["milk"], isTerminal: false))
    #expect(prompt.askLine(LineQuestion()) == .answer("milk"))
  }

  @Test func timeoutIsTheOutcome() {
    var (prompt, _) = Self.prompt(ScriptedInput(["mi"], last: .timedOut), timeout: .seconds(2))
    #expect(prompt.askLine(LineQuestion()) == .timedOut(.seconds(2)))
  }

  @Test func readFailureIsTheOutcome() {
    var (prompt, _) = Self.prompt(ScriptedInput([], last: .failed("cannot read standard input")))
    #expect(prompt.askLine(LineQuestion()) == .failed("cannot read standard input"))
  }

  @Test func contentIsShownWithControlsVisible() {
    var (prompt, transcript) = Self.prompt(ScriptedInput(["x\n"]))
    _ = prompt.askLine(
      LineQuestion(title: "T\u{1B}[2J", value: "v\u{9B}1m", placeholder: "p\u{07}\u{202E}"))
    #expect(!transcript.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(transcript.text.contains("T^[[2J\n"))
    #expect(transcript.text.contains("Hint: p^G\n"))
    #expect(transcript.text.contains("Current value: v<9b>1m\n"))
  }

  @Test func pipedInputGetsNoInstructionsAndEndsItsPromptLine() {
    var (prompt, transcript) = Self.prompt(ScriptedInput(["milk\n"], isTerminal: false))
    #expect(prompt.askLine(LineQuestion(title: "Add item")) == .answer("milk"))
    #expect(transcript.text == "Add item\n> \n")
  }

  @Test func textQuestionSaysTheCurrentTextLineByLineAndHowToFinish() {
    var (prompt, transcript) = Self.prompt(ScriptedInput(["first\n", "second\n", ".\n"]))
    let outcome = prompt.askText(TextQuestion(title: "Notes", value: "old\nlines", lineLimit: 5))
    #expect(outcome == .answer("first\nsecond"))
    #expect(
      transcript.text == """
        Notes
        Current text, 2 lines:
          old
          lines
        At most 5 lines.
        Type the text. End it with a line holding only a dot (.), or with Ctrl-D at the start of a line.
        A dot alone on the first line keeps the current text.

        """)
  }

  @Test func loneDotFirstKeepsTheCurrentText() {
    var (prompt, _) = Self.prompt(ScriptedInput([".\n", "ignored\n"]))
    #expect(prompt.askText(TextQuestion(value: "kept\ntext")) == .answer("kept\ntext"))
  }

  @Test func endOfInputAfterLinesAnswersThem() {
    var (prompt, _) = Self.prompt(ScriptedInput(["one\ntwo\n"]))
    #expect(prompt.askText(TextQuestion()) == .answer("one\ntwo"))
  }

  @Test func endOfInputBeforeAnyLineIsNoAnswerEvenWithAValue() {
    var (prompt, _) = Self.prompt(ScriptedInput([]))
    #expect(prompt.askText(TextQuestion(value: "x")) == .inputEnded)
  }

  @Test func typedLinePastALimitIsRefusedAndTheTextGoesOn() {
    var (prompt, transcript) = Self.prompt(ScriptedInput(["abc\n", "defgh\n", "de\n", "more\n", ".\n"]))
    let outcome = prompt.askText(TextQuestion(characterLimit: 6, lineLimit: 2))
    #expect(outcome == .answer("abc\nde"))
    #expect(
      transcript.text.contains(
        "That line was not kept: it would pass the limit of 6 characters (2 left). Type a shorter one, or end with a dot.\n"
      ))
    #expect(
      transcript.text.contains(
        "That line was not kept: the text has its 2 lines already. End it with a dot.\n"))
  }

  @Test func pipedTextIsAllOfTheInputWithALoneDotKept() {
    var (prompt, transcript) = Self.prompt(ScriptedInput(["a\n.\n", "b\r\n"], isTerminal: false))
    #expect(prompt.askText(TextQuestion(title: "Notes")) == .answer("a\n.\nb\r\n"), "its own end kept")
    #expect(transcript.text == "Notes\n", "no instructions for a pipe")
  }

  @Test(arguments: [
    (TextQuestion(lineLimit: 2), "a\nb\n", "quire write: the text was cut to 2 lines (--max-lines)\n"),
    (
      TextQuestion(characterLimit: 3), "a\nb\n",
      "quire write: the text was cut to 3 characters (--char-limit)\n"
    ),
    (
      TextQuestion(characterLimit: 2, lineLimit: 2), "a\n\n",
      "quire write: the text was cut to 2 lines (--max-lines) and 2 characters (--char-limit)\n"
    ),
  ])
  func pipedTextIsCutAtTheLimitsWithAWarning(question: TextQuestion, answer: String, warning: String) {
    var (prompt, transcript) = Self.prompt(ScriptedInput(["a\nb\nc\n"], isTerminal: false))
    #expect(prompt.askText(question) == .answer(answer))
    #expect(transcript.text.hasSuffix(warning))
  }

  @Test func emptyPipeIsNoAnswer() {
    var (prompt, _) = Self.prompt(ScriptedInput([], isTerminal: false))
    #expect(prompt.askText(TextQuestion()) == .inputEnded)
  }

  @Test(arguments: [
    (PromptOutcome.answer("x"), QuireCLI.ExitStatus.accepted, nil),
    (.cancelled, .cancelled, nil),
    (.inputEnded, .cancelled, "no answer: the input ended"),
    (.timedOut(.seconds(1)), .timedOut, "no answer within 1 second (--timeout)"),
    (.timedOut(.milliseconds(2500)), .timedOut, "no answer within 2.5 seconds (--timeout)"),
    (.interrupted, .interrupted, nil),
    (
      .failed("cannot read standard input (Bad file descriptor)"), .failure,
      "cannot read standard input (Bad file descriptor)"
    ),
  ])
  func outcomeGivesTheStatusAndLineOfTheDesign(
    outcome: PromptOutcome, status: QuireCLI.ExitStatus, message: String?
  ) {
    #expect(outcome.exitStatus == status)
    #expect(outcome.message == message)
  }

  @Test func answerToATerminalShowsControlsAsSymbolsAndKeepsLineBreaks() {
    #expect(PromptOutcome.visibleLines("a\u{1B}[2J\nb\tc") == "a^[[2J\nb c")
  }
}

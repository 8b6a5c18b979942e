import Quire
import QuireTestSupport
import Testing

/// `quire confirm` in a pseudo-terminal, as a script uses it: the answer is the exit status,
/// nothing is printed, the question is erased, the terminal is as it was.
@Suite(.serialized) struct ConfirmInlineTests {
  @Test func returnAnswersYes() throws {
    let (terminal, before) = try PromptHarness.start(["confirm", "Delete 3 notes?"], waitingFor: "[ Yes ]")
    #expect(terminal.screen.text.contains("Delete 3 notes?   [ Yes ]   No"))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(terminal.standardOutput.isEmpty)
    #expect(!terminal.screen.text.contains("Delete 3 notes?"), "erased: \(terminal.screen.text)")
  }

  @Test func rightThenReturnAnswersNo() throws {
    let (terminal, before) = try PromptHarness.start(["confirm", "Sure?"], waitingFor: "[ Yes ]")
    terminal.press(.right)
    try terminal.expectScreen(.showing("[ No ]"))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(1), before: before)
  }

  @Test func theWordsAndTheDefaultAreTheCallers() throws {
    let (terminal, before) = try PromptHarness.start(
      ["confirm", "--affirmative", "Push", "--negative", "Wait", "--default", "no", "Push to main?"],
      waitingFor: "[ Wait ]")
    #expect(terminal.screen.text.contains("Push to main?     Push   [ Wait ]"))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(1), before: before)
  }

  @Test func escapeIsNo() throws {
    let (terminal, before) = try PromptHarness.start(["confirm", "Sure?"], waitingFor: "[ Yes ]")
    terminal.press(.escape)
    PromptHarness.expectEnded(terminal, with: .exited(1), before: before)
    #expect(terminal.standardError.isEmpty)
  }

  @Test func controlCExits130() throws {
    let (terminal, before) = try PromptHarness.start(["confirm", "Sure?"], waitingFor: "[ Yes ]")
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(130), before: before)
  }

  @Test func timeoutExits124AndSaysSo() throws {
    let (terminal, before) = try PromptHarness.start(
      ["confirm", "--timeout", "0.5", "Sure?"], waitingFor: "[ Yes ]")
    PromptHarness.expectEnded(terminal, with: .exited(124), before: before)
    #expect(String(decoding: terminal.standardError, as: UTF8.self).contains("--timeout"))
  }

  @Test func aClickAnswers() throws {
    let (terminal, before) = try PromptHarness.start(["confirm", "Sure?"], waitingFor: "[ Yes ]")
    let row = try #require(terminal.screen.text.split(separator: "\n").firstIndex { $0.contains("Sure?") })
    let line = String(terminal.screen.text.split(separator: "\n")[row])
    let column = try #require(line.firstRange(of: "No")).lowerBound
    let cell = line.distance(from: line.startIndex, to: column)
    terminal.type("\u{1B}[<0;\(cell + 1);\(row + 1)M\u{1B}[<0;\(cell + 1);\(row + 1)m")
    PromptHarness.expectEnded(terminal, with: .exited(1), before: before)
  }
}

/// `quire confirm` in plain lines: with no terminal, and with `--accessible` on one.
@Suite(.serialized) struct ConfirmPlainTests {
  @Test(arguments: [("y\n", 0), ("yes\n", 0), ("N\n", 1), ("\n", 0), ("", 1), ("maybe\nno\n", 1)])
  func pipedAnswers(input: String, status: Int32) throws {
    let run = try PromptCommandTests.run(["confirm", "Sure?"], input: input)
    #expect(run.status == .exited(status))
    #expect(run.output.isEmpty)
    #expect(run.error.hasPrefix("Sure? [Y/n] "))
    #expect(run.error.contains("Answer y or n.") == input.hasPrefix("maybe"))
  }

  @Test func theDefaultAndTheWordsAreSaid() throws {
    let run = try PromptCommandTests.run(
      ["confirm", "--default", "no", "--affirmative", "Push", "--negative", "Wait", "Push?"], input: "push\n")
    #expect(run.status == .exited(0))
    #expect(run.error == "Push? (y: Push, n: Wait) [y/N] \n")
  }

  @Test func accessibleOnATerminalReadsTheTypedAnswer() throws {
    let terminal = try PlainPromptTerminalTests.start(["confirm", "--accessible", "Sure?"])
    PlainPromptTerminalTests.expectShown("Sure? [Y/n] ", in: terminal)
    terminal.type("n", then: .enter)
    #expect(terminal.waitForExit() == .exited(1))
  }

  @Test func timeoutExits124() throws {
    let run = try PromptCommandTests.run(["confirm", "--timeout", "0.3", "Sure?"], keepsInputOpen: true)
    #expect(run.status == .exited(124))
    #expect(run.error.hasSuffix("quire confirm: no answer within 0.3 seconds (--timeout)\n"))
  }

  @Test func aMissingQuestionIsAUsageError() throws {
    let run = try PromptCommandTests.run(["confirm"])
    #expect(run.status == .exited(2))
    #expect(run.error == "quire confirm: missing PROMPT; see quire confirm --help\n")
  }
}

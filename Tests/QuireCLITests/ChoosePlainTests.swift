import Quire
import QuireTestSupport
import Testing

@testable import QuireCLI

/// `quire choose` in plain lines: the values numbered on standard error, answered by number
/// or by a new value.
@MainActor @Suite struct ChoosePlainPromptTests {
  func ask(
    _ list: SelectionList, answers: [String], isTerminal: Bool = true, title: String? = "Colour"
  ) -> (ChooseEnding, String) {
    let transcript = Transcript()
    var prompt = PlainPrompt(
      input: ScriptedInput(answers, isTerminal: isTerminal), command: "quire choose", timeout: nil,
      startedAt: .now
    ) { transcript.text += $0 }
    let ending = prompt.askChoice(list, title: title)
    return (ending, transcript.text)
  }

  @Test func aNumberChoosesAndTheListIsSaidInWords() {
    let (ending, text) = ask(
      SelectionList(values: ["red", "green", "blue"], selected: ["green"], order: .given), answers: ["3\n"])
    #expect(ending.outcome == .answer("blue"))
    #expect(
      text == """
        Colour
        Answer with a number from 1 to 3, or type a new value. Enter keeps the chosen. Ctrl-D cancels.
          1. red
          2. green (chosen)
          3. blue
        > 
        """)
  }

  @Test func anEmptyLineKeepsTheChosenValue() {
    let (ending, _) = ask(
      SelectionList(values: ["red", "green"], selected: ["green"], order: .given), answers: ["\n"])
    #expect(ending.outcome == .answer("green"))
  }

  @Test func aNewValueIsAddedAndAnExistingSpellingIsKept() {
    let (added, _) = ask(SelectionList(values: ["red", "green"]), answers: ["Teal\n"])
    #expect(added.outcome == .answer("Teal"))
    #expect(added.result.added == ["Teal"])
    let (existing, _) = ask(SelectionList(values: ["red", "green"]), answers: ["GREEN\n"])
    #expect(existing.outcome == .answer("green"))
    #expect(existing.result.added.isEmpty)
  }

  @Test func severalNumbersChooseSeveralInListOrder() {
    let list = SelectionList(values: ["a", "b", "c", "d"], order: .given, limit: 3)
    let (ending, text) = ask(list, answers: ["4, 1 2 3 4\n", "4,1\n"])
    #expect(ending.outcome == .answer("a\nd"))
    #expect(text.contains("Answer with numbers from 1 to 4 (at most 3), separated by spaces or commas"))
    #expect(text.contains("Choose at most 3.\n"))
  }

  @Test func aWrongNumberSaysWhyAndAsksAgain() {
    let (ending, text) = ask(
      SelectionList(values: ["red", "green"], allowsAdding: false), answers: ["9\n", "teal\n", "1\n"])
    #expect(ending.outcome == .answer("green"))
    #expect(
      text.hasSuffix(
        "> There is no option 9. Answer with a number from 1 to 2.\n> Answer with a number from 1 to 2.\n> "))
  }

  @Test func theEndOfInputIsNoAnswer() {
    let (ending, _) = ask(SelectionList(values: ["red"]), answers: [])
    #expect(ending.outcome == .inputEnded)
  }

  @Test func valuesAreShownWithTheirControlsVisible() {
    let (_, text) = ask(SelectionList(values: ["a\u{1B}[2Jb"]), answers: ["1\n"], title: nil)
    #expect(text.contains("  1. a^[[2Jb\n"))
    #expect(!text.contains("\u{1B}"))
  }
}

/// `quire choose` in plain lines, end to end: on `TERM=dumb` and with `--accessible`, and
/// without any terminal.
@Suite(.serialized) struct ChoosePlainTerminalTests {
  @Test(arguments: [("dumb", ["choose"]), ("xterm-256color", ["choose", "--accessible"])])
  func aNumberedListAnsweredByNumber(term: String, arguments: [String]) throws {
    let terminal = try PlainPromptTerminalTests.start(arguments + ["red", "green", "blue"], term: term)
    PlainPromptTerminalTests.expectShown("  3. blue\n> ", in: terminal)
    terminal.type("2", then: .enter)
    #expect(terminal.waitForExit() == .exited(0))
    #expect(String(decoding: terminal.standardOutput, as: UTF8.self) == "green\n")
    #expect(!terminal.text.contains("\u{1B}"))
  }

  @Test func withPipedOptionsTheAnswerIsReadFromTheTerminal() throws {
    let executable = try #require(BuiltProducts.executable(named: "quire"))
    let terminal = try PseudoTerminal(
      executable: executable, arguments: ["choose", "--accessible"],
      environment: ["TERM": "xterm-256color", "SWIFT_BACKTRACE": "enable=no"], separateOutput: true,
      standardInput: Array("red\ngreen\n".utf8))
    PlainPromptTerminalTests.expectShown("  2. green\n> ", in: terminal)
    terminal.type("olive", then: .enter)
    #expect(terminal.waitForExit() == .exited(0))
    #expect(String(decoding: terminal.standardOutput, as: UTF8.self) == "olive\n")
  }

  @Test func withoutATerminalAndWithPipedOptionsItSaysWhyItCannotAsk() throws {
    let run = try PromptCommandTests.run(["choose"], input: "red\ngreen\n")
    #expect(run.status == .exited(3))
    #expect(
      run.error.hasSuffix(
        "quire choose: no terminal to read the answer from (standard input brought the options)\n"))
    #expect(run.output.isEmpty)
  }

  @Test func nothingToChooseFromWithoutOther() throws {
    let run = try PromptCommandTests.run(["choose", "--no-other"])
    #expect(run.status == .exited(1))
    #expect(run.error == "quire choose: nothing to choose from: no OPTION, no line on standard input\n")
  }

  @Test func limitAndNoLimitExcludeEachOther() throws {
    let run = try PromptCommandTests.run(["choose", "--limit", "2", "--no-limit", "a"])
    #expect(run.status == .exited(2))
    #expect(run.error == "quire choose: --limit and --no-limit exclude each other; give one\n")
  }
}

import Quire
import QuireTestSupport
import Testing

/// `quire choose` drawn inline in a pseudo-terminal, as a person and a script use it: the
/// chosen values alone on standard output, the list erased, the terminal as it was.
@Suite(.serialized) struct ChooseInlineTests {
  @Test func returnPrintsTheValueUnderTheCursorAndTheListIsErased() throws {
    let (terminal, before) = try PromptHarness.start(
      ["choose", "--title", "Colour", "red", "green", "blue"], waitingFor: "Colour")
    #expect(terminal.screen.text.contains(" ›   red"))
    #expect(terminal.screen.text.contains("Other…"))
    #expect(terminal.screen.text.contains("↑↓ move  ⏎ choose  type to filter  esc cancel"))
    terminal.press(.down)
    try terminal.expectScreen(.showing(" ›   green"))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "green\n")
    #expect(!terminal.screen.text.contains("Colour"), "erased: \(terminal.screen.text)")
  }

  @Test func escapeCancelsWithStatusOne() throws {
    let (terminal, before) = try PromptHarness.start(["choose", "a", "b"], waitingFor: "›   a")
    terminal.press(.escape)
    PromptHarness.expectEnded(terminal, with: .exited(1), before: before)
    #expect(terminal.standardOutput.isEmpty)
  }

  @Test func controlCExits130() throws {
    let (terminal, before) = try PromptHarness.start(["choose", "a", "b"], waitingFor: "›   a")
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(130), before: before)
    #expect(terminal.standardOutput.isEmpty)
  }

  @Test func timeoutExits124AndSaysSo() throws {
    let (terminal, before) = try PromptHarness.start(
      ["choose", "--timeout", "0.5", "a", "b"], waitingFor: "›   a")
    PromptHarness.expectEnded(terminal, with: .exited(124), before: before)
    #expect(String(decoding: terminal.standardError, as: UTF8.self).contains("--timeout"))
  }

  @Test func pipedLinesAreOptionsAndTheAnswerGoesToThePipe() throws {
    let (terminal, before) = try PromptHarness.start(
      ["choose"], waitingFor: "›   red", standardInput: Array("red\r\n\ngreen\nblue".utf8))
    #expect(terminal.screen.text.contains("›   red\n"), "no carriage return shown")
    #expect(terminal.screen.text.contains("     blue"))
    terminal.type("blu")
    try terminal.expectScreen(.showing("1 of 3 · fuzzy"))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "blue\n")
  }

  @Test func severalValuesArePrintedALineEach() throws {
    let (terminal, before) = try PromptHarness.start(
      ["choose", "--no-limit", "--title", "Toppings", "cheese", "ham", "olives"], waitingFor: "Toppings")
    terminal.press(.space, .down, .down, .space)
    try terminal.expectScreen(.showing("2 chosen"))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "cheese\nolives\n")
  }

  @Test func otherAddsAValueThatIsThenChosen() throws {
    let (terminal, before) = try PromptHarness.start(["choose", "red", "green"], waitingFor: "›   red")
    terminal.press(.end, .enter)
    try terminal.expectScreen(.showing("New value"))
    terminal.type("Teal", then: .enter)
    try terminal.expectScreen(.showing("› ✓ Teal"))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "Teal\n")
  }

  @Test func returnOnAddTakesTheTypedText() throws {
    let (terminal, before) = try PromptHarness.start(["choose", "red", "green"], waitingFor: "›   red")
    terminal.type("kiwi")
    try terminal.expectScreen(.showing("Add “kiwi”"))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "kiwi\n")
  }

  @Test func theHeightLimitsTheRows() throws {
    let values = (1...30).map { "value \($0)" }
    let (terminal, before) = try PromptHarness.start(
      ["choose", "--height", "4"] + values, waitingFor: "›   value 1")
    #expect(terminal.screen.text.contains("value 4"))
    #expect(!terminal.screen.text.contains("value 5"))
    terminal.press(.escape)
    PromptHarness.expectEnded(terminal, with: .exited(1), before: before)
  }
}

import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire input` drawn inline in a pseudo-terminal, as a person and a script use it: the
/// answer alone on standard output, the prompt erased, the terminal as it was.
@Suite(.serialized) struct InputInlineTests {
  @Test func typedAnswerGoesToStandardOutputAndThePromptIsErased() throws {
    let (terminal, before) = try PromptHarness.start(
      ["input", "--title", "Add item", "--placeholder", "Item name"], waitingFor: "Item name")
    #expect(terminal.screen.text.contains("Add item"))
    #expect(terminal.screen.text.contains("⏎ okay  esc cancel"))
    terminal.type("Milk 牛乳")
    try terminal.expectScreen(.showing("> Milk 牛乳"))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "Milk 牛乳\n")
    #expect(!terminal.screen.text.contains("Add item"), "erased: \(terminal.screen.text)")
  }

  @Test func escapeCancelsWithStatusOneAndPrintsNothing() throws {
    let (terminal, before) = try PromptHarness.start(["input", "--title", "Name"], waitingFor: "Name")
    terminal.type("abc")
    try terminal.expectScreen(.showing("> abc"))
    terminal.press(.escape)
    PromptHarness.expectEnded(terminal, with: .exited(1), before: before)
    #expect(terminal.standardOutput.isEmpty)
  }

  @Test func controlCQuitsWithStatus130() throws {
    let (terminal, before) = try PromptHarness.start(["input", "--title", "Name"], waitingFor: "Name")
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(130), before: before)
    #expect(terminal.standardOutput.isEmpty)
  }

  @Test func timeoutEndsWithStatus124AndSaysSo() throws {
    let (terminal, before) = try PromptHarness.start(
      ["input", "--title", "Name", "--timeout", "0.5"], waitingFor: "Name")
    PromptHarness.expectEnded(terminal, with: .exited(124), before: before)
    #expect(String(decoding: terminal.standardError, as: UTF8.self).contains("--timeout"))
  }

  @Test func valueIsEditedAndPasswordIsMasked() throws {
    let (terminal, before) = try PromptHarness.start(
      ["input", "--value", "draft", "--password"], waitingFor: ">")
    try terminal.expectScreen(.showing("•••••"))
    #expect(!terminal.screen.text.contains("draft"))
    terminal.type("!", then: .enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "draft!\n")
  }

  @Test func standardInputIsLeftAlone() throws {
    let (terminal, before) = try PromptHarness.start(
      ["input", "--title", "Name"], waitingFor: "Name", standardInput: Array("from the pipe\n".utf8))
    terminal.type("typed", then: .enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "typed\n")
  }

  @Test func aLargePasteComesBackByteForByte() throws {
    var text = ""
    var random = SeededRandom(seed: 6)
    let pieces = ["word ", "é", "世界", "👩‍👩‍👧", "\t", "a", "Z", "ß", "🇫🇷", "x̂"]
    while text.utf8.count < 100_000 { text += pieces[Int(random.next() % UInt64(pieces.count))] }
    let (terminal, before) = try PromptHarness.start(["input", "--title", "Paste"], waitingFor: "Paste")
    terminal.type("\u{1B}[200~" + text + "\u{1B}[201~")
    #expect(terminal.waitUntilQuiet(for: .milliseconds(300), timeout: .seconds(30)))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == text + "\n")
  }

  @Test func typingThroughAStormOfResizesLosesNothing() throws {
    let (terminal, before) = try PromptHarness.start(["input", "--title", "Storm"], waitingFor: "Storm")
    var typed = ""
    for index in 0..<60 {
      terminal.resize(to: TerminalSize(columns: 30 + index % 50, rows: 8 + index % 10))
      let character = Character(Unicode.Scalar(UInt8(97 + index % 26)))
      typed.append(character)
      terminal.type(String(character))
    }
    terminal.resize(to: TerminalSize(columns: 100, rows: 20))
    #expect(terminal.waitUntilQuiet(for: .milliseconds(300)))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == typed + "\n")
  }
}

/// `quire input --history`: answers remembered across runs and offered as ghost text.
@Suite(.serialized) struct InputHistoryTests {
  @Test func anAnswerIsRememberedAndOfferedInTheNextRun() throws {
    let folder = TemporaryFolder(prefix: "quire-state")
    let state = folder.path
    let environment = ["XDG_STATE_HOME": state]
    let (first, before) = try PromptHarness.start(
      ["input", "--history", "colours", "--title", "Colour"], waitingFor: "Colour",
      extraEnvironment: environment)
    first.type("teal", then: .enter)
    PromptHarness.expectEnded(first, with: .exited(0), before: before)
    #expect(PromptHarness.output(first) == "teal\n")

    let (second, _) = try PromptHarness.start(
      ["input", "--history", "colours", "--title", "Colour"], waitingFor: "Colour",
      extraEnvironment: environment)
    second.type("t")
    #expect(second.waitUntil { $0.screen.text.contains("> teal") }, "offered: \(second.screen.text)")
    second.press(.tab, .enter)
    #expect(second.waitForExit() == .exited(0))
    #expect(PromptHarness.output(second) == "teal\n")
    let file = try #require(RepositoryFile.contents(atPath: state + "/quire/history/colours"))
    #expect(String(decoding: file, as: UTF8.self).contains("teal"))
  }

  @Test func aPasswordIsNeverRemembered() throws {
    let folder = TemporaryFolder(prefix: "quire-state")
    let state = folder.path
    let (terminal, before) = try PromptHarness.start(
      ["input", "--history", "secrets", "--password"], waitingFor: ">",
      extraEnvironment: ["XDG_STATE_HOME": state])
    terminal.type("hunter2", then: .enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    let remembered = RepositoryFile.contents(atPath: state + "/quire/history/secrets") ?? []
    #expect(!String(decoding: remembered, as: UTF8.self).contains("hunter2"))
  }
}

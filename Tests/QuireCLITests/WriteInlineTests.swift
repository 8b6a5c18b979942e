import Quire
import QuireTestSupport
import Testing

/// `quire write` drawn inline in a pseudo-terminal: piped text edited and printed, the editor
/// erased, the terminal as it was.
@Suite(.serialized) struct WriteInlineTests {
  @Test func pipedTextIsEditedAndPrinted() throws {
    let (terminal, before) = try PromptHarness.start(
      ["write", "--title", "Message"], waitingFor: "Message",
      standardInput: Array("first line\nsecond\n".utf8))
    try terminal.expectScreen(.showing("second"))
    terminal.press(.enter, .text("more 漢字"), .enter, .text("third"))
    try terminal.expectScreen(.showing("third"))
    terminal.press(.ctrl("s"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "first line\nsecond\nmore 漢字\nthird\n")
    #expect(!terminal.screen.text.contains("Message"), "erased: \(terminal.screen.text)")
  }

  @Test func controlDAndAltReturnAreDoneToo() throws {
    for done in ["\u{04}", "\u{1B}\r"] {
      let (terminal, before) = try PromptHarness.start(["write", "--value", "draft"], waitingFor: "draft")
      terminal.type("!")
      try terminal.expectScreen(.showing("draft!"))
      terminal.type(done)
      PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
      #expect(PromptHarness.output(terminal) == "draft!\n")
    }
  }

  @Test func escapeCancels() throws {
    let (terminal, before) = try PromptHarness.start(["write", "--title", "Note"], waitingFor: "Note")
    terminal.type("text")
    try terminal.expectScreen(.showing("text"))
    terminal.press(.escape)
    PromptHarness.expectEnded(terminal, with: .exited(1), before: before)
    #expect(terminal.standardOutput.isEmpty)
  }

  @Test func aPastedCRLFBecomesTheTextsLineBreakAndEscapesAreShownNotObeyed() throws {
    let (terminal, before) = try PromptHarness.start(["write", "--title", "Paste"], waitingFor: "Paste")
    terminal.press(.paste("one\r\ntwo \u{1B}[2J\u{1B}]0;title\u{07}three"))
    try terminal.expectScreen(.showing("three"))
    #expect(terminal.screen.text.contains("two ^[[2J"), "the escape is shown: \(terminal.screen.text)")
    terminal.press(.ctrl("s"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "one\ntwo \u{1B}[2J\u{1B}]0;title\u{07}three\n")
  }

  @Test func theCharacterLimitHolds() throws {
    let (terminal, before) = try PromptHarness.start(["write", "--char-limit", "5"], waitingFor: "done")
    terminal.type("abcdefgh")
    try terminal.expectScreen(.showing("abcde"))
    terminal.press(.ctrl("s"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "abcde\n")
  }

  @Test func controlEHandsTheTextToTheEditor() throws {
    let scripts = try EditorScripts()
    let editor = try scripts.script("upper.sh", "tr a-z A-Z < \"$1\" > \"$1.new\" && mv \"$1.new\" \"$1\"")
    let (terminal, before) = try PromptHarness.start(
      ["write", "--value", "shout"], waitingFor: "shout", extraEnvironment: ["EDITOR": editor])
    terminal.press(.ctrl("e"))
    try terminal.expectScreen(.showing("SHOUT"))
    terminal.press(.ctrl("s"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "SHOUT\n")
  }
}

/// `quire write`'s text ends as it was given: piped in and saved unchanged, it comes out
/// byte for byte, inline and in plain lines, with or without a final line break.
@Suite(.serialized) struct WriteTextEndTests {
  static let texts = ["hello\n", "hello", "two\n\n", "a\r\nb\r\n", "old mac\r", " \n"]

  @Test(arguments: texts)
  func pipedTextSavedUnchangedComesOutTheSameInline(text: String) throws {
    let (terminal, before) = try PromptHarness.start(
      ["write", "--title", "Text"], waitingFor: "Text", standardInput: Array(text.utf8))
    let first = String(text.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" && $0 != " " })
    if !first.isEmpty { #expect(terminal.waitUntil { $0.screen.text.contains(first) }) }
    terminal.type("\u{13}")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == text)
  }

  @Test(arguments: texts)
  func pipedTextComesOutTheSameInPlainLines(text: String) throws {
    let run = try PromptCommandTests.run(["write", "--accessible"], input: text)
    #expect(run.status == .exited(0))
    #expect(run.output == text)
  }

  @Test func theFinalLineBreakIsNotAnEmptyLastLine() throws {
    let (terminal, before) = try PromptHarness.start(
      ["write", "--title", "Text"], waitingFor: "Text", standardInput: Array("hello\n".utf8))
    #expect(terminal.waitUntil { $0.screen.text.contains("hello") })
    terminal.type("!")
    #expect(terminal.waitUntil { $0.screen.text.contains("hello!") }, "the caret is at the end of hello")
    terminal.type("\u{13}")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "hello!\n")
  }

  @Test func aValueEndingWithALineBreakEndsWithOne() throws {
    let (terminal, before) = try PromptHarness.start(["write", "--value", "hello\n"], waitingFor: "hello")
    terminal.type("\u{13}")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "hello\n")
  }
}

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
    #expect(terminal.waitUntil { $0.screen.text.contains("second") })
    terminal.type("\rmore 漢字\rthird")
    #expect(terminal.waitUntil { $0.screen.text.contains("third") })
    terminal.type("\u{13}")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "first line\nsecond\nmore 漢字\nthird\n")
    #expect(!terminal.screen.text.contains("Message"), "erased: \(terminal.screen.text)")
  }

  @Test func controlDAndAltReturnAreDoneToo() throws {
    for done in ["\u{04}", "\u{1B}\r"] {
      let (terminal, before) = try PromptHarness.start(["write", "--value", "draft"], waitingFor: "draft")
      terminal.type("!")
      #expect(terminal.waitUntil { $0.screen.text.contains("draft!") })
      terminal.type(done)
      PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
      #expect(PromptHarness.output(terminal) == "draft!\n")
    }
  }

  @Test func escapeCancels() throws {
    let (terminal, before) = try PromptHarness.start(["write", "--title", "Note"], waitingFor: "Note")
    terminal.type("text")
    #expect(terminal.waitUntil { $0.screen.text.contains("text") })
    terminal.type("\u{1B}")
    PromptHarness.expectEnded(terminal, with: .exited(1), before: before)
    #expect(terminal.standardOutput.isEmpty)
  }

  @Test func aPastedCRLFBecomesTheTextsLineBreakAndEscapesAreShownNotObeyed() throws {
    let (terminal, before) = try PromptHarness.start(["write", "--title", "Paste"], waitingFor: "Paste")
    terminal.type("\u{1B}[200~one\r\ntwo \u{1B}[2J\u{1B}]0;title\u{07}three\u{1B}[201~")
    #expect(terminal.waitUntil { $0.screen.text.contains("three") })
    #expect(terminal.screen.text.contains("two ^[[2J"), "the escape is shown: \(terminal.screen.text)")
    terminal.type("\u{13}")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "one\ntwo \u{1B}[2J\u{1B}]0;title\u{07}three\n")
  }

  @Test func theCharacterLimitHolds() throws {
    let (terminal, before) = try PromptHarness.start(["write", "--char-limit", "5"], waitingFor: "done")
    terminal.type("abcdefgh")
    #expect(terminal.waitUntil { $0.screen.text.contains("abcde") })
    terminal.type("\u{13}")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "abcde\n")
  }

  @Test func controlEHandsTheTextToTheEditor() throws {
    let scripts = try EditorScripts()
    let editor = try scripts.script("upper.sh", "tr a-z A-Z < \"$1\" > \"$1.new\" && mv \"$1.new\" \"$1\"")
    let (terminal, before) = try PromptHarness.start(
      ["write", "--value", "shout"], waitingFor: "shout", extraEnvironment: ["EDITOR": editor])
    terminal.type("\u{05}")
    #expect(terminal.waitUntil { $0.screen.text.contains("SHOUT") })
    terminal.type("\u{13}")
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

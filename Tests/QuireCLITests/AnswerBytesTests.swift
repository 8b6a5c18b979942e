import Quire
import QuireTestSupport
import Testing

/// Every byte of a prompt's answer is the user's: a value that is not UTF-8 (a Latin-1 file
/// name) comes out of `choose`, `input`, `write` and `form` exactly as it went in, from an
/// argument, a pipe or a history, inline and in plain lines; on the screen it shows as U+FFFD.
@Suite(.serialized) struct AnswerBytesTests {
  /// `caf` and the Latin-1 byte for `é`, which is not UTF-8.
  static let latin1: [UInt8] = [0x63, 0x61, 0x66, 0xE9]
  /// `latin1` as an argument (`PreservedBytes` carries the byte to the child).
  static let argument = String(preservingBytes: latin1)

  @Test func aPipedLineThatIsNotUTF8IsChosenByteForByte() throws {
    let (terminal, before) = try PromptHarness.start(
      ["choose", "--title", "File"], waitingFor: "File",
      standardInput: Self.latin1 + [0x0A] + Array("tea\n".utf8))
    #expect(terminal.waitUntil { $0.screen.text.contains("›   caf\u{FFFD}") }, "\(terminal.screen.text)")
    terminal.type("\r")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(terminal.standardOutput == Self.latin1 + [0x0A])
  }

  @Test func anArgumentThatIsNotUTF8IsChosenByteForByte() throws {
    let (terminal, before) = try PromptHarness.start(
      ["choose", "--title", "File", "tea", Self.argument], waitingFor: "File")
    terminal.type("caf")
    #expect(terminal.waitUntil { $0.screen.text.contains("1 of 2") })
    terminal.type("\r")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(terminal.standardOutput == Self.latin1 + [0x0A])
  }

  @Test func aSelectedValueThatIsNotUTF8IsPrintedByteForByte() throws {
    let (terminal, before) = try PromptHarness.start(
      ["choose", "--no-limit", "--selected", Self.argument, "--title", "File", "tea"], waitingFor: "1 chosen")
    terminal.type("\r")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(terminal.standardOutput == Self.latin1 + [0x0A])
  }

  @Test func aRememberedValueThatIsNotUTF8ComesBackByteForByte() throws {
    let state = TemporaryFolder(prefix: "quire-answer-bytes")
    let environment = ["XDG_STATE_HOME": state.path]
    let (first, before) = try PromptHarness.start(
      ["choose", "--history", "files", "--title", "File"], waitingFor: "File",
      standardInput: Self.latin1 + [0x0A], extraEnvironment: environment)
    first.type("\r")
    PromptHarness.expectEnded(first, with: .exited(0), before: before)
    #expect(first.standardOutput == Self.latin1 + [0x0A])

    let (second, _) = try PromptHarness.start(
      ["choose", "--history", "files", "--title", "Again"], waitingFor: "caf\u{FFFD}",
      extraEnvironment: environment)
    second.type("\r")
    PromptHarness.expectEnded(second, with: .exited(0), before: before)
    #expect(second.standardOutput == Self.latin1 + [0x0A])
  }

  @Test func aPlainChoiceOfAValueThatIsNotUTF8IsPrintedByteForByte() throws {
    let terminal = try PlainPromptTerminalTests.start(["choose", "--accessible", "tea", Self.argument])
    PlainPromptTerminalTests.expectShown("  2. caf\u{FFFD}\n> ", in: terminal)
    terminal.type("2\r")
    #expect(terminal.waitForExit() == .exited(0))
    #expect(terminal.standardOutput == Self.latin1 + [0x0A])
  }

  @Test func anInputValueThatIsNotUTF8IsKeptByteForByte() throws {
    let (terminal, before) = try PromptHarness.start(
      ["input", "--title", "Name", "--value", Self.argument], waitingFor: "caf\u{FFFD}")
    terminal.type("\r")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(terminal.standardOutput == Self.latin1 + [0x0A])
  }

  @Test func aPlainInputValueThatIsNotUTF8IsKeptByteForByte() throws {
    let terminal = try PlainPromptTerminalTests.start(["input", "--accessible", "--value", Self.argument])
    PlainPromptTerminalTests.expectShown("Current value: caf\u{FFFD}\n", in: terminal)
    terminal.type("\r")
    #expect(terminal.waitForExit() == .exited(0))
    #expect(terminal.standardOutput == Self.latin1 + [0x0A])
  }

  @Test func aWriteValueThatIsNotUTF8IsKeptByteForByte() throws {
    let (terminal, before) = try PromptHarness.start(
      ["write", "--title", "Text", "--value", Self.argument], waitingFor: "caf\u{FFFD}")
    terminal.type("\u{13}")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(terminal.standardOutput == Self.latin1 + [0x0A])
  }

  @Test(arguments: [["write"], ["write", "--accessible"]])
  func pipedTextThatIsNotUTF8IsWrittenByteForByte(mode: [String]) throws {
    let text = Self.latin1 + Array(" au lait\r\n\u{FF}\n".utf8) + [0xFF, 0xC3]
    let terminal = try PseudoTerminal(
      executable: try #require(BuiltProducts.executable(named: "quire")),
      arguments: mode + ["--title", "Text"],
      environment: ["TERM": "xterm-256color", "SWIFT_BACKTRACE": "enable=no"], separateOutput: true,
      standardInput: text)
    if mode.count == 1 {
      if terminal.waitFor("\u{1B}[?u", timeout: .seconds(5)) { terminal.type("\u{1B}[?62;22c") }
      #expect(
        terminal.waitUntil { $0.screen.text.contains("caf\u{FFFD} au lait") }, "\(terminal.screen.text)")
      terminal.type("\u{13}")
    }
    #expect(terminal.waitForExit() == .exited(0))
    #expect(terminal.standardOutput == text)
  }

  @Test func aFormValueThatIsNotUTF8IsPrintedByteForByteForTheShell() throws {
    let (terminal, before) = try PromptHarness.start(
      ["form", "--format", "env", "--field", "name:Name:" + Self.argument], waitingFor: "caf\u{FFFD}")
    terminal.type("\r")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(terminal.standardOutput == Array("name='".utf8) + Self.latin1 + Array("'\n".utf8))
  }

  @Test func aFormChoiceThatIsNotUTF8IsPrintedByteForByteForTheShell() throws {
    let (terminal, before) = try PromptHarness.start(
      ["form", "--format", "env", "--field", "file:File", "--choices", "file:tea," + Self.argument],
      waitingFor: "File")
    terminal.type("\r")
    #expect(terminal.waitUntil { $0.screen.text.contains("caf\u{FFFD}") })
    terminal.type("\u{1B}[B\r")
    #expect(
      terminal.waitUntil { $0.screen.text.contains(" › File   caf\u{FFFD}") }, "\(terminal.screen.text)")
    terminal.type("\u{13}")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(terminal.standardOutput == Array("file='".utf8) + Self.latin1 + Array("'\n".utf8))
  }

  @Test func aFormValueThatIsNotUTF8IsRefusedAsJSONAndSaysWhy() throws {
    let (terminal, before) = try PromptHarness.start(
      ["form", "--field", "name:Name:" + Self.argument], waitingFor: "caf\u{FFFD}")
    terminal.type("\r")
    #expect(
      terminal.waitUntil { $0.screen.text.contains("Not UTF-8: JSON cannot hold it") },
      "\(terminal.screen.text)")
    terminal.type("\u{7F}e\r")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == #"{"name":"cafe"}"# + "\n")
  }

  /// A character of the range that carries bytes (U+10FE80…U+10FEFF) is UTF-8: JSON holds it,
  /// and it comes out as its own four bytes, not as a raw byte.
  @Test func aFormValueHoldingACharacterOfTheCarryingRangeIsPrintedAsJSON() throws {
    let value = Array("x\u{10FE80}\u{10FEED}".utf8)
    let (terminal, before) = try PromptHarness.start(
      ["form", "--field", "name:Name:" + String(preservingBytes: value)], waitingFor: "Name")
    terminal.type("\r")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(terminal.standardOutput == Array(#"{"name":""#.utf8) + value + Array(#""}"#.utf8) + [0x0A])
  }
}

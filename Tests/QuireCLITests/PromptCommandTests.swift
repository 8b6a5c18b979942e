import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire input` and `quire write` end to end, in their plain mode: with no terminal at all
/// (pipes both ways), on `TERM=dumb`, and with `--accessible` on a real terminal. Standard
/// output holds the answer alone.
@Suite(.serialized) struct PromptCommandTests {
  static let environment = [
    "TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no",
  ]

  static func run(
    _ arguments: [String], input: String = "", keepsInputOpen: Bool = false,
    environment: [String: String] = environment
  ) throws -> (status: ProcessStatus?, output: String, error: String) {
    let executable = try #require(BuiltProducts.executable(named: "quire"), "the quire executable is built")
    let run = try DetachedProcess.run(
      executable: executable, arguments: arguments, environment: environment,
      standardInput: Array(input.utf8),
      keepsInputOpen: keepsInputOpen)
    return (
      run.status, String(decoding: run.standardOutput, as: UTF8.self),
      String(decoding: run.standardError, as: UTF8.self)
    )
  }

  @Test func inputWithoutTerminalAnswersFromThePipe() throws {
    let run = try Self.run(
      ["input", "--title", "Add item", "--placeholder", "Item name"], input: "milk\nmore\n")
    #expect(run.status == .exited(0))
    #expect(run.output == "milk\n")
    #expect(run.error == "Add item\nHint: Item name\n> \n")
  }

  @Test func inputEmptyLineKeepsTheValue() throws {
    let run = try Self.run(["input", "--value", "eggs"], input: "\n")
    #expect(run.status == .exited(0))
    #expect(run.output == "eggs\n")
  }

  @Test(arguments: [["input"], ["write"], ["input", "--value", "x"], ["write", "--value", "x"]])
  func endOfInputBeforeAnAnswerExits1(arguments: [String]) throws {
    let run = try Self.run(arguments)
    #expect(run.status == .exited(1))
    #expect(run.output.isEmpty)
    #expect(run.error.split(separator: "\n").last == "quire \(arguments[0]): no answer: the input ended")
    #expect(run.error.hasSuffix("\n"))
  }

  @Test(arguments: [["input", "--timeout", "0.3"], ["write", "--timeout=0.3"]])
  func timeoutWithoutTerminalExits124(arguments: [String]) throws {
    let run = try Self.run(arguments, keepsInputOpen: true)
    #expect(run.status == .exited(124))
    #expect(run.output.isEmpty)
    #expect(run.error.hasSuffix("quire \(arguments[0]): no answer within 0.3 seconds (--timeout)\n"))
  }

  @Test func writeEchoesPipedTextBack() throws {
    let text = "first line\n.\n\ttabbed \u{1B}[1m\nlast\n"
    let run = try Self.run(["write", "--title", "Notes"], input: text)
    #expect(run.status == .exited(0))
    #expect(run.output == text)
    #expect(run.error == "Notes\n")
  }

  @Test func writeCutsPipedTextAtTheLimitWithAWarning() throws {
    let run = try Self.run(["write", "--max-lines", "2"], input: "a\nb\nc\n")
    #expect(run.status == .exited(0))
    #expect(run.output == "a\nb\n")
    #expect(run.error.hasSuffix("quire write: the text was cut to 2 lines (--max-lines)\n"))
  }

  @Test func promptWordsCarryNoEscapeSequence() throws {
    let run = try Self.run(
      ["input", "--title", "T\u{1B}[2J\u{1B}]0;x\u{07}", "--value", "\u{9B}31m"], input: "\n")
    #expect(run.status == .exited(0))
    #expect(!run.error.contains("\u{1B}") && !run.error.contains("\u{07}") && !run.error.contains("\u{9B}"))
    #expect(run.error.contains("T^[[2J^[]0;x^G"))
    #expect(run.output == "\u{9B}31m\n", "the answer reaches a pipe as it is")
  }

  @Test(arguments: [
    (["input", "--char-limit", "x"], "quire input: unknown option '--char-limit'; see quire input --help"),
    (["write", "--char-limit", "x"], "quire write: --char-limit needs a whole number ≥ 1, got 'x'"),
    (["write", "--max-lines"], "quire write: --max-lines needs a value (N)"),
    (
      ["input", "--timeout", "-1"],
      "quire input: --timeout needs a number of seconds greater than 0, got '-1'"
    ),
    (["input", "--tittle", "x"], "quire input: unknown option '--tittle'; did you mean '--title'?"),
  ])
  func badOptionExits2WithOneLine(arguments: [String], message: String) throws {
    let run = try Self.run(arguments, input: "answer\n")
    #expect(run.status == .exited(2))
    #expect(run.output.isEmpty)
    #expect(run.error == message + "\n")
  }

  @Test(arguments: ["input", "write"])
  func helpGoesToStandardOutputAndExits0(command: String) throws {
    let run = try Self.run([command, "--bogus", "--help"])
    #expect(run.status == .exited(0))
    #expect(run.output.hasPrefix("Usage: quire \(command) "))
    #expect(run.error.isEmpty)
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func completionsArePrintedForEachShell(shell: String) throws {
    let run = try Self.run(["--completions", shell])
    #expect(run.status == .exited(0))
    #expect(run.output.contains("\(shell) completion for quire"))
  }
}

/// The plain mode on a terminal a person types at: `TERM=dumb`, and `--accessible`.
@Suite(.serialized) struct PlainPromptTerminalTests {
  static func start(_ arguments: [String], term: String = "xterm-256color", extra: [String: String] = [:])
    throws -> PseudoTerminal
  {
    let executable = try #require(BuiltProducts.executable(named: "quire"), "the quire executable is built")
    var environment = ["TERM": term, "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"]
    environment.merge(extra) { $1 }
    return try PseudoTerminal(
      executable: executable, arguments: arguments, environment: environment, separateOutput: true)
  }

  /// Expects `text` to appear on `terminal`'s standard error; on failure, shows what did.
  static func expectShown(
    _ text: String, in terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expect(
      terminal.waitForScreen(
        .showing(text), in: .standardError, fileID: sourceLocation.fileID, line: sourceLocation.line),
      sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    (["input"], "dumb", [:]), (["input", "--accessible"], "xterm-256color", [:]),
    (["input"], "xterm", ["QUIRE_ACCESSIBLE": "1"]),
  ])
  func asksInPlainLinesAndPrintsOnlyTheAnswer(arguments: [String], term: String, extra: [String: String])
    throws
  {
    let terminal = try Self.start(arguments + ["--title", "Add item"], term: term, extra: extra)
    Self.expectShown("Add item\nType the answer and press Enter. Ctrl-D cancels.\n> ", in: terminal)
    terminal.type("milk", then: .enter)
    #expect(terminal.waitForExit() == .exited(0))
    #expect(String(decoding: terminal.standardOutput, as: UTF8.self) == "milk\n")
    #expect(
      !terminal.text.contains("\u{1B}"),
      "no escape sequence on the terminal: \(terminal.text.debugDescription)")
    #expect(!String(decoding: terminal.standardError, as: UTF8.self).contains("\u{1B}"))
    #expect(terminal.attributes() == terminal.initialAttributes)
  }

  @Test func passwordIsNotEchoedAndEchoComesBack() throws {
    let terminal = try Self.start(["input", "--password", "--accessible"])
    Self.expectShown("typing is not shown", in: terminal)
    #expect(terminal.waitUntil { $0.attributes().localFlags & UInt(ECHO) == 0 }, "echo is off while asking")
    terminal.type("hunter2", then: .enter)
    #expect(terminal.waitForExit() == .exited(0))
    #expect(String(decoding: terminal.standardOutput, as: UTF8.self) == "hunter2\n")
    #expect(!terminal.text.contains("hunter2"), "the terminal showed \(terminal.text.debugDescription)")
    #expect(terminal.attributes() == terminal.initialAttributes)
  }

  @Test func passwordTimeoutGivesEchoBackAndExits124() throws {
    let terminal = try Self.start(["input", "--password", "--accessible", "--timeout", "0.5"])
    #expect(terminal.waitForExit() == .exited(124))
    #expect(terminal.attributes() == terminal.initialAttributes)
    #expect(
      String(decoding: terminal.standardError, as: UTF8.self).hasSuffix(
        "quire input: no answer within 0.5 seconds (--timeout)\n"))
    #expect(terminal.standardOutput.isEmpty)
  }

  @Test func ctrlCExits130AndGivesEchoBack() throws {
    let terminal = try Self.start(["input", "--password", "--accessible"])
    Self.expectShown("> ", in: terminal)
    #expect(terminal.waitUntil { $0.attributes().localFlags & UInt(ECHO) == 0 })
    terminal.type("abc", then: .ctrl("c"))
    #expect(terminal.waitForExit() == .exited(130))
    #expect(terminal.attributes() == terminal.initialAttributes)
    #expect(terminal.standardOutput.isEmpty)
  }

  @Test func ctrlDCancelsWithExit1() throws {
    let terminal = try Self.start(["input", "--accessible"])
    Self.expectShown("> ", in: terminal)
    terminal.press(.ctrl("d"))
    #expect(terminal.waitForExit() == .exited(1))
    #expect(
      String(decoding: terminal.standardError, as: UTF8.self).hasSuffix(
        "> \nquire input: no answer: the input ended\n"))
  }

  @Test func writeEndsAtALoneDotAndRefusesLinesPastTheLimit() throws {
    let terminal = try Self.start(["write", "--accessible", "--max-lines", "2", "--value", "old"])
    Self.expectShown("A dot alone on the first line keeps the current text.\n", in: terminal)
    terminal.press(.text("one"), .enter, .text("two"), .enter)
    terminal.type("three", then: .enter)
    Self.expectShown(
      "That line was not kept: the text has its 2 lines already. End it with a dot.\n", in: terminal)
    terminal.type(".", then: .enter)
    #expect(terminal.waitForExit() == .exited(0))
    #expect(String(decoding: terminal.standardOutput, as: UTF8.self) == "one\ntwo\n")
  }

  @Test func answerShownOnTheTerminalHasItsControlsMadeVisible() throws {
    let executable = try #require(BuiltProducts.executable(named: "quire"))
    let terminal = try PseudoTerminal(
      executable: executable, arguments: ["input"],
      environment: ["TERM": "dumb", "SWIFT_BACKTRACE": "enable=no"],
      standardInput: Array("a\u{1B}[2Jb\n".utf8))
    #expect(terminal.waitForExit() == .exited(0))
    #expect(terminal.text.contains("a^[[2Jb\r\n"))
    #expect(!terminal.text.contains("\u{1B}[2J"))
  }
}

import Quire
import QuireTestSupport
import Testing

/// `quire keys` end to end in a pseudo-terminal, as a person uses it.
@Suite(.serialized) struct KeysCommandTests {
  @Test func showsTypedKeysAndQuitsOnCtrlC() throws {
    let (terminal, before) = try KeysHarness.start()
    #expect(terminal.attributes().isRaw, "raw mode while running")
    terminal.type("a")
    KeysHarness.expectShown("key    a\r\n", in: terminal)
    terminal.type(" ")
    KeysHarness.expectShown("key    Space\r\n", in: terminal)
    terminal.press(.ctrl("a"))
    KeysHarness.expectShown("key    Ctrl-a\r\n", in: terminal)
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0))
    #expect(terminal.attributes() == before)
    KeysHarness.expectModesGivenBack(terminal)
    #expect(terminal.text.hasSuffix(KeysHarness.resetSequence))
  }

  @Test func escapeTwiceQuits() throws {
    let (terminal, before) = try KeysHarness.start()
    terminal.press(.escape)
    KeysHarness.expectShown("key    Esc\r\n", in: terminal)
    terminal.press(.escape)
    #expect(terminal.waitForExit() == .exited(0))
    #expect(terminal.attributes() == before)
    KeysHarness.expectModesGivenBack(terminal)
  }

  @Test func drawsInlineWithoutAlternateScreen() throws {
    let (terminal, _) = try KeysHarness.start()
    #expect(terminal.text.contains(KeysHarness.enterSequence))
    #expect(terminal.screen.privateModes.isSuperset(of: [1000, 1002, 1006, 1004, 2004]))
    #expect(!terminal.screen.isAlternateScreen)
    terminal.press(.ctrl("c"))
    terminal.waitForExit()
    #expect(!terminal.text.contains("\u{1B}[?1049"))
  }

  /// Under GNU screen, mouse tracking would make screen hold a lone Esc until the next key:
  /// `quire keys` leaves the mouse off there and takes the other modes.
  @Test func underScreenTheMouseStaysOff() throws {
    let (terminal, before) = try KeysHarness.start(extraEnvironment: ["TERM": "screen"])
    #expect(terminal.screen.privateModes.isDisjoint(with: [1000, 1002, 1006]))
    #expect(terminal.screen.privateModes.isSuperset(of: [2004, 1004]))
    terminal.press(.escape)
    KeysHarness.expectShown("key    Esc\r\n", in: terminal)
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0))
    #expect(terminal.attributes() == before)
    KeysHarness.expectModesGivenBack(terminal)
  }

  @Test func kittyKeyboardIsPushedAndPoppedWhenTheTerminalKnowsIt() throws {
    let (terminal, before) = try KeysHarness.start(kitty: true)
    KeysHarness.expectShown("kitty keyboard protocol on", in: terminal)
    #expect(terminal.text.contains("\u{1B}[>1u"))
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0))
    #expect(terminal.text.hasSuffix("\u{1B}[<u" + KeysHarness.resetSequence))
    #expect(terminal.attributes() == before)
    KeysHarness.expectModesGivenBack(terminal)
  }

  @Test func resizeIsAnEvent() throws {
    let (terminal, _) = try KeysHarness.start()
    terminal.resize(to: TerminalSize(columns: 100, rows: 30))
    KeysHarness.expectShown("resize 100x30\r\n", in: terminal)
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0))
  }

  @Test
  func showsArrowsWithModifiers() throws {
    let (terminal, _) = try KeysHarness.start()
    terminal.press(.up)
    KeysHarness.expectShown("key    Up\r\n", in: terminal)
    terminal.press(.ctrl(.left))
    KeysHarness.expectShown("key    Ctrl-Left\r\n", in: terminal)
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0))
  }

  @Test
  func showsPasteWithControlsMadeVisible() throws {
    let (terminal, _) = try KeysHarness.start()
    terminal.press(.paste("hi\u{1B}[2J\u{07}there"))
    KeysHarness.expectShown("paste  \"hi^[[2J^Gthere\" (12 characters)\r\n", in: terminal)
    #expect(!terminal.text.contains("\u{1B}[2J"), "no pasted control reaches the terminal")
    #expect(terminal.screen.text.contains(KeysHarness.header), "the pasted erase did not erase")
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0))
  }

  @Test
  func showsClick() throws {
    let (terminal, _) = try KeysHarness.start()
    terminal.type("\u{1B}[<0;12;4M")
    KeysHarness.expectShown("mouse  press left at column 12, row 4\r\n", in: terminal)
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0))
  }

  @Test func withoutTerminalSaysSoAndExits3() throws {
    let executable = try #require(BuiltProducts.executable(named: "quire"))
    let run = try DetachedProcess.run(
      executable: executable, arguments: ["keys"], environment: ["TERM": "xterm-256color"])
    #expect(run.status == .exited(3))
    let message = String(decoding: run.standardError, as: UTF8.self)
    #expect(
      message == "quire keys: no terminal to draw on: cannot open /dev/tty (No such device or address)\n")
    #expect(run.standardOutput.isEmpty)
  }

  @Test func unknownArgumentIsAUsageError() throws {
    let executable = try #require(BuiltProducts.executable(named: "quire"))
    let run = try DetachedProcess.run(executable: executable, arguments: ["keys", "x"], environment: [:])
    #expect(run.status == .exited(2))
    #expect(
      String(decoding: run.standardError, as: UTF8.self)
        == "quire keys: unexpected argument 'x'; see quire keys --help\n")
  }
}

/// The terminal is `/dev/tty`, so the standard streams can all be pipes.
@Suite(.serialized) struct KeysWithPipedStreamsTests {
  @Test func drawsOnTheTerminalWhenEveryStreamIsAPipe() throws {
    let executable = try #require(BuiltProducts.executable(named: "quire"))
    let terminal = try PseudoTerminal(
      executable: executable, arguments: ["keys"],
      environment: ["TERM": "xterm-256color", "SWIFT_BACKTRACE": "enable=no"],
      separateOutput: true, standardInput: Array("piped\n".utf8))
    KeysHarness.expectShown("\u{1B}[?u\u{1B}[c", in: terminal)
    terminal.type("\u{1B}[?62c")
    KeysHarness.expectShown(KeysHarness.header, in: terminal)
    terminal.type("z")
    KeysHarness.expectShown("key    z\r\n", in: terminal)
    terminal.press(.ctrl("c"))
    #expect(terminal.waitForExit() == .exited(0))
    #expect(terminal.standardOutput.isEmpty)
    #expect(terminal.standardError.isEmpty)
    #expect(terminal.attributes() == terminal.initialAttributes)
  }

  @Test func versionGoesToStandardOutputNotTheTerminal() throws {
    let executable = try #require(BuiltProducts.executable(named: "quire"))
    let terminal = try PseudoTerminal(executable: executable, arguments: ["--version"], separateOutput: true)
    #expect(terminal.waitForExit() == .exited(0))
    #expect(String(decoding: terminal.standardOutput, as: UTF8.self) == "quire \(QuireInfo.version)\n")
    #expect(terminal.output.isEmpty)
  }
}

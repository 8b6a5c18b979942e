import Testing

@testable import QuireCLI

/// Which mode a prompt asks in.
@Suite struct PromptModeTests {
  @Test(arguments: [
    (false, ["TERM": "xterm-256color"], true, PromptMode.inline),
    (true, ["TERM": "xterm-256color"], true, .plain),
    (false, ["TERM": "xterm", "QUIRE_ACCESSIBLE": "1"], true, .plain),
    (false, ["TERM": "xterm", "QUIRE_ACCESSIBLE": "yes"], true, .plain),
    (false, ["TERM": "xterm", "QUIRE_ACCESSIBLE": "0"], true, .inline),
    (false, ["TERM": "xterm", "QUIRE_ACCESSIBLE": ""], true, .inline),
    (false, ["TERM": "dumb"], true, .plain),
    (false, ["TERM": "xterm-256color"], false, .plain),
    (false, [:], true, .inline),
  ])
  func choosesPlainLinesWhenAskedOrWithoutATerminal(
    accessible: Bool, environment: [String: String], hasTerminal: Bool, mode: PromptMode
  ) {
    #expect(
      PromptMode.choose(accessible: accessible, environment: environment, hasTerminal: { hasTerminal })
        == mode)
  }
}

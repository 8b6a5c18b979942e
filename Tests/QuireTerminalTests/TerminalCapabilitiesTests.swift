import QuireTerminal
import Testing

@Suite struct TerminalCapabilitiesTests {
  @Test(arguments: [
    (["TERM": "xterm"], ColorDepth.ansi16),
    (["TERM": "xterm-256color"], .ansi256),
    (["TERM": "screen-256color"], .ansi256),
    (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColor),
    (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
    (["TERM": "xterm-kitty", "COLORTERM": "TrueColor"], .trueColor),
    (["TERM": "xterm-direct"], .trueColor),
    (["TERM": "xterm-256color", "COLORTERM": "yes"], .ansi256),
    (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], .none),
    (["TERM": "xterm-256color", "NO_COLOR": ""], .ansi256),
    (["TERM": "linux"], .ansi16),
    ([:], .ansi16),
  ])
  func colorDepth(environment: [String: String], expected: ColorDepth) {
    let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
    #expect(capabilities.isUsable)
    #expect(capabilities.colorDepth == expected, "for \(environment)")
  }

  @Test(arguments: [
    (["TERM": "dumb"], true),
    (["TERM": "dumb", "COLORTERM": "truecolor"], true),
    (["TERM": "xterm-256color"], false),
    ([:], false),
  ])
  func dumbTerminalIsNotUsable(environment: [String: String], isTerminal: Bool) {
    let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: isTerminal)
    #expect(capabilities == .noUsableTerminal)
    #expect(capabilities.colorDepth == .none)
  }

  @Test(arguments: [
    ("xterm-256color", true),
    ("xterm-kitty", true),
    ("tmux-256color", true),
    ("linux", false),
  ])
  func synchronizedOutput(term: String, expected: Bool) {
    let capabilities = TerminalCapabilities.detect(environment: ["TERM": term], isTerminal: true)
    #expect(capabilities.usesSynchronizedOutput == expected)
  }

  /// GNU screen (`TERM` screen…, no `TMUX`) holds a lone Esc while the mouse is on; tmux,
  /// which also calls itself screen, and every other terminal do not.
  @Test(arguments: [
    (["TERM": "screen"], true),
    (["TERM": "screen.xterm-256color"], true),
    (["TERM": "screen-256color", "TMUX": ""], true),
    (["TERM": "screen-256color", "TMUX": "/tmp/tmux-1000/default,4242,0"], false),
    (["TERM": "tmux-256color", "TMUX": "/tmp/tmux-1000/default,4242,0"], false),
    (["TERM": "xterm-256color"], false),
    ([:], false),
  ])
  func mouseHoldsEscapeUnderScreen(environment: [String: String], expected: Bool) {
    let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
    #expect(capabilities.mouseHoldsEscape == expected, "for \(environment)")
  }
}

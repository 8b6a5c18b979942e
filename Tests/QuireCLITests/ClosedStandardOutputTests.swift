import Quire
import QuireTestSupport
import Testing

/// A prompt started with standard output closed says so at once, before asking, instead of
/// taking an answer it cannot print.
@Suite(.serialized) struct ClosedStandardOutputTests {
  @Test(arguments: [
    ["input", "--title", "Hello"], ["write"], ["choose", "a", "b"], ["form", "--field", "a:A"],
  ])
  func aPromptRefusesToAskWhenItsAnswerHasNowhereToGo(arguments: [String]) throws {
    let executable = try #require(BuiltProducts.executable(named: "quire"), "the quire executable is built")
    let terminal = try PseudoTerminal(
      executable: "/bin/sh", arguments: ["-c", #"exec "$0" "$@" >&-"#, executable] + arguments,
      environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": "/nonexistent"],
      separateOutput: true)
    #expect(terminal.waitForExit() == .exited(3))
    let name = "quire " + arguments[0]
    #expect(
      String(decoding: terminal.standardError, as: UTF8.self)
        == "\(name): standard output is closed: the answer would have nowhere to go\n")
    #expect(!terminal.screen.text.contains("Hello"), "nothing was asked: \(terminal.screen.text)")
  }
}

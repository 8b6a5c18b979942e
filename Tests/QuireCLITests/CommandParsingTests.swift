import Testing

@testable import QuireCLI

@Suite struct CommandParsingTests {
  @Test(arguments: [
    ([], Command.help),
    (["--help"], .help),
    (["-h"], .help),
    (["--version"], .version),
    (["keys"], .keys(fullScreen: false)),
    (["keys", "--full-screen"], .keys(fullScreen: true)),
    (["keys", "--help"], .keysHelp),
    (["keys", "-h"], .keysHelp),
  ])
  func accepted(arguments: [String], expected: Command) {
    #expect(Command.parse(arguments) == .success(expected))
  }

  @Test(arguments: [
    (["frobnicate"], "quire: unknown command 'frobnicate'; see quire --help"),
    (["--frobnicate"], "quire: unknown option '--frobnicate'; see quire --help"),
    (["keys", "extra"], "quire: unexpected argument 'extra' after keys; see quire --help"),
    (["--version", "keys"], "quire: unexpected argument 'keys' after --version; see quire --help"),
  ])
  func rejectedWithOneClearLine(arguments: [String], message: String) {
    #expect(Command.parse(arguments) == .failure(UsageError(description: message)))
  }
}

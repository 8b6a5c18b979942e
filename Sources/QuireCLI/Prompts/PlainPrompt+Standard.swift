import Quire

extension PlainPrompt where Input == StandardInput {
  /// The plain mode on the process's own streams: questions on standard error, answers from
  /// standard input (or from `input`, standing in for it), and Ctrl-C ending `quire` with
  /// status 130 from now on.
  static func standard(
    command: String, timeout: Duration?, startedAt start: ContinuousClock.Instant,
    input: StandardInput = StandardInput()
  ) -> PlainPrompt<StandardInput> {
    SignalGuard.exitOnInterrupt(breakingLine: input.isTerminal)
    return PlainPrompt(input: input, command: command, timeout: timeout, startedAt: start) { text in
      StandardError.write(text)
    }
  }
}

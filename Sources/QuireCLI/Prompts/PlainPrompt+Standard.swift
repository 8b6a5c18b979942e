extension PlainPrompt where Input == StandardInput {
  /// The plain mode on the process's own streams: questions on standard error, answers from
  /// standard input, and Ctrl-C ending `quire` with status 130 from now on.
  static func standard(command: String, timeout: Duration?, startedAt start: ContinuousClock.Instant)
    -> PlainPrompt<StandardInput>
  {
    let input = StandardInput()
    PromptSignals.exitOnInterrupt(breakingLine: input.isTerminal)
    return PlainPrompt(input: input, command: command, timeout: timeout, startedAt: start) { text in
      StandardError.write(text)
    }
  }
}

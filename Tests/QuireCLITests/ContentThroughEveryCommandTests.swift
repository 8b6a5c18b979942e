import Testing

/// Hostile content through every command that shows content, each way it can come
/// (`ContentCarrier`): the decoder's fuzz corpus, the hostile lines and a few more sequences
/// (`HostilePayload`), each shown whole, and no control sequence, control character, C1
/// control or bidirectional override of theirs in what the terminal gets
/// (`TerminalOutputAudit`); every program ends as asked and gives the terminal back.
@Suite(.serialized) struct ContentThroughEveryCommandTests {
  @Test(arguments: ContentCarrier.allCases)
  func nothingFromContentReachesTheTerminal(carrier: ContentCarrier) async throws {
    try await ContentReplay(carrier).replay()
  }
}

import QuireTestSupport
import Testing

@testable import QuireDocuments

/// The links fuzzer's committed corpus (`Fuzz/Corpus/links/`), replayed: every input keeps
/// the parser's invariants, as the fuzzer checks them.
@Suite struct NoteLinkCorpusTests {
  static let corpus = FuzzCorpus("links")

  @Test func theCorpusIsThere() {
    #expect(Self.corpus.names.count >= 5)
  }

  @Test(arguments: corpus.names)
  func eachInputKeepsTheInvariants(_ name: String) throws {
    let bytes = try #require(Self.corpus.contents(name))
    #expect(NoteLinkParser.invariantProblem(in: bytes) == nil, "\(name)")
  }
}

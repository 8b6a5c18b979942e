import QuireTerminal
import QuireTestSupport
import Testing

/// The terminal layer is shared between the event reader's thread and the caller's by
/// construction (mutexes and atomics), never by a promise the compiler cannot check.
@Suite struct SendableConventionTests {
  @Test func noTypeInTheTerminalLayerIsUncheckedSendable() throws {
    let folder = RepositoryFile.root() + "/Sources/QuireTerminal"
    let names = DirectoryListing.names(in: folder).filter { $0.hasSuffix(".swift") }
    try #require(names.contains("TerminalSession.swift"), "the sources are found")
    for name in names {
      let text = try #require(RepositoryFile.text("Sources/QuireTerminal/" + name))
      #expect(!text.contains("@unchecked Sendable"), "\(name)")
    }
  }
}

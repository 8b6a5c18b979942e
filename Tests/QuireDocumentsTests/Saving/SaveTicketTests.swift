import QuireTestSupport
import QuireText
import Testing

@testable import QuireDocuments

/// A save on a thread of its own, waited for with a limit (the save a program makes as it
/// ends): the wait gives up at its deadline, and a save started after another waits for it
/// and expects the file as it left it.
@Suite struct SaveTicketTests {
  let folder = TemporaryFolder()

  @Test func waitingGivesUpAtTheDeadlineWhenTheSaveHasNotEnded() {
    let ticket = SaveTicket()
    #expect(ticket.wait(until: .now + .milliseconds(20)) == nil)
    #expect(ticket.result == nil)
  }

  @Test func aSaveAfterAnotherWaitsForItAndExpectsTheFileItLeft() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("first\n", to: path)
    let read = try SafeSave.save(bytes: Array("first\n".utf8), to: path)
    // The first save is "running": until it ends, the second does not write.
    let first = SaveTicket()
    let second = SafeSave.start(
      TextStorage(bytes: Array("third\n".utf8)), format: .newFile, to: path,
      options: SaveOptions(expected: read.identity), after: first)
    #expect(second.wait(until: .now + .milliseconds(50)) == nil)
    #expect(TestFiles.readText(path) == "first\n")
    // It ends, having written the file: the second expects what it wrote, not what was read.
    let written = try SafeSave.save(bytes: Array("second\n".utf8), to: path)
    first.finish(.success(written))
    let outcome = second.wait(until: .now + .seconds(30))
    guard case .success? = outcome else {
      Issue.record("the second save did not succeed: \(String(describing: outcome))")
      return
    }
    #expect(TestFiles.readText(path) == "third\n")
  }
}

import Quire
import Testing

/// Every state of the back stack of linked notes and what each event does to it.
@Suite struct NoteHistoryTests {
  static let target = NoteDestination.note(fileName: "Target.md", create: false)
  static let line = NoteDestination.line(fileName: "Plans.md", line: 3)

  /// A history in `state`, reached through events.
  static func history(_ state: NoteHistory.State, depth: Int = 0) -> NoteHistory {
    var history = NoteHistory(depth: depth)
    switch state {
    case .here: break
    case .saving(let destination): _ = history.receive(.goAsked(destination, unsaved: true))
    case .covered(let destination): _ = history.receive(.goAsked(destination, unsaved: false))
    }
    #expect(history.state == state)
    return history
  }

  @Test(arguments: [
    // Here: going somewhere saves first when there are edits, else opens at once.
    (
      NoteHistory.State.here, NoteHistory.Event.goAsked(target, unsaved: true),
      NoteHistory.State.saving(before: target), [NoteHistory.Effect.save]
    ),
    (.here, .goAsked(line, unsaved: false), .covered(by: line), [.open(line)]),
    (.here, .saveEnded(unsaved: false), .here, []),
    (.here, .keyTyped, .here, []),
    (.here, .returned(.back), .here, []),
    // Saving: the note is left once its text is on disk, kept when the save failed or the
    // user went on typing.
    (.saving(before: target), .saveEnded(unsaved: false), .covered(by: target), [.open(target)]),
    (.saving(before: target), .saveEnded(unsaved: true), .here, []),
    (.saving(before: target), .keyTyped, .here, []),
    (.saving(before: target), .goAsked(line, unsaved: true), .saving(before: target), []),
    // Covered: back shows this note again; on to the notes leaves it too.
    (.covered(by: target), .returned(.back), .here, []),
    (.covered(by: target), .returned(.toNotes), .here, [.leave]),
    (.covered(by: target), .openFailed, .here, []),
    (.covered(by: target), .goAsked(line, unsaved: false), .covered(by: target), []),
  ])
  func eachStateTakesEachEvent(
    _ state: NoteHistory.State, _ event: NoteHistory.Event, _ next: NoteHistory.State,
    _ effects: [NoteHistory.Effect]
  ) {
    var history = Self.history(state)
    #expect(history.receive(event) == effects)
    #expect(history.state == next)
  }

  @Test func onlyANoteFollowedToCanGoBack() {
    #expect(!NoteHistory().canGoBack)
    #expect(NoteHistory(depth: 2).canGoBack)
  }
}

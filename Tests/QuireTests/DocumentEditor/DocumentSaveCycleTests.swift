import QuireDocuments
import Testing

@testable import Quire

/// The save cycle as a value, with no file and no clock: each row gives the events that
/// bring a cycle to a state (an idle pause of 2 s), one more event, what the editor is told
/// to do and where the cycle ends. Every state (idle, saving, settling, with a failure, while
/// leaving) meets every event, and the races the terminal tests found have rows of their own:
/// a second Ctrl-S during a save, leaving while a save runs, a failed save then an edit, a
/// save ending in a change on disk.
@Suite struct DocumentSaveCycleTests {
  typealias Event = DocumentSaveCycle.Event
  typealias Effect = DocumentSaveCycle.Effect
  typealias State = DocumentSaveCycle.State

  typealias Row = EventRow<DocumentSaveCycle>

  /// A row of the table.
  static func entry(
    _ name: String, given: [Event] = [], when: Event, then: [Effect], state: State,
    intent: DocumentSaveCycle.Intent = .staying, versions: (edit: Int, saved: Int)? = nil,
    skipped: Int?? = nil
  ) -> Row {
    Row(testDescription: name, given: given, when: when, then: then, state: state) { value in
      #expect(value.intent == intent)
      if let versions {
        #expect(value.versions == DocumentVersions(edit: versions.edit, saved: versions.saved))
      }
      if let skipped { #expect(value.failure?.skipped == skipped) }
    }
  }

  static let failure = DocumentError.cannotSave(
    path: "/n.md", step: .writingTemporaryFile, reason: SystemErrorNumber(28), backup: nil)

  static func write(_ version: Int, overwrites: Bool = false) -> Effect {
    .write(run(version, overwrites: overwrites))
  }

  static func run(_ version: Int, overwrites: Bool = false, next: DocumentSaveRun.Next = .nothing)
    -> DocumentSaveRun
  {
    var run = DocumentSaveRun(version: version, overwrites: overwrites)
    run.next = next
    return run
  }

  static func edit(_ seconds: Int) -> Event { .edited(at: .seconds(seconds)) }
  static let ctrlS = Event.saveAsked(conflict: false, deleted: false)
  static let leave = Event.leaveAsked(conflict: false)
  static let settled = Event.settled(conflict: false)
  /// A save of version 1 that failed, taken: idle with a failure.
  static let failed: [Event] = [edit(0), ctrlS, .ended(version: 1, .failed(failure)), settled]

  static let idle: [Row] = [
    entry(
      "an edit sets the idle timer", when: edit(0), then: [.scheduleIdleSave(after: .seconds(2))],
      state: .idle, versions: (1, 0)),
    entry(
      "an edit with the timer set sets none", given: [edit(0)], when: edit(1), then: [], state: .idle,
      versions: (2, 0)),
    entry("Ctrl-S with nothing unsaved writes nothing", when: ctrlS, then: [], state: .idle),
    entry("Ctrl-S writes the text", given: [edit(0)], when: ctrlS, then: [write(1)], state: .saving(run(1))),
    entry(
      "Ctrl-S writes a deleted file again", when: .saveAsked(conflict: false, deleted: true),
      then: [write(0)], state: .saving(run(0))),
    entry(
      "Ctrl-S during a conflict asks", given: [edit(0)], when: .saveAsked(conflict: true, deleted: false),
      then: [.askAboutConflict], state: .idle),
    entry(
      "the idle timer before the pause waits for the rest", given: [edit(0), edit(1)],
      when: .idleSaveDue(at: .seconds(2), conflict: false),
      then: [.scheduleIdleSave(after: .seconds(1))], state: .idle),
    entry(
      "the idle timer after the pause saves", given: [edit(0)],
      when: .idleSaveDue(at: .seconds(2), conflict: false), then: [write(1)], state: .saving(run(1))),
    entry(
      "the idle timer during a conflict writes nothing", given: [edit(0)],
      when: .idleSaveDue(at: .seconds(2), conflict: true), then: [], state: .idle),
    entry(
      "the idle timer with nothing unsaved does nothing",
      when: .idleSaveDue(at: .seconds(2), conflict: false), then: [], state: .idle),
    entry("leaving with nothing unsaved finishes", when: leave, then: [.finish], state: .idle),
    entry(
      "leaving with edits saves first", given: [edit(0)], when: leave, then: [write(1)],
      state: .saving(run(1)), intent: .leaving),
    entry(
      "leaving during a conflict asks", given: [edit(0)], when: .leaveAsked(conflict: true),
      then: [.askAboutConflict], state: .idle, intent: .leaving),
    entry(
      "staying calls off a leave", given: [edit(0), .leaveAsked(conflict: true)], when: .stay,
      then: [], state: .idle),
    entry(
      "trying again writes the text", given: [edit(0)], when: .retry(conflict: false), then: [write(1)],
      state: .saving(run(1))),
    entry(
      "keeping mine writes over the change on disk", given: [edit(0)], when: .keepMine,
      then: [write(1, overwrites: true)], state: .saving(run(1, overwrites: true))),
    entry(
      "an end with no save running settles", when: .ended(version: 0, .saved), then: [],
      state: .settling(.nothing)),
    entry("settling with nothing ended does nothing", when: settled, then: [], state: .idle),
    entry(
      "a reload counts as saved", given: [edit(0), edit(1)], when: .reloaded, then: [], state: .idle,
      versions: (2, 2)),
    entry(
      "a save as the app ends counts as saved", given: [edit(0)], when: .savedBeforeEnding, then: [],
      state: .idle, versions: (1, 1)),
  ]

  static let saving: [Row] = [
    entry(
      "typing during a save is kept for the next", given: [edit(0), ctrlS], when: edit(1), then: [],
      state: .saving(run(1)), versions: (2, 0)),
    entry(
      "a second Ctrl-S during a save follows it", given: [edit(0), ctrlS], when: ctrlS, then: [],
      state: .saving(run(1, next: .another))),
    entry(
      "the idle timer during a save follows it", given: [edit(0), ctrlS],
      when: .idleSaveDue(at: .seconds(2), conflict: false), then: [],
      state: .saving(run(1, next: .another))),
    entry(
      "leaving during a save waits for it", given: [edit(0), ctrlS], when: leave, then: [],
      state: .saving(run(1, next: .another)), intent: .leaving),
    entry(
      "staying during a save", given: [edit(0), ctrlS, leave], when: .stay, then: [],
      state: .saving(run(1, next: .another))),
    entry(
      "trying again during a save follows it", given: [edit(0), ctrlS], when: .retry(conflict: false),
      then: [], state: .saving(run(1, next: .another))),
    entry(
      "keeping mine during a save follows it", given: [edit(0), ctrlS], when: .keepMine, then: [],
      state: .saving(run(1, next: .another))),
    entry(
      "a save that succeeds settles", given: [edit(0), ctrlS], when: .ended(version: 1, .saved), then: [],
      state: .settling(.nothing), versions: (1, 1)),
    entry(
      "a save that meets a change on disk settles unsaved", given: [edit(0), ctrlS],
      when: .ended(version: 1, .changedOnDisk), then: [], state: .settling(.nothing), versions: (1, 0)),
    entry(
      "a save that fails is skipped by the idle save", given: [edit(0), ctrlS],
      when: .ended(version: 1, .failed(failure)), then: [], state: .settling(.nothing), skipped: 1),
    entry(
      "a save that fails as the user leaves asks", given: [edit(0), leave],
      when: .ended(version: 1, .failed(failure)), then: [.askAboutFailedLeave(failure)],
      state: .settling(.nothing), intent: .leaving),
    entry(
      "Ctrl-S on the failed text tries it again", given: failed, when: ctrlS, then: [write(1)],
      state: .saving(run(1)), skipped: .some(nil)),
    entry(
      "a reload during a save counts as saved", given: [edit(0), ctrlS, edit(1)], when: .reloaded,
      then: [], state: .saving(run(1)), versions: (2, 2)),
    entry(
      "settling during a save does nothing", given: [edit(0), ctrlS], when: settled, then: [],
      state: .saving(run(1))),
    entry(
      "a save as the app ends during a save", given: [edit(0), ctrlS], when: .savedBeforeEnding,
      then: [], state: .saving(run(1)), versions: (1, 1)),
  ]

  static let settling: [Row] = [
    entry(
      "settled: the save asked for meanwhile writes the new text",
      given: [edit(0), ctrlS, edit(1), ctrlS, .ended(version: 1, .saved)], when: settled,
      then: [write(2)], state: .saving(run(2))),
    entry(
      "settled: the save asked for meanwhile with nothing new writes nothing",
      given: [edit(0), ctrlS, ctrlS, .ended(version: 1, .saved)], when: settled, then: [], state: .idle),
    entry(
      "settled: the save asked for meanwhile meets the conflict and asks",
      given: [edit(0), ctrlS, edit(1), ctrlS, .ended(version: 1, .saved)],
      when: .settled(conflict: true), then: [.askAboutConflict], state: .idle),
    entry(
      "settled: leaving during a save finishes once it is on disk",
      given: [edit(0), ctrlS, leave, .ended(version: 1, .saved)], when: settled, then: [.finish],
      state: .idle, intent: .leaving),
    entry(
      "settled: leaving during a save with typing after it saves again",
      given: [edit(0), ctrlS, edit(1), leave, .ended(version: 1, .saved)], when: settled,
      then: [write(2)], state: .saving(run(2)), intent: .leaving),
    entry(
      "settled: leaving, then the file changed on disk, waits for the answer",
      given: [edit(0), leave, .ended(version: 1, .changedOnDisk)], when: .settled(conflict: true),
      then: [], state: .idle, intent: .leaving),
    entry(
      "settled: a failed leave waits for the answer",
      given: [edit(0), leave, .ended(version: 1, .failed(failure))], when: settled, then: [],
      state: .idle, intent: .leaving),
    entry(
      "an edit while settling", given: [edit(0), ctrlS, .ended(version: 1, .saved)], when: edit(1),
      then: [], state: .settling(.nothing), versions: (2, 1)),
    entry(
      "Ctrl-S while settling writes", given: [edit(0), ctrlS, edit(1), .ended(version: 1, .saved)],
      when: ctrlS, then: [write(2)], state: .saving(run(2))),
    entry(
      "the idle timer while settling writes",
      given: [edit(0), ctrlS, edit(1), .ended(version: 1, .saved)],
      when: .idleSaveDue(at: .seconds(3), conflict: false), then: [write(2)], state: .saving(run(2))),
    entry(
      "leaving while settling with nothing unsaved finishes",
      given: [edit(0), ctrlS, .ended(version: 1, .saved)], when: leave, then: [.finish],
      state: .settling(.nothing)),
    entry(
      "staying while settling", given: [edit(0), leave, .ended(version: 1, .failed(failure))],
      when: .stay, then: [], state: .settling(.nothing)),
    entry(
      "trying again while settling", given: [edit(0), leave, .ended(version: 1, .failed(failure))],
      when: .retry(conflict: false), then: [write(1)], state: .saving(run(1)), intent: .leaving),
    entry(
      "keeping mine while settling", given: [edit(0), ctrlS, .ended(version: 1, .changedOnDisk)],
      when: .keepMine, then: [write(1, overwrites: true)], state: .saving(run(1, overwrites: true))),
    entry(
      "a second end while settling", given: [edit(0), ctrlS, .ended(version: 1, .saved)],
      when: .ended(version: 1, .saved), then: [], state: .settling(.nothing)),
    entry(
      "a reload while settling", given: [edit(0), ctrlS, edit(1), .ended(version: 1, .saved)],
      when: .reloaded, then: [], state: .settling(.nothing), versions: (2, 2)),
    entry(
      "a save as the app ends while settling",
      given: [edit(0), ctrlS, edit(1), .ended(version: 1, .saved)], when: .savedBeforeEnding, then: [],
      state: .settling(.nothing), versions: (2, 2)),
  ]

  static let afterFailure: [Row] = [
    entry(
      "a failed save then an edit: the idle save tries the new text", given: failed + [edit(3)],
      when: .idleSaveDue(at: .seconds(5), conflict: false), then: [write(2)], state: .saving(run(2))),
    entry(
      "a failed save: the idle save does not try it again", given: failed,
      when: .idleSaveDue(at: .seconds(5), conflict: false), then: [], state: .idle, skipped: 1),
    entry(
      "a failed save: leaving asks", given: failed, when: leave, then: [.askAboutFailedLeave(failure)],
      state: .idle, intent: .leaving),
    entry(
      "a failed save then an edit: leaving saves", given: failed + [edit(3)], when: leave,
      then: [write(2)], state: .saving(run(2)), intent: .leaving),
    entry(
      "a failed save: trying again as the user leaves", given: failed + [leave],
      when: .retry(conflict: false), then: [write(1)], state: .saving(run(1)), intent: .leaving,
      skipped: .some(nil)),
    entry(
      "a failed save: a reload clears it", given: failed, when: .reloaded, then: [], state: .idle,
      versions: (1, 1), skipped: .some(nil)),
  ]

  @Test(arguments: idle + saving + settling + afterFailure)
  func row(_ row: Row) {
    row.run(on: DocumentSaveCycle(idleDelay: .seconds(2)))
  }

  /// A whole leave as the terminal tests drive it: typing, Esc, the save, typing during it
  /// (kept for the screen that comes next), finishing once the text is on disk.
  @Test func leavingWhileASaveRunsFinishesOnceTheTextIsOnDisk() {
    var cycle = DocumentSaveCycle(idleDelay: .seconds(2))
    _ = cycle.receive(Self.edit(0))
    #expect(cycle.receive(Self.ctrlS) == [Self.write(1)])
    #expect(cycle.receive(Self.leave) == [])
    #expect(cycle.isLeaving)
    #expect(cycle.receive(.ended(version: 1, .saved)) == [])
    #expect(cycle.receive(Self.settled) == [.finish])
    #expect(cycle.hasSaved)
  }

  /// Without an idle pause, edits set no timer and the timer saves nothing.
  @Test func withoutAnIdlePauseOnlyAskingSaves() {
    var cycle = DocumentSaveCycle(idleDelay: nil)
    #expect(cycle.receive(Self.edit(0)) == [])
    #expect(cycle.receive(.idleSaveDue(at: .seconds(10), conflict: false)) == [])
    #expect(cycle.receive(Self.ctrlS) == [Self.write(1)])
  }
}

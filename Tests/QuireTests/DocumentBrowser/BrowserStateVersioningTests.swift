import Quire
import Testing

/// The state's answers about notes kept in git, as tables of events (no git, no folder, no
/// clock): git asked once as the browser appears; a commit when a note is left, renamed,
/// deleted, tagged or described, and after a quiet wait when the watcher saw a change; one
/// git job at a time, what is asked meanwhile after it; the header's sync states.
@Suite struct BrowserStateVersioningTests {
  typealias Step = BrowserStateTests.Step
  static let a = BrowserStateTests.a
  static let b = BrowserStateTests.b
  static let noon = FileTime(seconds: 1_784_116_800, nanoseconds: 0)
  static let report = SyncReport(changed: ["b.md"], sent: true)
  static let copies = SyncReport(
    changed: ["b.md", "b (conflict 2026-07-15 120000).md"],
    conflictCopies: ["b (conflict 2026-07-15 120000).md"])

  /// Appeared, kept in git, listed with `a` and `b`, heads read.
  static let kept = [
    Step(.appeared, [.list, .findVersioning]),
    Step(.versioningFound(true)),
    Step(BrowserStateTests.listed([a, b]), [.startWatching([a, b]), .readHeads([a, b])]),
    Step(BrowserStateTests.read(a, b)),
  ]

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var steps: [Step]
    /// The job and the syncs at the end.
    var job: BrowserVersioning.Job
    var sync: BrowserVersioning.Sync = .never
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    Row(
      name: "leaving a note commits it; the commit ending leaves git idle",
      steps: kept + [Step(.noteClosed(failure: nil), [.list, .commit]), Step(.committed(.success(true)))],
      job: .idle),
    Row(
      name: "a rename, a delete, a header and a tag rename each commit",
      steps: kept + [
        Step(
          .renamed(oldName: "a.md", newName: "c.md", .success(())),
          [.list, .findLinkingNotes(old: "a.md", new: "c.md"), .commit]),
        Step(.committed(.success(true))),
        Step(.trashed(.success(())), [.commit]),
        Step(.committed(.success(true))),
      ],
      job: .idle),
    Row(
      name: "a failed operation commits nothing",
      steps: kept + [
        Step(
          .renamed(oldName: "a.md", newName: "b.md", .failure(BrowserStateTests.taken)),
          [.notice(BrowserStateTests.taken.description), .list]),
        Step(
          .trashed(.failure(BrowserStateTests.notTrashed)),
          [.notice(BrowserStateTests.notTrashed.description)]),
      ],
      job: .idle),
    Row(
      name: "a change the watcher saw is committed once quiet; a later change starts the wait again",
      steps: kept + [
        Step(.folderChanged, [.list, .waitForChange, .wakeForCommit(generation: 1)]),
        Step(BrowserStateTests.listed([a, b]), [.acknowledge([a, b])]),
        Step(.folderChanged, [.list, .waitForChange, .wakeForCommit(generation: 2)]),
        // The first wait's wake is stale: the folder changed since.
        Step(.commitWoke(generation: 1)),
        Step(.commitWoke(generation: 2), [.commit]),
        Step(.commitWoke(generation: 2)),
      ],
      job: .committing(then: .nothing)),
    Row(
      name: "a commit asked while one runs runs after it, once",
      steps: kept + [
        Step(.noteClosed(failure: nil), [.list, .commit]),
        Step(.headerChanged(name: "a.md", .success(()), historyWarning: nil), [.notice(nil)]),
        Step(
          .tagRenamed(TagRenameOutcome(old: "x", new: "y")),
          [.reportTagRename(TagRenameOutcome(old: "x", new: "y"))]),
        Step(.committed(.success(true)), [.commit]),
        Step(.committed(.success(false))),
      ],
      job: .idle),
    Row(
      name: "a sync asked while a commit runs runs after it, and stands for a commit asked too",
      steps: kept + [
        Step(.noteClosed(failure: nil), [.list, .commit]),
        Step(.syncRequested),
        Step(
          .linksRenamed(LinkRenameOutcome(old: "a.md", new: "c.md")),
          [.reportLinkRename(LinkRenameOutcome(old: "a.md", new: "c.md"))]),
        Step(.committed(.success(true)), [.sync]),
        Step(.synced(.success(SyncReport()), wallClock: noon)),
      ],
      job: .idle, sync: .ended(.synced(at: noon))),
    Row(
      name: "S syncs; the header says syncing, then when; what came is listed at once",
      steps: kept + [
        Step(.syncRequested, [.sync]),
        Step(.syncRequested),
        Step(.synced(.success(report), wallClock: noon), [.list, .sync]),
      ],
      job: .syncing(then: .nothing), sync: .syncing(last: .synced(at: noon))),
    Row(
      name: "a sync that kept both sides of a note says so",
      steps: kept + [
        Step(.syncRequested, [.sync]),
        Step(
          .synced(.success(copies), wallClock: noon), [.list, .reportConflictCopies(copies.conflictCopies)]),
      ],
      job: .idle, sync: .ended(.synced(at: noon))),
    Row(
      name: "a sync that failed says why in the header, and the next sync may succeed",
      steps: kept + [
        Step(.syncRequested, [.sync]),
        Step(.synced(.failure(.unreachable), wallClock: noon)),
        Step(.syncRequested, [.sync]),
      ],
      job: .syncing(then: .nothing), sync: .syncing(last: .failed(.unreachable, at: noon))),
    Row(
      name: "a failed commit says why once",
      steps: kept + [
        Step(.noteClosed(failure: nil), [.list, .commit]),
        Step(.committed(.failure(.gitFailed("index.lock exists"))), [.notice("git: index.lock exists")]),
      ],
      job: .idle),
  ]

  @Test(arguments: rows)
  func eventsAnswerEffects(row: Row) {
    var state = BrowserState(keepsVersions: true)
    for (number, step) in row.steps.enumerated() {
      #expect(state.receive(step.event) == step.effects, "step \(number + 1): \(step.event)")
    }
    guard case .on(let versioned) = state.versioning else {
      Issue.record("the notes are not kept in git: \(state.versioning)")
      return
    }
    #expect(versioned.job == row.job)
    #expect(versioned.sync == row.sync)
  }

  @Test func withoutGitNothingOfItHappens() {
    var state = BrowserState(keepsVersions: true)
    #expect(state.receive(.appeared) == [.list, .findVersioning])
    // The listing runs still, so this one waits for it; git is asked once.
    #expect(state.receive(.appeared) == [])
    #expect(state.receive(.versioningFound(false)) == [])
    #expect(state.receive(.noteClosed(failure: nil)) == [])
    #expect(state.receive(.syncRequested) == [])
    #expect(state.receive(.folderChanged) == [.waitForChange], "no wait for quiet")
    #expect(state.versioning == .off)
    var plain = BrowserState()
    #expect(plain.receive(.appeared) == [.list], "a browser given no git asks nothing")
  }
}

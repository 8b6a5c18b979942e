import QuireDocuments
import Testing

@testable import Quire

/// The recovery copy as a value, with no file and no clock: a copy written 5 s after the
/// first edit it does not hold. Each row gives the events that bring the copy to a state
/// (idle, writing, writing with a removal waiting, removing), one more event, what the editor
/// is told to do and where the copy ends; a recovery write while the file is reloaded, and a
/// save that lands during a write, have rows of their own.
@Suite struct DocumentRecoveryCopyTests {
  typealias Event = DocumentRecoveryCopy.Event
  typealias Effect = DocumentRecoveryCopy.Effect
  typealias State = DocumentRecoveryCopy.State

  typealias Row = EventRow<DocumentRecoveryCopy>

  /// A row of the table.
  static func entry(
    _ name: String, given: [Event] = [], when: Event, then: [Effect], state: State,
    path: String?? = nil, kept: Int? = nil
  ) -> Row {
    Row(testDescription: name, given: given, when: when, then: then, state: state) { value in
      if let path { #expect(value.path == path) }
      if let kept { #expect(value.keptVersion == kept) }
    }
  }

  static let copyPath = "/recovery/n.md"
  static let failure = DocumentError.cannotKeepRecovery(path: "/n.md", reason: SystemErrorNumber(28))

  /// The versions: `edit` edits, `saved` of them on disk.
  static func at(_ edit: Int, saved: Int = 0) -> DocumentVersions {
    DocumentVersions(edit: edit, saved: saved)
  }

  static func edit(_ version: Int, _ seconds: Int) -> Event { .edited(at(version), at: .seconds(seconds)) }
  static func due(_ version: Int, _ seconds: Int) -> Event { .due(at(version), at: .seconds(seconds)) }
  static func written(_ version: Int, of edit: Int, saved: Int = 0, _ seconds: Int = 5) -> Event {
    .written(version: version, .success(copyPath), at(edit, saved: saved), at: .seconds(seconds))
  }
  /// An edit, its timer, the write of version 1 running.
  static let writing: [Event] = [edit(1, 0), due(1, 5)]
  /// A copy of version 1 written.
  static let kept: [Event] = writing + [written(1, of: 1)]
  /// A copy of version 1 written, then being removed (the text saved).
  static let removing: [Event] = kept + [.saved(version: 1, at(1, saved: 1))]

  static let idle: [Row] = [
    entry("an edit sets the timer", when: edit(1, 0), then: [.schedule(after: .seconds(5))], state: .idle),
    entry(
      "an edit with the timer set sets none", given: [edit(1, 0)], when: edit(2, 1), then: [],
      state: .idle),
    entry(
      "the timer before the delay waits for the rest", given: [edit(1, 2)], when: due(1, 5),
      then: [.schedule(after: .seconds(2))], state: .idle),
    entry(
      "the timer writes the text", given: [edit(1, 0)], when: due(1, 5), then: [.write(version: 1)],
      state: .writing(version: 1, then: .keeping)),
    entry(
      "the timer with the text saved writes nothing", given: [edit(1, 0)],
      when: .due(
        at(1, saved: 1),
        at: .seconds(5)), then: [], state: .idle),
    entry(
      "the timer with the text kept writes nothing", given: kept, when: due(1, 20), then: [],
      state: .idle),
    entry(
      "a stray write's end is taken, its timer kept", given: [edit(1, 0)], when: written(1, of: 2), then: [],
      state: .idle, path: .some(copyPath), kept: 1),
    entry(
      "a stray removal's end forgets the copy", given: [edit(1, 0)],
      when: .removed(nil, at(1), at: .seconds(1)), then: [], state: .idle, path: .some(nil)),
    entry(
      "a save with nothing kept removes nothing", given: [edit(1, 0)],
      when: .saved(version: 1, at(1, saved: 1)), then: [], state: .idle, kept: 1),
    entry(
      "a save removes the copy", given: kept, when: .saved(version: 1, at(1, saved: 1)),
      then: [.remove], state: .removing),
    entry(
      "a save of older text keeps the copy", given: kept + [edit(2, 6)],
      when: .saved(version: 1, at(2, saved: 1)), then: [], state: .idle, kept: 1),
    entry(
      "a reload removes the copy", given: kept, when: .reloaded(at(2, saved: 2)), then: [.remove],
      state: .removing, kept: 2),
    entry(
      "a restored copy is the copy", when: .restored(path: copyPath, version: 1), then: [],
      state: .idle, path: .some(copyPath), kept: 1),
    entry(
      "a copy kept now", given: [edit(1, 0)], when: .keptNow(path: copyPath, version: 1), then: [],
      state: .idle, path: .some(copyPath), kept: 1),
    entry(
      "discarding the copy offered removes it", when: .discard(path: copyPath), then: [.remove],
      state: .removing, path: .some(copyPath)),
    entry("a copy removed now", given: kept, when: .removedNow, then: [], state: .idle, path: .some(nil)),
  ]

  static let writingRows: [Row] = [
    entry(
      "an edit during a write sets the timer for it", given: writing, when: edit(2, 6),
      then: [.schedule(after: .seconds(5))], state: .writing(version: 1, then: .keeping)),
    entry(
      "the timer during a write writes nothing", given: writing + [edit(2, 6)], when: due(2, 11),
      then: [], state: .writing(version: 1, then: .keeping)),
    entry(
      "a write's end with more edits waiting keeps their timer", given: writing + [edit(2, 6)],
      when: written(1, of: 2, 7), then: [], state: .idle, path: .some(copyPath), kept: 1),
    entry(
      "a write's end with nothing new sets no timer", given: writing,
      when: written(1, of: 1, 6), then: [], state: .idle, path: .some(copyPath), kept: 1),
    entry(
      "a write's end with the text on disk removes the copy", given: writing,
      when: written(1, of: 1, saved: 1), then: [.remove], state: .removing, kept: 1),
    entry(
      "a write that fails is reported", given: writing,
      when: .written(version: 1, .failure(failure), at(1), at: .seconds(6)), then: [.report(failure)],
      state: .idle, path: .some(nil), kept: 0),
    entry(
      "a save during the first write: the copy goes once written", given: writing,
      when: .saved(version: 1, at(1, saved: 1)), then: [], state: .writing(version: 1, then: .keeping)),
    entry(
      "a save during a later write waits for it", given: kept + [edit(2, 6), due(2, 11)],
      when: .saved(version: 2, at(2, saved: 2)), then: [], state: .writing(version: 2, then: .removing)),
    entry(
      "a recovery write while reloading: the copy goes once written",
      given: kept + [edit(2, 6), due(2, 11)], when: .reloaded(at(3, saved: 3)), then: [],
      state: .writing(version: 2, then: .removing), kept: 3),
    entry(
      "the write after a reload ends in the removal",
      given: kept + [edit(2, 6), due(2, 11), .reloaded(at(3, saved: 3))], when: written(2, of: 3, saved: 3),
      then: [.remove], state: .removing, kept: 3),
    entry(
      "a stray removal's end during a write", given: writing,
      when: .removed(nil, at(1), at: .seconds(6)), then: [], state: .idle),
    entry(
      "a restored copy during a write", given: writing, when: .restored(path: copyPath, version: 2),
      then: [], state: .writing(version: 1, then: .keeping), kept: 2),
    entry(
      "a copy kept now during a write", given: writing, when: .keptNow(path: copyPath, version: 1),
      then: [], state: .writing(version: 1, then: .keeping), path: .some(copyPath)),
    entry(
      "discarding during a write waits for it", given: writing, when: .discard(path: copyPath),
      then: [], state: .writing(version: 1, then: .removing)),
    entry(
      "a copy removed now during a write", given: writing, when: .removedNow, then: [],
      state: .writing(version: 1, then: .keeping), path: .some(nil)),
  ]

  static let removingRows: [Row] = [
    entry(
      "an edit during a removal sets the timer", given: removing, when: edit(2, 6),
      then: [.schedule(after: .seconds(5))], state: .removing),
    entry(
      "the timer during a removal writes nothing", given: removing + [edit(2, 6)], when: due(2, 11),
      then: [], state: .removing),
    entry(
      "a removal's end forgets the copy", given: removing,
      when: .removed(nil, at(1, saved: 1), at: .seconds(6)), then: [], state: .idle, path: .some(nil)),
    entry(
      "a removal's end with edits waiting sets the timer", given: removing + [edit(2, 6), due(2, 11)],
      when: .removed(nil, at(2, saved: 1), at: .seconds(12)), then: [.schedule(after: .zero)],
      state: .idle, path: .some(nil)),
    entry(
      "a removal that fails is reported", given: removing,
      when: .removed(failure, at(1, saved: 1), at: .seconds(6)), then: [.report(failure)], state: .idle,
      path: .some(copyPath)),
    entry(
      "a second save during a removal removes nothing more", given: removing,
      when: .saved(version: 1, at(1, saved: 1)), then: [], state: .removing),
    entry(
      "a reload during a removal", given: removing, when: .reloaded(at(2, saved: 2)), then: [],
      state: .removing, kept: 2),
    entry(
      "a stray write's end during a removal", given: removing, when: written(1, of: 1, saved: 1),
      then: [.remove], state: .removing),
    entry(
      "a restored copy during a removal", given: removing, when: .restored(path: copyPath, version: 2),
      then: [], state: .removing, kept: 2),
    entry(
      "a copy kept now during a removal", given: removing, when: .keptNow(path: copyPath, version: 3),
      then: [], state: .removing, kept: 3),
    entry(
      "discarding during a removal", given: removing, when: .discard(path: copyPath), then: [],
      state: .removing),
    entry(
      "a copy removed now during a removal", given: removing, when: .removedNow, then: [],
      state: .removing, path: .some(nil)),
  ]

  @Test(arguments: idle + writingRows + removingRows)
  func row(_ row: Row) {
    row.run(on: DocumentRecoveryCopy(delay: .seconds(5)))
  }

  /// With no recovery store the editor keeps no copy: no timer, no write, no removal.
  @Test func withoutAStoreNothingIsKept() {
    var copy = DocumentRecoveryCopy(delay: nil)
    #expect(copy.receive(Self.edit(1, 0)) == [])
    #expect(copy.receive(Self.due(1, 60)) == [])
    #expect(copy.receive(.discard(path: Self.copyPath)) == [])
  }

  /// What the app ending has to write: unsaved text not in the copy, or no copy at all.
  @Test func theAppEndingKeepsOnlyWhatTheCopyLacks() {
    var copy = DocumentRecoveryCopy(delay: .seconds(5))
    #expect(!copy.needsKeeping(Self.at(0)))
    #expect(copy.needsKeeping(Self.at(1)))
    for event in Self.kept { _ = copy.receive(event) }
    #expect(!copy.needsKeeping(Self.at(1)))
    #expect(copy.needsKeeping(Self.at(2)))
  }
}

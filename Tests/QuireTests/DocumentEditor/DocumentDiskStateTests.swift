import QuireDocuments
import Testing

@testable import Quire

/// The file's relation to the disk as a value, with no file and no clock. Each row gives the
/// events that bring it to a state (in step, deleted, in conflict, asking, a reload running,
/// a save running), one more event, what the editor is told to do and where it ends; a save
/// finishing while the file changes on disk, and typing while a change is read again, have
/// rows of their own.
@Suite struct DocumentDiskStateTests {
  typealias Event = DocumentDiskState.Event
  typealias Effect = DocumentDiskState.Effect
  typealias State = DocumentDiskState.State

  typealias Row = EventRow<DocumentDiskState>

  /// A row of the table.
  static func entry(
    _ name: String, given: [Event] = [], when: Event, then: [Effect], state: State,
    reload: DocumentReload = .idle, identity: FileIdentity?? = nil
  ) -> Row {
    Row(testDescription: name, given: given, when: when, then: then, state: state) { value in
      #expect(value.reload == reload)
      if let identity { #expect(value.identity == identity) }
    }
  }

  /// The file as it was at its `number`th state.
  static func id(_ number: UInt64) -> FileIdentity {
    FileIdentity(
      device: 1, inode: number, byteCount: Int(number), modificationTime: FileTime(nanosecondsSinceEpoch: 0),
      statusChangeTime: FileTime(nanosecondsSinceEpoch: 0), contentHash: ContentHash(value: number))
  }

  static let failure = DocumentError.cannotRead(path: "/n.md", reason: SystemErrorNumber(2))
  static let loaded = Event.loaded(id(1))

  static func notice(_ change: FileChange, _ number: UInt64?, unsaved: Bool = false, saving: Bool = false)
    -> Event
  {
    .noticed(FileChangeNotice(change: change, identity: number.map(id)), unsaved: unsaved, saving: saving)
  }

  static let deleted: [Event] = [loaded, notice(.deleted, nil)]
  static let asking: [Event] = [loaded, notice(.changed, 2, unsaved: true)]
  static let conflict: [Event] = asking + [.answered(.keepMine)]
  static let following: [Event] = [loaded, notice(.changed, 2)]
  static func saved(_ number: UInt64, overwrote: Bool = false, unsaved: Bool = false) -> Event {
    .saveEnded(.saved(id(number)), overwrote: overwrote, unsaved: unsaved)
  }

  static let inStep: [Row] = [
    entry("loading takes the identity", when: loaded, then: [], state: .inStep, identity: .some(id(1))),
    entry(
      "an unchanged notice is nothing", given: [loaded], when: notice(.unchanged, 1), then: [],
      state: .inStep),
    entry(
      "the editor's own change is ignored", given: [loaded], when: notice(.changed, 1), then: [],
      state: .inStep),
    entry(
      "a change with no edits is read again", given: [loaded], when: notice(.changed, 2), then: [.reload],
      state: .inStep, reload: .following),
    entry(
      "a replacement with no edits is read again", given: [loaded], when: notice(.replaced, 2),
      then: [.reload], state: .inStep, reload: .following),
    entry(
      "a change under unsaved edits asks", given: [loaded], when: notice(.changed, 2, unsaved: true),
      then: [.askAboutConflict], state: .asking(.changed)),
    entry(
      "a deletion is marked and said", given: [loaded], when: notice(.deleted, nil), then: [.showDeleted],
      state: .deleted, identity: .some(nil)),
    entry(
      "a notice during a save waits for it", given: [loaded], when: notice(.changed, 2, saving: true),
      then: [], state: .inStep),
    entry(
      "a save takes its identity and tells the watcher", given: [loaded], when: saved(2),
      then: [.acknowledge(id(2))], state: .inStep, identity: .some(id(2))),
    entry(
      "a save that fails leaves the file as it was", given: [loaded],
      when: .saveEnded(.failed, overwrote: false, unsaved: true), then: [], state: .inStep,
      identity: .some(id(1))),
    entry(
      "a save that meets a change on disk asks", given: [loaded],
      when: .saveEnded(.changedOnDisk(.replaced), overwrote: false, unsaved: true),
      then: [.askAboutConflict], state: .asking(.replaced)),
    entry(
      "a stray reload's end loads the text", given: [loaded],
      when: .reloaded(.success(id(2)), unsaved: false),
      then: [.acknowledge(id(2)), .takeText(copy: nil)], state: .inStep, identity: .some(id(2))),
    entry(
      "asking with no conflict asks nothing", given: [loaded], when: .askAboutConflict, then: [],
      state: .inStep),
    entry("a stray answer", given: [loaded], when: .answered(nil), then: [.stay], state: .inStep),
    entry(
      "a stray copy's end reads theirs", given: [loaded], when: .copySaved(.success("/n (copy).md")),
      then: [.reload], state: .inStep, reload: .takingTheirs(copy: "/n (copy).md")),
    entry(
      "a save as the app ends takes its identity", given: [loaded], when: .savedBeforeEnding(id(3)),
      then: [], state: .inStep, identity: .some(id(3))),
  ]

  static let deletedRows: [Row] = [
    entry(
      "a second deletion is said once", given: deleted, when: notice(.deleted, nil), then: [],
      state: .deleted),
    entry(
      "the file back with no edits is read again", given: deleted, when: notice(.changed, 2),
      then: [.reload], state: .inStep, reload: .following),
    entry(
      "the file back under edits asks", given: deleted, when: notice(.replaced, 2, unsaved: true),
      then: [.askAboutConflict], state: .asking(.replaced)),
    entry(
      "a save writes the deleted file again", given: deleted, when: saved(2), then: [.acknowledge(id(2))],
      state: .inStep, identity: .some(id(2))),
    entry(
      "a save that fails leaves it deleted", given: deleted,
      when: .saveEnded(.failed, overwrote: false, unsaved: true), then: [], state: .deleted),
    entry(
      "a reload that fails is said", given: deleted, when: .reloaded(.failure(failure), unsaved: false),
      then: [.report(failure)], state: .deleted),
    entry(
      "asking with the file deleted asks nothing", given: deleted, when: .askAboutConflict, then: [],
      state: .deleted),
    entry(
      "a save as the app ends", given: deleted, when: .savedBeforeEnding(id(2)), then: [],
      state: .deleted, identity: .some(id(2))),
  ]

  static let conflictRows: [Row] = [
    entry(
      "a save or a leave meeting the conflict asks", given: conflict, when: .askAboutConflict,
      then: [.askAboutConflict], state: .asking(.changed)),
    entry(
      "another change during the conflict asks again", given: conflict,
      when: notice(.replaced, 3, unsaved: true), then: [.askAboutConflict], state: .asking(.replaced)),
    entry(
      "a deletion during the conflict is said, the conflict stays", given: conflict,
      when: notice(.deleted, nil, unsaved: true), then: [.showDeleted], state: .conflict(.changed),
      identity: .some(nil)),
    entry(
      "keeping mine: the overwriting save ends the conflict", given: conflict,
      when: saved(3, overwrote: true), then: [.acknowledge(id(3))], state: .inStep),
    entry(
      "a save begun before the conflict leaves it", given: conflict, when: saved(3),
      then: [.acknowledge(id(3))], state: .conflict(.changed)),
    entry(
      "a stray reload's end in a conflict asks", given: conflict,
      when: .reloaded(.success(id(2)), unsaved: true), then: [.askAboutConflict], state: .asking(.changed)),
    entry(
      "a conflict copy that fails is said, the leave called off", given: conflict,
      when: .copySaved(.failure(failure)), then: [.stay, .report(failure)], state: .conflict(.changed)),
    entry(
      "a conflict copy saved reads theirs", given: conflict, when: .copySaved(.success("/c.md")),
      then: [.reload], state: .conflict(.changed), reload: .takingTheirs(copy: "/c.md")),
  ]

  static let askingRows: [Row] = [
    entry(
      "the question is asked once", given: asking, when: .askAboutConflict, then: [],
      state: .asking(.changed)),
    entry(
      "another change while asking takes its kind", given: asking,
      when: notice(.replaced, 3, unsaved: true), then: [], state: .asking(.replaced)),
    entry(
      "keep mine saves over it", given: asking, when: .answered(.keepMine), then: [.saveOverwriting],
      state: .conflict(.changed)),
    entry(
      "take theirs reads it again", given: asking, when: .answered(.takeTheirs), then: [.reload],
      state: .conflict(.changed), reload: .takingTheirs(copy: nil)),
    entry(
      "save a copy saves the copy", given: asking, when: .answered(.saveCopy), then: [.saveCopy],
      state: .conflict(.changed)),
    entry(
      "Esc leaves the question for the next save", given: asking, when: .answered(nil), then: [.stay],
      state: .conflict(.changed)),
    entry(
      "a save that meets another change while asking", given: asking,
      when: .saveEnded(.changedOnDisk(.replaced), overwrote: false, unsaved: true), then: [],
      state: .asking(.replaced)),
    entry(
      "a deletion while asking keeps the question", given: asking, when: notice(.deleted, nil),
      then: [.showDeleted], state: .asking(.changed)),
  ]

  static let reloadRows: [Row] = [
    entry(
      "a reload loads the text", given: following, when: .reloaded(.success(id(2)), unsaved: false),
      then: [.acknowledge(id(2)), .takeText(copy: nil)], state: .inStep, identity: .some(id(2))),
    entry(
      "typing while a change is read again asks", given: following,
      when: .reloaded(.success(id(2)), unsaved: true), then: [.askAboutConflict],
      state: .asking(.changed), identity: .some(id(1))),
    entry(
      "a reload that fails is said", given: following, when: .reloaded(.failure(failure), unsaved: false),
      then: [.report(failure)], state: .inStep),
    entry(
      "a second change while reading reads once", given: following, when: notice(.changed, 3),
      then: [], state: .inStep, reload: .following),
    entry(
      "taking theirs while a change is read applies to the text read",
      given: following + [notice(.changed, 3, unsaved: true)], when: .answered(.takeTheirs), then: [],
      state: .conflict(.changed), reload: .takingTheirs(copy: nil)),
    entry(
      "theirs taken: the text replaces the edits, the leave is called off",
      given: asking + [.answered(.takeTheirs)], when: .reloaded(.success(id(2)), unsaved: true),
      then: [.stay, .acknowledge(id(2)), .takeText(copy: nil)], state: .inStep),
    entry(
      "theirs taken after a copy: the copy is named",
      given: asking + [.answered(.saveCopy), .copySaved(.success("/c.md"))],
      when: .reloaded(.success(id(2)), unsaved: true),
      then: [.stay, .acknowledge(id(2)), .takeText(copy: "/c.md")], state: .inStep),
    entry(
      "theirs taken but unreadable: said, the conflict stays", given: asking + [.answered(.takeTheirs)],
      when: .reloaded(.failure(failure), unsaved: true), then: [.stay, .report(failure)],
      state: .conflict(.changed)),
  ]

  static let savingRows: [Row] = [
    entry(
      "a save finishing while the file changed with no edits reads it again",
      given: [loaded, notice(.changed, 3, saving: true)], when: saved(2),
      then: [.acknowledge(id(2)), .reload], state: .inStep, reload: .following),
    entry(
      "a save finishing while the file changed under new edits asks",
      given: [loaded, notice(.changed, 3, saving: true)], when: saved(2, unsaved: true),
      then: [.acknowledge(id(2)), .askAboutConflict], state: .asking(.changed)),
    entry(
      "a save finishing with its own change noticed ignores it",
      given: [loaded, notice(.changed, 2, saving: true)], when: saved(2), then: [.acknowledge(id(2))],
      state: .inStep),
    entry(
      "a save failing while the file was deleted: the deletion is said",
      given: [loaded, notice(.deleted, nil, saving: true)],
      when: .saveEnded(.failed, overwrote: false, unsaved: true), then: [.showDeleted], state: .deleted),
    entry(
      "a save meeting the change it noticed asks once",
      given: [loaded, notice(.changed, 3, saving: true)],
      when: .saveEnded(.changedOnDisk(.changed), overwrote: false, unsaved: true),
      then: [.askAboutConflict], state: .asking(.changed)),
  ]

  @Test(arguments: inStep + deletedRows + conflictRows + askingRows + reloadRows + savingRows)
  func row(_ row: Row) {
    row.run(on: DocumentDiskState())
  }

  /// What a save expects on disk: the file as last read or written, nothing when it writes
  /// over a change the user chose to overwrite or writes a deleted file again.
  @Test func aSaveExpectsTheFileAsLastReadUnlessOverwritingOrDeleted() {
    var disk = DocumentDiskState()
    _ = disk.receive(Self.loaded)
    #expect(disk.expectedIdentity(overwriting: false) == Self.id(1))
    #expect(disk.expectedIdentity(overwriting: true) == nil)
    _ = disk.receive(Self.notice(.deleted, nil))
    #expect(disk.expectedIdentity(overwriting: false) == nil)
  }
}

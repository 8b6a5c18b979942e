import QuireTestSupport
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An index that cannot be used as it is (damaged, of an older schema, locked, in a cache
/// that cannot be written) never stops a search: it is rebuilt or bypassed, with one notice,
/// and no note is changed.
@Suite struct NoteIndexDamageTests {
  let notes = TemporaryFolder()
  let cache = TemporaryFolder()
  var database: String { cache.file("index/notes.sqlite") }

  init() {
    TestFiles.writeFile("---\ntags: [home]\n---\nOat milk and bread\n", to: notes.file("Groceries.md"))
    TestFiles.writeFile("Dear Anna, the milk was sour.\n", to: notes.file("Letters.md"))
  }

  func open() -> NoteIndex {
    let index = NoteIndex(folder: DocumentFolder(path: notes.path), databasePath: database)
    index.update()
    return index
  }

  /// Every note's name and bytes, to show none was changed.
  var noteFiles: [String: [UInt8]] {
    Dictionary(
      uniqueKeysWithValues: DirectoryListing.names(in: notes.path).map {
        ($0, TestFiles.readFile(notes.file($0)) ?? [])
      })
  }

  func expectSearchWorks(_ index: NoteIndex) {
    #expect(Set(index.search(NoteQuery("milk")).map(\.stem)) == ["Groceries", "Letters"])
    #expect(index.search(NoteQuery("#home -anna")).map(\.stem) == ["Groceries"])
  }

  @Test func aNewIndexIsPrivate() {
    let index = open()
    #expect(index.notice == nil)
    #expect(TestFiles.mode(cache.file("index")) == 0o700)
    for suffix in ["", "-wal", "-shm"] where TestFiles.status(database + suffix) != nil {
      #expect(TestFiles.mode(database + suffix) == 0o600, "\(suffix)")
    }
    expectSearchWorks(index)
  }

  @Test func aDamagedIndexIsBuiltAgainWithOneNotice() {
    _ = open()
    let before = noteFiles
    NoteDatabase.remove(at: database)
    TestFiles.writeFile(String(repeating: "not a database ", count: 1_000), to: database, mode: 0o600)
    let index = open()
    guard case .rebuilt = index.notice else {
      Issue.record("notice \(String(describing: index.notice))")
      return
    }
    #expect(!index.isBypassed)
    expectSearchWorks(index)
    #expect(noteFiles == before)
  }

  @Test func anIndexCutShortIsBuiltAgain() throws {
    _ = open()
    // Checkpointed into the main file, then its pages after the first cut away.
    let connection = try SQLiteConnection(path: database, create: false)
    try connection.execute("PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE")
    truncate(database, 4096 + 100)
    let index = open()
    #expect(index.notice != nil)
    expectSearchWorks(index)
  }

  @Test func anIndexOfAnOlderSchemaIsBuiltAgain() throws {
    _ = open()
    let connection = try SQLiteConnection(path: database, create: false)
    try connection.execute("PRAGMA user_version = 0")
    let index = open()
    #expect(
      index.notice
        == .rebuilt(path: database, reason: "an index of version 0, not \(NoteDatabase.schemaVersion)"))
    expectSearchWorks(index)
  }

  @Test func aCacheThatCannotBeMadeIsBypassed() {
    TestFiles.writeFile("a file where the cache folder would be", to: cache.file("index"))
    let before = noteFiles
    let index = open()
    guard case .bypassed = index.notice else {
      Issue.record("notice \(String(describing: index.notice))")
      return
    }
    #expect(index.isBypassed)
    expectSearchWorks(index)
    #expect(noteFiles == before)
  }

  @Test func aLockedIndexIsBypassedAndSearchStillWorks() throws {
    _ = open()
    TestFiles.writeFile("A note about milk, written meanwhile\n", to: notes.file("New.md"))
    let other = try SQLiteConnection(path: database, create: false)
    try other.execute("BEGIN EXCLUSIVE")
    defer { try? other.execute("ROLLBACK") }
    let index = NoteIndex(folder: DocumentFolder(path: notes.path), databasePath: database)
    index.update()
    guard case .bypassed = index.notice else {
      Issue.record("notice \(String(describing: index.notice))")
      return
    }
    #expect(Set(index.search(NoteQuery("milk")).map(\.stem)) == ["Groceries", "Letters", "New"])
  }

  @Test func aCacheFolderThatCannotBeWrittenIsBypassed() throws {
    let child = try #require(Child.executable)
    _ = child
    // The notes readable by the user the child becomes; the cache folder not writable by it.
    chmod(notes.path, 0o755)
    for name in DirectoryListing.names(in: notes.path) { chmod(notes.file(name), 0o644) }
    chmod(cache.path, 0o755)
    mkdir(cache.file("index"), 0o555)
    let before = noteFiles
    let run = try Child.run(["search", notes.path, database, "milk"], asUser: true)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(Set(lines.filter { !$0.hasPrefix("notice: ") }) == ["Groceries.md", "Letters.md"])
    #expect(lines.count { $0.hasPrefix("notice: ") } == 1, "\(lines)")
    #expect(noteFiles == before)
  }
}

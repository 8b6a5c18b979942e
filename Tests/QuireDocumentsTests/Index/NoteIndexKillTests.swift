import QuireTestSupport
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An update killed with SIGKILL at a random moment leaves an index that the next open
/// makes agree with the files.
@Suite(.timeLimit(.minutes(10))) struct NoteIndexKillTests {
  /// The seed: `QUIRE_SEED` to replay a failure, else a new one each run.
  static let seed: UInt64 =
    getenv("QUIRE_SEED").flatMap { UInt64(String(cString: $0)) } ?? UInt64.random(in: 0...UInt64.max)

  @Test func anUpdateKilledAtAnyMomentIsMadeGoodByTheNext() throws {
    let child = try #require(Child.executable)
    print("NoteIndexKillTests seed \(Self.seed) (replay with QUIRE_SEED=\(Self.seed))")
    let notes = TemporaryFolder()
    let outside = TemporaryFolder()
    let cache = TemporaryFolder()
    let database = cache.file("notes.sqlite")
    var random = SeededRandom(seed: Self.seed)
    var generator = NoteFolderGenerator(seed: Self.seed)
    var names = generator.writeNotes(count: 200, to: notes.path)
    var killedMidway = 0
    for round in 0..<100 {
      // Now and then from nothing, so that the child has most of the folder to read.
      if round % 10 == 0 { NoteDatabase.remove(at: database) }
      for change in 0..<5 {
        NoteChanges.makeOne(
          in: notes.path, outside: outside.path, names: &names, counter: round * 10 + change, random: &random,
          generator: &generator)
      }
      let process = try #require(Child.spawn(child, ["index", notes.path, database]))
      var pause = timespec(tv_sec: 0, tv_nsec: Int(random.next() % 200_000_000))
      nanosleep(&pause, nil)
      kill(process, SIGKILL)
      var status: Int32 = 0
      waitpid(process, &status, 0)
      if ProcessStatus(waitStatus: status) != .exited(0) { killedMidway += 1 }
      let index = NoteIndex(folder: DocumentFolder(path: notes.path), databasePath: database)
      index.update()
      #expect(index.notice == nil, "round \(round), seed \(Self.seed): \(String(describing: index.notice))")
      let oracle = BruteForceNotes(folder: notes.path)
      for query in NoteQueries.generate(count: 5, random: &random, generator: &generator, notes: oracle) {
        let found = Set(index.search(NoteQuery(terms: query), excerpts: 0).map(\.stem))
        #expect(found == oracle.search(query), "round \(round), seed \(Self.seed), query \(query)")
      }
      let check = index.withDatabase { database throws(SQLiteError) in
        let statement = try database.connection.prepare("PRAGMA integrity_check")
        return try statement.step() ? statement.text(0) : ""
      }
      #expect(check == "ok", "round \(round), seed \(Self.seed)")
    }
    print("NoteIndexKillTests: killed during the update in \(killedMidway) of 100 rounds")
    #expect(killedMidway > 0)
  }
}

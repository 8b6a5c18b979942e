import QuireTestSupport
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Several processes using one history at once: appends never interleave or get lost, even
/// while others compact, and a held compaction lock blocks nobody.
@Suite struct HistoryConcurrencyTests {
  /// Starts the writer with `arguments`, its output into `log`.
  static func start(
    _ writer: String, _ arguments: [String], log: String, environment variables: [String] = []
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var argv: [UnsafeMutablePointer<CChar>?] = ([writer] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
    defer { for pointer in environment { free(pointer) } }
    var processID: pid_t = 0
    guard posix_spawn(&processID, writer, &actions, nil, &argv, &environment) == 0 else {
      throw TestFailure("cannot start \(writer)")
    }
    return processID
  }

  static func wait(_ processID: pid_t) -> ProcessStatus {
    var status: Int32 = 0
    while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
    return ProcessStatus(waitStatus: status)
  }

  @Test func writersAndACompactorTogetherLoseNothing() throws {
    let writer = try #require(BuiltProducts.executable(named: "QuireHistoryWriter"))
    try TemporaryFolder.with { folder in
      let history = folder + "/history"
      let writers = 8
      let count = 1000
      // Room for every value: a compaction must carry all of them over.
      let limit = ["QUIRE_TEST_HISTORY_LIMIT=\(writers * count)"]
      var processes: [(pid_t, String)] = []
      for index in 0..<writers {
        // Values with a line break and a backslash: escaping is part of every record.
        let prefix = "writer \(index)\n\\é"
        let log = folder + "/log\(index)"
        processes.append(
          (
            try Self.start(
              writer, ["record", history, "hosts", prefix, String(count)], log: log, environment: limit), log
          ))
      }
      let log = folder + "/compactor"
      processes.append(
        (try Self.start(writer, ["compact", history, "hosts", "40"], log: log, environment: limit), log))
      for (process, log) in processes {
        let status = Self.wait(process)
        #expect(status == .exited(0), "\(String(decoding: TemporaryFolder.read(log), as: UTF8.self))")
      }
      var store = try HistoryStore(name: "hosts", folder: history)
      store.limit = writers * count
      let loaded = try store.load()
      let expected = Set((0..<writers).flatMap { index in (0..<count).map { "writer \(index)\n\\é \($0)" } })
      #expect(loaded.count == expected.count)
      #expect(Set(loaded) == expected, "every value recorded is there")
      // No torn or interleaved record: every line of the file is a record, or the guard an
      // append writes when it sees another's record half copied in.
      let bytes = TemporaryFolder.read(store.path)
      #expect(bytes.last == 0x0A)
      let guardLine = HistoryRecord.tornLineGuard.dropLast()
      for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
        #expect(
          HistoryRecord(line: line) != nil || line.elementsEqual(guardLine),
          "a line that is no record: \(line)")
      }
    }
  }

  @Test func forgettingWhileOthersRecordKeepsTheirRecords() throws {
    let writer = try #require(BuiltProducts.executable(named: "QuireHistoryWriter"))
    try TemporaryFolder.with { folder in
      let history = folder + "/history"
      let store = try HistoryStore(name: "hosts", folder: history)
      for index in 0..<100 { try store.record("old \(index)") }
      let forgetter = try Self.start(writer, ["forget", history, "hosts", "old", "100"], log: folder + "/a")
      let recorder = try Self.start(writer, ["record", history, "hosts", "new", "100"], log: folder + "/b")
      let compactor = try Self.start(writer, ["compact", history, "hosts", "20"], log: folder + "/c")
      #expect([forgetter, recorder, compactor].map(Self.wait) == [.exited(0), .exited(0), .exited(0)])
      #expect(try store.load() == (0..<100).map { "new \($0)" })
    }
  }

  @Test func anAppendToAFileRenamedAwayIsMadeAgain() throws {
    try TemporaryFolder.with { folder in
      var store = try HistoryStore(name: "hosts", folder: folder)
      try store.record("a")
      // A compaction renames its new file over the path right after this append's write,
      // having read the old file before it: the record must reach the new file.
      let renamed = Flag()
      store.afterAppendWrite = { path in
        guard renamed.setOnce() else { return }
        try? TemporaryFolder.writeFile(Array("a\n".utf8), to: path + ".new")
        rename(path + ".new", path)
      }
      try store.record("b")
      #expect(try store.load() == ["a", "b"])
      #expect(TemporaryFolder.read(store.path) == Array("a\nb\n".utf8))
    }
  }

  @Test func aHeldLockSkipsCompactionAndBlocksNothing() throws {
    try TemporaryFolder.with { folder in
      var store = try HistoryStore(name: "hosts", folder: folder)
      try store.record("a")
      // Another process compacting: its lock, on its own open file.
      let lock = open(folder + "/" + store.lockName, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
      #expect(lock >= 0)
      defer { close(lock) }
      #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
      store.compactionThreshold = 1  // Each record tries to compact.
      #expect(try store.compact() == false, "skipped, not waited for")
      try store.record("b")
      try store.record("a")
      #expect(try store.load() == ["b", "a"])
      #expect(TemporaryFolder.read(store.path) == Array("a\nb\na\n".utf8), "not compacted while locked")
      flock(lock, LOCK_UN)
      #expect(try store.compact())
      #expect(TemporaryFolder.read(store.path) == Array("b\na\n".utf8))
    }
  }

  @Test func aLinkInPlaceOfTheLockIsRefused() throws {
    try TemporaryFolder.with { folder in
      let store = try HistoryStore(name: "hosts", folder: folder)
      try store.record("a")
      try TemporaryFolder.writeFile([], to: folder + "/target")
      symlink(folder + "/target", folder + "/" + store.lockName)
      #expect(throws: HistoryError.symbolicLink(path: folder + "/" + store.lockName)) { try store.compact() }
    }
  }
}

/// A flag set once across threads.
final class Flag: @unchecked Sendable {
  private var isSet = false
  private var lock = pthread_mutex_t()

  init() { pthread_mutex_init(&lock, nil) }
  deinit { pthread_mutex_destroy(&lock) }

  /// Sets the flag; true when it was not set before.
  func setOnce() -> Bool {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    defer { isSet = true }
    return !isSet
  }
}

import QuireDocuments
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Recording, forgetting and reading a history, as a prompt and a selection list use it.
@Suite struct HistoryStoreTests {
  static func store(in folder: String, limit: Int = 1000) throws -> HistoryStore {
    var store = try HistoryStore(name: "hosts", paths: XDGPaths(environment: ["HOME": folder]))
    store.limit = limit
    return store
  }

  @Test func aMissingHistoryIsEmpty() throws {
    try TemporaryFolder.with { folder in
      let store = try Self.store(in: folder)
      #expect(try store.load() == [])
    }
  }

  @Test func valuesAreKeptNewestLastInTheXDGStateFolder() throws {
    try TemporaryFolder.with { folder in
      let store = try Self.store(in: folder)
      #expect(store.path == folder + "/.local/state/quire/history/hosts")
      for value in ["alpha", "beta", "gamma"] { try store.record(value) }
      #expect(try store.load() == ["alpha", "beta", "gamma"])
      #expect(TemporaryFolder.read(store.path) == Array("alpha\nbeta\ngamma\n".utf8))
    }
  }

  @Test func aValueUsedAgainMovesToTheEnd() throws {
    try TemporaryFolder.with { folder in
      let store = try Self.store(in: folder)
      for value in ["alpha", "beta", "alpha"] { try store.record(value) }
      #expect(try store.load() == ["beta", "alpha"])
    }
  }

  @Test func equalsInCaseAndNormalisationAreOneAndTheNewestSpellingWins() throws {
    try TemporaryFolder.with { folder in
      let store = try Self.store(in: folder)
      for value in ["Café", "other", "CAFE\u{301}", "straße", "STRASSE"] { try store.record(value) }
      // Simple folding: ß is not ss, so STRASSE stays apart.
      #expect(try store.load() == ["other", "CAFE\u{301}", "straße", "STRASSE"])
    }
  }

  @Test func forgettingRemovesEveryEqualValueForEveryReader() throws {
    try TemporaryFolder.with { folder in
      let store = try Self.store(in: folder)
      for value in ["one", "two", "three"] { try store.record(value) }
      try store.forget("TWO")
      let another = try Self.store(in: folder)
      #expect(try another.load() == ["one", "three"])
      try store.record("two")
      #expect(try another.load() == ["one", "three", "two"], "chosen again after being forgotten")
    }
  }

  @Test func theEmptyValueIsNotRecorded() throws {
    try TemporaryFolder.with { folder in
      let store = try Self.store(in: folder)
      try store.record("")
      try store.record("x")
      #expect(try store.load() == ["x"])
    }
  }

  @Test func valuesWithLineBreaksAndControlsSurvive() throws {
    try TemporaryFolder.with { folder in
      let store = try Self.store(in: folder)
      let values = ["two\nlines", "back\\slash", "\u{1B}[31mred", "tab\there", "nul\0"]
      for value in values { try store.record(value) }
      #expect(try store.load() == values)
      let lines = TemporaryFolder.read(store.path).split(separator: 0x0A)
      #expect(lines.count == values.count, "one line per value")
    }
  }

  @Test func atMostTheLimitIsKeptAndCompactionDropsTheOldest() throws {
    try TemporaryFolder.with { folder in
      let store = try Self.store(in: folder)
      for index in 0..<1050 { try store.record("value \(index)") }
      let loaded = try store.load()
      #expect(loaded.count == 1000)
      #expect(loaded.first == "value 50")
      #expect(loaded.last == "value 1049")
      #expect(try store.compact())
      #expect(TemporaryFolder.read(store.path).filter { $0 == 0x0A }.count == 1000)
      #expect(try store.load() == loaded)
    }
  }

  @Test func compactionRemovesDuplicatesAndForgottenValues() throws {
    try TemporaryFolder.with { folder in
      let store = try Self.store(in: folder)
      for value in ["a", "b", "A", "c", "b"] { try store.record(value) }
      try store.forget("c")
      #expect(try store.compact())
      #expect(TemporaryFolder.read(store.path) == Array("A\nb\n".utf8))
    }
  }

  @Test func recordingCompactsPastTheThreshold() throws {
    try TemporaryFolder.with { folder in
      var store = try Self.store(in: folder, limit: 10)
      store.compactionThreshold = 200
      for index in 0..<100 { try store.record("value \(index)") }
      #expect(TemporaryFolder.read(store.path).count <= 200 + 10)
      #expect(try store.load() == (90..<100).map { "value \($0)" })
    }
  }

  @Test func aTornLastRecordIsSkippedAndTheNextAppendStaysWhole() throws {
    try TemporaryFolder.with { folder in
      let store = try Self.store(in: folder)
      try store.record("first")
      try TemporaryFolder.writeFile(Array("first\nsecond\nthi".utf8), to: store.path)
      #expect(try store.load() == ["first", "second"])
      try store.record("fourth")
      #expect(
        try store.load() == ["first", "second", "fourth"], "the torn line does not swallow the next record")
    }
  }

  @Test func corruptLinesAreSkippedAndTheRestKept() throws {
    try TemporaryFolder.with { folder in
      let store = try Self.store(in: folder)
      try store.record("first")
      var bytes = Array("first\nbad \\q\nok one\n".utf8)
      bytes += [0x62, 0xFF, 0x0A] + Array("\\x0\nok two\n\\?future\n".utf8)
      try TemporaryFolder.writeFile(bytes, to: store.path)
      #expect(try store.load() == ["first", "ok one", "ok two"])
    }
  }

  @Test func folderIs0700AndFileIs0600() throws {
    try TemporaryFolder.with { folder in
      let store = try Self.store(in: folder)
      try store.record("x")
      #expect(TemporaryFolder.mode(store.folder) == 0o700)
      #expect(TemporaryFolder.mode(store.path) == 0o600)
      #expect(try store.compact())
      #expect(TemporaryFolder.mode(store.path) == 0o600, "the compacted file too")
      #expect(TemporaryFolder.mode(folder + "/.local/state/quire") == 0o700, "missing parents too")
    }
  }

  @Test func theFileNeverHoldsMoreThanTheLimit() throws {
    try TemporaryFolder.with { folder in
      let store = try Self.store(in: folder)
      for index in 0..<1100 { try store.record("value \(index)") }
      let lines = TemporaryFolder.read(store.path).filter { $0 == 0x0A }.count
      #expect(lines == 1000, "README: at most 1,000 values; the file holds \(lines) lines")
      #expect(try store.load() == (100..<1100).map { "value \($0)" })
    }
  }

  @Test func aLongerFileWrittenBeforeIsCompactedByTheNextRecord() throws {
    try TemporaryFolder.with { folder in
      let store = try Self.store(in: folder)
      try store.record("first")
      let old = (0..<1500).map { "old \($0)\n" }.joined()
      try TemporaryFolder.writeFile(Array(old.utf8), to: store.path)
      try store.record("new")
      #expect(TemporaryFolder.read(store.path).filter { $0 == 0x0A }.count == 1000)
      #expect(try store.load().last == "new")
      #expect(try store.load().first == "old 501")
    }
  }

  @Test func aFolderAndFileOthersCanReadAreTightened() throws {
    try TemporaryFolder.with { folder in
      let store = try Self.store(in: folder)
      try store.record("x")
      chmod(store.folder, 0o755)
      chmod(store.path, 0o644)
      #expect(try store.load() == ["x"])
      #expect(TemporaryFolder.mode(store.folder) == 0o700, "reading tightens the folder")
      #expect(TemporaryFolder.mode(store.path) == 0o600, "and the file")
      chmod(store.folder, 0o775)
      chmod(store.path, 0o666)
      try store.record("y")
      #expect(TemporaryFolder.mode(store.folder) == 0o700)
      #expect(TemporaryFolder.mode(store.path) == 0o600)
    }
  }
}

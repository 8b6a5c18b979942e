import QuireTestSupport
import QuireText
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Recovery copies of unsaved text: written atomically and privately, listed, read back,
/// found when the document opens, removed; a damaged one is reported, never trusted.
@Suite(.timeLimit(.minutes(1))) struct RecoveryStoreTests {
  let folder = TemporaryFolder()
  let store: RecoveryStore

  init() {
    store = RecoveryStore(
      paths: XDGPaths(environment: ["HOME": "/nowhere", "XDG_STATE_HOME": folder.file("state")]))
  }

  private func text(_ bytes: [UInt8]) -> (TextStorage, TextFormat) {
    var builder = TextStorage.Builder()
    builder.append(bytes)
    return builder.finish()
  }

  @Test func storeLivesUnderTheStateHome() {
    #expect(store.directory == folder.file("state") + "/quire/recovery")
  }

  /// The same file named another way (through a link, with `..`) has the same copy: it is
  /// recorded and looked up under the file's canonical path.
  @Test func aFileNamedAnotherWayFindsTheSameCopy() throws {
    let notes = folder.file("notes")
    mkdir(notes, 0o755)
    mkdir(notes + "/sub", 0o755)
    let note = notes + "/l.txt"
    TestFiles.writeFile("saved\n", to: note)
    #expect(symlink("notes", folder.file("link")) == 0)
    let (text, format) = text(Array("kept\n".utf8))
    let info = try store.write(text, format: format, for: folder.file("link/sub/../l.txt"))
    #expect(info.documentPath == RecoveryStore.canonicalPath(of: note))
    #expect(try store.info(for: note)?.recoveryPath == info.recoveryPath)
    #expect(store.recoveryPath(for: folder.file("link/l.txt")) == info.recoveryPath)
    try store.remove(for: folder.file("link/l.txt"))
    #expect(try store.info(for: note) == nil)
  }

  @Test func writtenCopyIsPrivateAndReadsBackByteForByte() throws {
    let bytes = TextFormat.byteOrderMark + Array("unsaved\r\nwork \u{FF}".utf8) + [0xFF, 0x00]
    let (text, format) = text(bytes)
    let time = FileTime(seconds: 1_718_000_000, nanoseconds: 123_456_789)
    let info = try store.write(text, format: format, for: "/home/ann/notes/todo.md", at: time)
    #expect(TestFiles.mode(info.recoveryPath) == 0o600)
    #expect(TestFiles.mode(store.directory) == 0o700)
    #expect(TestFiles.mode(folder.file("state/quire")) == 0o700)
    #expect(
      TestFiles.names(in: store.directory) == [String(info.recoveryPath.split(separator: "/").last ?? "")])

    let recovered = try store.read(info.recoveryPath)
    #expect(
      recovered.info
        == RecoveryInfo(
          recoveryPath: info.recoveryPath, documentPath: "/home/ann/notes/todo.md", savedAt: time,
          byteCount: bytes.count))
    #expect(recovered.format.fileBytes(of: recovered.text) == bytes)
  }

  @Test func namesComeFromTheHashedPathAndAreSafe() {
    let first = store.recoveryPath(for: "/home/ann/notes/a b;$(rm).md")
    let second = store.recoveryPath(for: "/home/bob/notes/a b;$(rm).md")
    #expect(first != second)
    let name = String(first.split(separator: "/").last ?? "")
    #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) })
    #expect(name.hasPrefix("a_b___rm__md-") && name.hasSuffix(".recovery"))
  }

  @Test func laterWriteReplacesTheCopy() throws {
    let (first, format) = text(Array("first".utf8))
    try store.write(first, format: format, for: "/n/a.md")
    let (second, _) = text(Array("second".utf8))
    let info = try store.write(second, format: format, for: "/n/a.md")
    #expect(try store.read(info.recoveryPath).text.string == "second")
    #expect(store.list().count == 1)
  }

  @Test func listIsNewestFirstWithDamagedOnesLast() throws {
    let (text, format) = text(Array("x".utf8))
    try store.write(text, format: format, for: "/n/old.md", at: FileTime(seconds: 100, nanoseconds: 0))
    try store.write(text, format: format, for: "/n/new.md", at: FileTime(seconds: 200, nanoseconds: 0))
    let damaged = store.directory + "/broken.recovery"
    TestFiles.writeFile("quire-recovery 1\npath 99 /n", to: damaged)
    let entries = store.list()
    guard entries.count == 3, case .valid(let newest) = entries[0], case .valid(let oldest) = entries[1]
    else {
      Issue.record("unexpected list \(entries)")
      return
    }
    #expect(newest.documentPath == "/n/new.md" && oldest.documentPath == "/n/old.md")
    #expect(entries[2] == .damaged(path: damaged, problem: "its path line is unreadable"))
  }

  @Test func removeTakesTheCopyAway() throws {
    let (text, format) = text(Array("x".utf8))
    let info = try store.write(text, format: format, for: "/n/a.md")
    try store.remove(for: "/n/a.md")
    #expect(TestFiles.status(info.recoveryPath) == nil)
    try store.remove(for: "/n/a.md")
    #expect(store.list().isEmpty)
  }

  @Test func newerCopyIsFoundWhenOpening() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("saved text", to: path)
    var old = [timespec(tv_sec: 1_000, tv_nsec: 0), timespec(tv_sec: 1_000, tv_nsec: 0)]
    utimensat(AT_FDCWD, path, &old, 0)
    let resolved = try DocumentFile.open(path).resolvedPath
    let (text, format) = text(Array("unsaved text".utf8))
    let info = try store.write(
      text, format: format, for: resolved, at: FileTime(seconds: 2_000, nanoseconds: 0))
    let file = try DocumentFile.open(path, recovery: store)
    #expect(file.recovery == info)
    #expect(!file.isReadOnly)
  }

  @Test func olderCopyIsNotOffered() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("saved after the crash", to: path)
    let resolved = try DocumentFile.open(path).resolvedPath
    let (text, format) = text(Array("stale".utf8))
    try store.write(text, format: format, for: resolved, at: FileTime(seconds: 1_000, nanoseconds: 0))
    #expect(try DocumentFile.open(path, recovery: store).notices == [])
  }

  @Test func copyOfADocumentNeverSavedIsOffered() throws {
    let path = folder.file("never-saved.md")
    let resolved = try DocumentFile.open(path).resolvedPath
    let (text, format) = text(Array("typed but never saved".utf8))
    let info = try store.write(text, format: format, for: resolved)
    #expect(try DocumentFile.open(path, recovery: store).recovery == info)
  }

  /// Damage of every kind: reported with a reason, never a crash, never a long read.
  static let damage: [(String, @Sendable ([UInt8]) -> [UInt8], String)] = [
    ("truncated text", { Array($0.dropLast(3)) }, "it ends early"),
    ("extra bytes", { $0 + [0x41] }, "it has bytes past its end"),
    (
      "flipped text byte",
      {
        var b = $0; b[b.count - 2] ^= 0x20; return b
      }, "its text does not match its checksum"
    ),
    ("not a recovery file", { _ in Array("# just a note\n".utf8) }, "it is not a Quire recovery file"),
    ("empty", { _ in [] }, "it is not a Quire recovery file"),
    (
      "huge claimed size",
      { bytes in
        var text = String(decoding: bytes, as: UTF8.self)
        text = text.replacing("bytes 11 ", with: "bytes 999999999999 ")
        return Array(text.utf8)
      }, "it claims to hold too much"
    ),
    (
      "path length past the end",
      { bytes in
        Array(String(decoding: bytes, as: UTF8.self).replacing("path 7 ", with: "path 7000 ").utf8)
      }, "its path line is unreadable"
    ),
    (
      "garbage time",
      { bytes in
        Array(String(decoding: bytes, as: UTF8.self).replacing("time 5 ", with: "time -5 ").utf8)
      }, "its time line is unreadable"
    ),
    (
      // Past what a file time holds (about 292 years from 1970): once read as a wrapped time.
      "time past the year 2262",
      { bytes in
        Array(String(decoding: bytes, as: UTF8.self).replacing("time 5 ", with: "time 99999999999 ").utf8)
      }, "its time line is unreadable"
    ),
  ]

  @Test(arguments: damage)
  func damagedCopyIsReported(name: String, damage: @Sendable ([UInt8]) -> [UInt8], problem: String) throws {
    let (text, format) = text(Array("hello world".utf8))
    let info = try store.write(text, format: format, for: "/n/a.md", at: FileTime(seconds: 5, nanoseconds: 0))
    let good = try #require(TestFiles.readFile(info.recoveryPath))
    TestFiles.writeFile(damage(good), to: info.recoveryPath, mode: 0o600)
    #expect(throws: DocumentError.damagedRecovery(path: info.recoveryPath, problem: problem), "\(name)") {
      try store.read(info.recoveryPath)
    }
    #expect(
      store.list() == [.damaged(path: info.recoveryPath, problem: problem)] || problem.contains("checksum"))
  }

  @Test func damagedCopyIsANoticeWhenOpening() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile("text", to: path)
    let resolved = try DocumentFile.open(path).resolvedPath
    mkdir(folder.file("state"), 0o700)
    mkdir(folder.file("state/quire"), 0o700)
    mkdir(store.directory, 0o700)
    TestFiles.writeFile("quire-recovery 1\n", to: store.recoveryPath(for: resolved))
    let file = try DocumentFile.open(path, recovery: store)
    #expect(
      file.notices == [
        .damagedRecovery(path: store.recoveryPath(for: resolved), problem: "its path line is unreadable")
      ])
  }

  /// A named pipe where a recovery file should be is refused without blocking.
  @Test func pipeInPlaceOfARecoveryFileDoesNotHang() throws {
    mkdir(folder.file("state"), 0o700)
    mkdir(folder.file("state/quire"), 0o700)
    mkdir(store.directory, 0o700)
    let path = store.recoveryPath(for: "/n/a.md")
    try #require(mkfifo(path, 0o600) == 0)
    #expect(store.list() == [.damaged(path: path, problem: "it is not a file")])
  }
}

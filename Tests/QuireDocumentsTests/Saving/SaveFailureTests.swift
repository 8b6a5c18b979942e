import QuireTestSupport
import Synchronization
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every step of a save failing in turn: the save fails with a message naming the step and
/// its reason, the original stays byte for byte, and no temporary file remains.
@Suite struct SaveFailureTests {
  let folder = TemporaryFolder()
  static let original = Array("the original text, which must survive\n".utf8)
  static let replacement = Array(
    String(repeating: "the new text is longer than the old one\n", count: 50).utf8)

  /// Options that fail the `occurrence`-th run of `step` with `number`.
  static func failing(_ step: SaveStep, with number: Int32, occurrence: Int = 1) -> SaveOptions {
    let count = Mutex(0)
    var options = SaveOptions()
    options.injectedFailure = { current in
      guard current == step else { return nil }
      let seen = count.withLock { value in
        value += 1
        return value
      }
      return seen == occurrence ? number : nil
    }
    return options
  }

  static let replaceSteps: [(SaveStep, Int32)] = [
    (.creatingTemporaryFile, ENOSPC), (.writingTemporaryFile, ENOSPC), (.writingTemporaryFile, EDQUOT),
    (.restoringMode, EPERM), (.copyingAttributes, ENOSPC), (.flushing, EIO), (.closing, EIO),
    (.replacing, EACCES), (.replacing, EROFS),
  ]

  @Test(arguments: replaceSteps)
  func failingStepOfAReplaceLeavesTheOriginal(step: SaveStep, number: Int32) throws {
    let path = folder.file("note.md")
    TestFiles.writeFile(Self.original, to: path, mode: 0o640)
    let error = #expect(throws: DocumentError.self) {
      try SafeSave.save(bytes: Self.replacement, to: path, options: Self.failing(step, with: number))
    }
    #expect(error == .cannotSave(path: path, step: step, reason: SystemErrorNumber(number), backup: nil))
    #expect(TestFiles.readFile(path) == Self.original)
    #expect(TestFiles.mode(path) == 0o640)
    #expect(TestFiles.names(in: folder.path) == ["note.md"])
  }

  @Test(arguments: [
    SaveStep.creatingTemporaryFile, .writingTemporaryFile, .restoringMode, .flushing, .replacing,
  ])
  func failingStepOfANewFileLeavesNothing(step: SaveStep) throws {
    let path = folder.file("new.md")
    #expect(throws: DocumentError.self) {
      try SafeSave.save(bytes: Self.replacement, to: path, options: Self.failing(step, with: EIO))
    }
    #expect(TestFiles.names(in: folder.path) == [])
  }

  @Test func messagesSayTheStepAndTheReason() {
    let path = "notes/today.md"
    let messages = [
      DocumentError.cannotSave(
        path: path, step: .writingTemporaryFile, reason: SystemErrorNumber(ENOSPC), backup: nil),
      .cannotSave(path: path, step: .replacing, reason: SystemErrorNumber(EACCES), backup: nil),
      .cannotSave(path: path, step: .checkingFile, reason: SystemErrorNumber(EROFS), backup: nil),
      .cannotSave(
        path: path, step: .flushing, reason: SystemErrorNumber(EIO),
        backup: "notes/.today.md.quire-backup-1-2"),
    ].map(\.description)
    #expect(
      messages == [
        "cannot save notes/today.md: the disk is full (while writing the temporary file)",
        "cannot save notes/today.md: permission denied (while renaming the temporary file over it)",
        "cannot save notes/today.md: the file system is read-only (while checking the file)",
        "cannot save notes/today.md: an input/output error (while flushing it to disk); the original is kept in notes/.today.md.quire-backup-1-2",
      ])
  }

  /// Past the rename the new text is in place; a failing flush of the folder is still
  /// reported, since the rename may not survive a crash.
  @Test func failingFolderFlushIsReported() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile(Self.original, to: path)
    let error = #expect(throws: DocumentError.self) {
      try SafeSave.save(bytes: Self.replacement, to: path, options: Self.failing(.flushingFolder, with: EIO))
    }
    #expect(
      error == .cannotSave(path: path, step: .flushingFolder, reason: SystemErrorNumber(EIO), backup: nil))
    #expect(TestFiles.readFile(path) == Self.replacement)
    #expect(TestFiles.names(in: folder.path) == ["note.md"])
  }

  /// A hard-linked file is written in place; failures before the first byte changes leave
  /// no backup, failures after it restore the original from the backup and keep it.
  static let inPlaceSteps: [(SaveStep, Int, Bool)] = [
    (.copyingBackup, 1, false), (.writingInPlace, 1, false), (.reservingSpace, 1, false),
    (.writingInPlace, 2, true), (.truncating, 1, true), (.flushing, 1, true), (.closing, 1, true),
  ]

  @Test(arguments: inPlaceSteps)
  func failingStepOfAnInPlaceSaveRestoresTheOriginal(step: SaveStep, occurrence: Int, keepsBackup: Bool)
    throws
  {
    let path = folder.file("note.md")
    TestFiles.writeFile(Self.original, to: path)
    try #require(link(path, folder.file("other-name.md")) == 0)
    let error = #expect(throws: DocumentError.self) {
      try SafeSave.save(
        bytes: Self.replacement, to: path, options: Self.failing(step, with: ENOSPC, occurrence: occurrence))
    }
    #expect(TestFiles.readFile(path) == Self.original)
    #expect(TestFiles.readFile(folder.file("other-name.md")) == Self.original)
    let others = TestFiles.names(in: folder.path).filter { $0 != "note.md" && $0 != "other-name.md" }
    guard case .cannotSave(path, step, SystemErrorNumber(ENOSPC), let backup)? = error else {
      Issue.record("unexpected error \(String(describing: error))")
      return
    }
    if keepsBackup {
      let kept = try #require(backup)
      #expect(others == [String(kept.split(separator: "/").last ?? "")])
      #expect(TestFiles.readFile(kept) == Self.original)
      #expect(TestFiles.mode(kept) == 0o600)
    } else {
      #expect(backup == nil)
      #expect(others == [])
    }
  }

  /// A file whose owner cannot be given to a new file is written in place instead.
  @Test func ownerThatCannotBeRestoredMeansAnInPlaceSave() throws {
    let path = folder.file("note.md")
    TestFiles.writeFile(Self.original, to: path)
    let inode = try #require(TestFiles.status(path)).st_ino
    if TestFiles.isRoot { chown(path, 4321, 4321) }
    var options = Self.failing(.restoringOwner, with: EPERM)
    if !TestFiles.isRoot {
      // As a user the temporary file is already the user's: the owner step does not run.
      options = Self.failing(.creatingTemporaryFile, with: EACCES)
    }
    let result = try SafeSave.save(bytes: Self.replacement, to: path, options: options)
    #expect(result.method == .inPlace)
    #expect(TestFiles.readFile(path) == Self.replacement)
    #expect(TestFiles.status(path)?.st_ino == inode)
    #expect(TestFiles.names(in: folder.path) == ["note.md"])
  }
}

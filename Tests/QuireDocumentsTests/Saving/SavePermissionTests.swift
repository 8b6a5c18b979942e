import QuireDocuments
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saving as a user without root's power over permissions (the child program drops to
/// user 65534 when the tests run as root): read-only files and folders, and a file owned by
/// someone else.
@Suite struct SavePermissionTests {
  let folder = TemporaryFolder()
  let content: String

  init() {
    content = folder.file("content.txt")
    TestFiles.writeFile("the new text\n", to: content)
    chmod(folder.path, 0o755)
  }

  /// A folder the child's user owns, holding `note.md` with `text`.
  private func userFolder(_ name: String, text: String = "the original\n", fileMode: mode_t = 0o644) -> (
    folder: String, note: String
  ) {
    let path = folder.file(name)
    mkdir(path, 0o755)
    let note = path + "/note.md"
    TestFiles.writeFile(text, to: note, mode: fileMode)
    chmod(note, fileMode)
    Child.giveToUser(path)
    Child.giveToUser(note)
    return (path, note)
  }

  @Test func readOnlyFileIsNotSaved() throws {
    let (_, note) = userFolder("locked", fileMode: 0o444)
    let result = try Child.run(["save", note, content], asUser: true)
    #expect(result.output == "error: cannot save \(note): permission denied (while checking the file)")
    #expect(TestFiles.readText(note) == "the original\n")
  }

  @Test func fileInAReadOnlyFolderIsWrittenInPlaceWithTheBackupElsewhere() throws {
    let (closed, note) = userFolder("closed")
    let backups = folder.file("backups")
    mkdir(backups, 0o755)
    Child.giveToUser(backups)
    chmod(closed, 0o555)
    let result = try Child.run(["save", note, content, backups], asUser: true)
    #expect(result.output == "saved inPlace")
    #expect(TestFiles.readText(note) == "the new text\n")
    #expect(TestFiles.names(in: closed) == ["note.md"])
    #expect(TestFiles.names(in: backups) == [], "the backup is removed after the save")
  }

  /// A new user's backup folder (`~/.local/state/quire/backup`) and the folders above it
  /// do not exist yet: they are made.
  @Test func fileInAReadOnlyFolderIsWrittenInPlaceWithTheBackupFolderMadeWhenMissing() throws {
    let (closed, note) = userFolder("closed")
    let state = folder.file("state")
    mkdir(state, 0o755)
    Child.giveToUser(state)
    chmod(closed, 0o555)
    let backups = state + "/quire/backup"
    let result = try Child.run(["save", note, content, backups], asUser: true)
    #expect(result.output == "saved inPlace")
    #expect(TestFiles.readText(note) == "the new text\n")
    #expect(TestFiles.names(in: closed) == ["note.md"])
    #expect(TestFiles.names(in: backups) == [], "the backup is removed after the save")
  }

  /// The backup folder cannot be made either: the message says that, and why, rather than
  /// what failed next.
  @Test func aBackupFolderThatCannotBeMadeIsTheReasonGiven() throws {
    let (closed, note) = userFolder("closed")
    let state = folder.file("state")
    mkdir(state, 0o555)
    chmod(closed, 0o555)
    let result = try Child.run(["save", note, content, state + "/quire/backup"], asUser: true)
    #expect(
      result.output
        == "error: cannot save \(note): permission denied (while creating a folder for the backup copy, "
        + "since its own folder cannot be written)")
    #expect(TestFiles.readText(note) == "the original\n")
  }

  @Test func fileInAReadOnlyFolderWithNoPlaceForABackupIsNotSaved() throws {
    let (closed, note) = userFolder("closed")
    chmod(closed, 0o555)
    let result = try Child.run(["save", note, content], asUser: true)
    #expect(result.output == "error: cannot save \(note): permission denied (while making a backup copy)")
    #expect(TestFiles.readText(note) == "the original\n")
  }

  @Test func newFileInAReadOnlyFolderIsNotCreated() throws {
    let (closed, _) = userFolder("closed")
    chmod(closed, 0o555)
    let path = closed + "/new.md"
    let result = try Child.run(["save", path, content], asUser: true)
    #expect(
      result.output
        == "error: cannot save \(path): permission denied (while creating a temporary file beside it)")
    #expect(TestFiles.names(in: closed) == ["note.md"])
  }

  /// Only root can make a file that belongs to someone else.
  @Test(.enabled(if: TestFiles.isRoot, "a file of another user needs root to set up"))
  func fileOfAnotherUserIsWrittenInPlaceKeepingItsOwner() throws {
    let (shared, note) = userFolder("shared", fileMode: 0o666)
    try #require(chown(note, 4321, 4321) == 0)
    let inode = try #require(TestFiles.status(note)).st_ino
    let result = try Child.run(["save", note, content], asUser: true)
    #expect(result.output == "saved inPlace")
    let status = try #require(TestFiles.status(note))
    #expect(status.st_uid == 4321 && status.st_gid == 4321)
    #expect(status.st_ino == inode)
    #expect(TestFiles.readText(note) == "the new text\n")
    #expect(TestFiles.names(in: shared) == ["note.md"])
  }
}

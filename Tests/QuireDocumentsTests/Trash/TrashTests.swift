import QuireTestSupport
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Moving files to the FreeDesktop trash: the file under `files/`, its `.trashinfo` under
/// `info/`, unique names, and a clear refusal across file systems.
@Suite struct TrashTests {
  let folder = TemporaryFolder()
  let trash: Trash
  let notes: String
  /// 2024-03-05 06:07:08 UTC.
  let time = FileTime(seconds: 1_709_618_828, nanoseconds: 0)

  init() {
    trash = Trash(paths: XDGPaths(environment: ["HOME": "/nowhere", "XDG_DATA_HOME": folder.file("data")]))
    notes = folder.file("notes")
    mkdir(notes, 0o755)
  }

  @Test func trashIsUnderTheDataHome() {
    #expect(trash.directory == folder.file("data") + "/Trash")
    #expect(XDGPaths(environment: ["HOME": "/h"]).trashDirectory == "/h/.local/share/Trash")
  }

  @Test func fileMovesToTheTrashWithItsInfo() throws {
    let path = notes + "/To do.md"
    TestFiles.writeFile("buy milk", to: path)
    let item = try trash.move(path, at: time)
    #expect(TestFiles.status(path) == nil)
    #expect(item.trashedPath == trash.filesDirectory + "/To do.md")
    #expect(TestFiles.readText(item.trashedPath) == "buy milk")
    let resolvedNotes = try #require(
      realpath(notes, nil).map { pointer in
        defer { free(pointer) }
        return String(cString: pointer)
      })
    // The folder's name has only letters, digits, - and /, which need no escape.
    #expect(
      TestFiles.readText(item.infoPath)
        == "[Trash Info]\nPath=\(resolvedNotes)/To%20do.md\nDeletionDate=\(time.localISOText)\n")
    #expect(TestFiles.mode(trash.directory) == 0o700)
    #expect(TestFiles.mode(trash.filesDirectory) == 0o700)
    #expect(TestFiles.mode(trash.infoDirectory) == 0o700)
  }

  @Test func sameNameTwiceGetsANumber() throws {
    var trashed: [String] = []
    for round in 1...3 {
      let path = notes + "/note.md"
      TestFiles.writeFile("round \(round)", to: path)
      trashed.append(try trash.move(path, at: time).trashedPath)
    }
    #expect(
      trashed.map { String($0.split(separator: "/").last ?? "") } == ["note.md", "note.2.md", "note.3.md"])
    #expect(
      TestFiles.names(in: trash.infoDirectory) == [
        "note.2.md.trashinfo", "note.3.md.trashinfo", "note.md.trashinfo",
      ])
    #expect(TestFiles.readText(trashed[2]) == "round 3")
  }

  @Test(arguments: [
    ("a.md", 2, "a.2.md"), ("notes", 3, "notes.3"), (".hidden", 2, ".hidden.2"),
    ("x.tar.gz", 2, "x.tar.2.gz"),
  ])
  func numberedNames(name: String, number: Int, numbered: String) {
    #expect(Trash.numbered(name, number) == numbered)
  }

  @Test func pathIsPercentEncoded() {
    #expect(
      TrashInfo.percentEncoded("/home/ann/Ünï cødé/%a#b?c.md".utf8)
        == "/home/ann/%C3%9Cn%C3%AF%20c%C3%B8d%C3%A9/%25a%23b%3Fc.md")
  }

  /// The deletion date is local time: read back as local time, it is the same moment.
  @Test func deletionDateIsLocalTime() throws {
    let text = time.localISOText
    let parts = text.split(whereSeparator: { "-T:".contains($0) }).compactMap { Int32($0) }
    try #require(parts.count == 6 && text.count == 19, "\(text)")
    var local = tm()
    local.tm_year = parts[0] - 1900
    local.tm_mon = parts[1] - 1
    local.tm_mday = parts[2]
    local.tm_hour = parts[3]
    local.tm_min = parts[4]
    local.tm_sec = parts[5]
    local.tm_isdst = -1
    #expect(Int64(mktime(&local)) == time.seconds)
  }

  @Test func symbolicLinkItselfIsTrashedNotItsTarget() throws {
    let target = notes + "/target.md"
    TestFiles.writeFile("stays", to: target)
    let link = notes + "/link.md"
    try #require(symlink("target.md", link) == 0)
    let item = try trash.move(link, at: time)
    #expect(TestFiles.readText(target) == "stays")
    #expect(SymbolicLinks.readLink(item.trashedPath) == "target.md")
  }

  @Test func missingFileIsReported() {
    let path = notes + "/absent.md"
    #expect(throws: DocumentError.cannotTrash(path: path, reason: SystemErrorNumber(ENOENT))) {
      try trash.move(path, at: time)
    }
    #expect(TestFiles.names(in: trash.infoDirectory) == [])
  }

  /// A file on another file system is refused rather than copied; the test puts it on a
  /// tmpfs in a private mount namespace through the child program.
  @Test func fileOnAnotherFileSystemIsRefused() throws {
    if let reason = PrivateMount.unavailableReason {
      print("TrashTests: no private tmpfs (\(reason)); checking the message only")
      #expect(
        DocumentError.trashOnOtherFileSystem(path: "/mnt/a.md", trash: "/t").description
          == "cannot move /mnt/a.md to the trash: it is on another file system than /t")
      return
    }
    let child = try #require(Child.executable)
    let disk = folder.file("disk")
    mkdir(disk, 0o755)
    let script = """
      mount -t tmpfs tmpfs "$1" || exit 97
      echo text > "$1/note.md"
      XDG_DATA_HOME="$3" "$2" trash "$1/note.md"
      ls "$1"
      """
    let output = try PrivateMount.run(script, arguments: [disk, child, folder.file("data")])
    #expect(
      output == [
        "error: cannot move \(disk)/note.md to the trash: it is on another file system than \(trash.directory)",
        "note.md",
      ])
    #expect(TestFiles.names(in: trash.infoDirectory) == [])
  }

  @Test(arguments: [243, 248, 252, 255])
  func aNameTooLongForItsTrashInfoGoesInUnderAShorterOne(byteCount: Int) throws {
    let name =
      String(repeating: "é", count: (byteCount - 3) / 2) + String(repeating: "x", count: (byteCount - 3) % 2)
      + ".md"
    #expect(name.utf8.count == byteCount)
    let path = notes + "/" + name
    TestFiles.writeFile("long", to: path)
    let first = try trash.move(path, at: time)
    #expect(TestFiles.status(path) == nil, "deleted")
    #expect(TestFiles.readText(first.trashedPath) == "long")
    let shortName = String(first.trashedPath.dropFirst(trash.filesDirectory.count + 1))
    #expect(shortName.utf8.count + ".trashinfo".utf8.count <= 255)
    #expect(shortName.hasSuffix(".md"))
    let info = try #require(TestFiles.readText(first.infoPath))
    #expect(info.contains(TrashInfo.percentEncoded(name.utf8)), "the info keeps the whole original name")
    TestFiles.writeFile("again", to: path)
    let second = try trash.move(path, at: time)
    #expect(second.trashedPath != first.trashedPath)
    #expect(second.trashedPath.hasSuffix(".2.md"))
    #expect(TestFiles.readText(second.trashedPath) == "again")
  }

  @Test func aNameThatIsNotUTF8IsTrashedByItsBytes() throws {
    let name: [UInt8] = Array("bad".utf8) + [0xFF] + Array("name.md".utf8)
    let path = NameBytes.path(of: name, in: notes)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    #expect(descriptor >= 0)
    close(descriptor)
    let item = try trash.move(fileNamed: name, in: notes, at: time)
    var raw = stat()
    #expect(lstat(path, &raw) != 0, "the file with those bytes is gone")
    #expect(item.trashedPath == trash.filesDirectory + "/bad\\xFFname.md")
    #expect(TestFiles.readText(item.infoPath)?.contains("/bad%FFname.md\n") == true)
  }
}

import QuireDocuments
import QuireTestSupport
import QuireText
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The copy of a text kept beside a file that changed on disk under unsaved edits.
@Suite struct ConflictCopyTests {
  let folder = TemporaryFolder()
  /// 2026-11-28 14:03:12 in the local time zone of the test.
  let time: FileTime = {
    var parts = tm()
    parts.tm_year = 126
    parts.tm_mon = 10
    parts.tm_mday = 28
    parts.tm_hour = 14
    parts.tm_min = 3
    parts.tm_sec = 12
    parts.tm_isdst = -1
    return FileTime(seconds: Int64(mktime(&parts)), nanoseconds: 0)
  }()

  @Test(arguments: [
    ("notes.md", 1, "notes (conflict 2026-11-28 140312).md"),
    ("notes.md", 2, "notes (conflict 2026-11-28 140312 2).md"),
    ("archive.tar.gz", 1, "archive.tar (conflict 2026-11-28 140312).gz"),
    ("README", 1, "README (conflict 2026-11-28 140312)"),
    (".profile", 1, ".profile (conflict 2026-11-28 140312)"),
  ])
  func namesTheCopyAfterTheFileAndTheTime(name: String, number: Int, expected: String) {
    #expect(ConflictCopy.name(for: name, at: time, number: number) == expected)
  }

  @Test func savesTheBytesBesideTheFileAndNeverReplacesOne() throws {
    let document = folder.file("notes.md")
    TestFiles.writeFile("theirs\n", to: document)
    let taken = folder.file("notes (conflict 2026-11-28 140312).md")
    TestFiles.writeFile("an earlier copy\n", to: taken)
    let (text, format) = TextFormat.load(Array("\u{FEFF}mine\r\nno final break".utf8))
    let copy = try ConflictCopy.save(text, format: format, beside: document, at: time)
    #expect(copy == folder.file("notes (conflict 2026-11-28 140312 2).md"))
    #expect(TestFiles.readFile(copy) == Array("\u{FEFF}mine\r\nno final break".utf8))
    #expect(TestFiles.readText(taken) == "an earlier copy\n")
    #expect(TestFiles.readText(document) == "theirs\n")
  }
}

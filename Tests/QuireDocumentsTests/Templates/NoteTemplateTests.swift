import QuireTestSupport
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Templates and the daily note: placeholders filled and everything else kept byte for
/// byte, `.templates/` never listed as notes nor indexed, a note made from a template never
/// replacing a file, and the day's note found again rather than made twice.
@Suite struct NoteTemplateTests {
  let temporary = TemporaryFolder()
  var folder: DocumentFolder { DocumentFolder(path: temporary.path) }
  static let values = NoteTemplate.Values(title: "Standup", date: "2026-12-02", time: "09:05")

  @Test(arguments: [
    ("# {{title}}\n", "# Standup\n"),
    ("{{date}} {{time}}", "2026-12-02 09:05"),
    ("{{title}}{{title}}", "StandupStandup"),
    ("{{x}} {{ title }} {title} {{TITLE}}", "{{x}} {{ title }} {title} {{TITLE}}"),
    ("{{{title}}}", "{Standup}"),
    ("{{title", "{{title"),
    (
      "\u{FEFF}---\r\ntags: [daily]\r\n---\r\n{{date}}\r\n",
      "\u{FEFF}---\r\ntags: [daily]\r\n---\r\n2026-12-02\r\n"
    ),
  ])
  func placeholdersAreFilledAndTheRestKept(template: String, filled: String) {
    #expect(NoteTemplate.fill(Array(template.utf8), with: Self.values) == Array(filled.utf8))
  }

  @Test func bytesThatAreNotUTF8SurviveFilling() {
    let template: [UInt8] = [0xFF, 0x7B, 0x7B] + Array("date}}".utf8) + [0xC3]
    #expect(NoteTemplate.fill(template, with: Self.values) == [0xFF] + Array("2026-12-02".utf8) + [0xC3])
  }

  @Test func theValuesOfAMomentAreItsLocalDateAndTime() {
    let moment = FileTime(seconds: 1_784_116_800, nanoseconds: 0)
    let values = NoteTemplate.Values(title: "t", at: moment)
    #expect(values.date + " " + values.time == moment.localText)
  }

  func writeTemplates(_ names: [String]) {
    mkdir(temporary.file(".templates"), 0o755)
    for name in names { TestFiles.writeFile("# {{title}}\n", to: temporary.file(".templates/" + name)) }
  }

  @Test func templatesAreTheMarkdownFilesOfTheHiddenFolderByName() throws {
    writeTemplates(["meeting.md", "Daily.md", "notes.txt", ".draft.md"])
    TestFiles.writeFile("x", to: temporary.file("note.md"))
    #expect(folder.templates().map(\.title) == ["Daily", "meeting"])
    #expect(try folder.list().map(\.name) == ["note.md"], "templates are not notes")
  }

  @Test func aFolderWithoutTemplatesHasNone() {
    #expect(folder.templates().isEmpty)
  }

  @Test func templatesAreNotIndexedNorScanned() throws {
    writeTemplates(["meeting.md"])
    TestFiles.writeFile("#work in a template\n", to: temporary.file(".templates/tagged.md"))
    TestFiles.writeFile("plain note\n", to: temporary.file("note.md"))
    let cache = TemporaryFolder()
    let index = NoteIndex(folder: folder, databasePath: cache.file("index/notes.sqlite"))
    index.update()
    #expect(index.search(NoteQuery("title")).isEmpty)
    #expect(index.tagCounts().isEmpty)
    #expect(NoteScan(folder: folder).search(NoteQuery("title")).isEmpty)
    #expect(NoteScan(folder: folder).tagCounts().isEmpty)
  }

  @Test func aNoteMadeWithTextHoldsItAndLeavesNothingBeside() throws {
    try folder.createDocument(named: "new.md", contents: Array("hello\n".utf8))
    #expect(TestFiles.readText(temporary.file("new.md")) == "hello\n")
    #expect(DirectoryListing.names(in: temporary.path) == ["new.md"])
  }

  @Test func aNoteMadeWithTextNeverReplacesAFile() throws {
    TestFiles.writeFile("mine\n", to: temporary.file("new.md"))
    #expect(throws: FolderError.alreadyExists(path: temporary.file("new.md"))) {
      try folder.createDocument(named: "new.md", contents: Array("theirs\n".utf8))
    }
    #expect(TestFiles.readText(temporary.file("new.md")) == "mine\n")
    #expect(DirectoryListing.names(in: temporary.path) == ["new.md"])
  }

  @Test func theDailyNoteIsMadeOnceADay() throws {
    let first = try folder.dailyNote(Self.values)
    #expect(first == "2026-12-02.md")
    TestFiles.writeFile("written today\n", to: temporary.file(first))
    #expect(try folder.dailyNote(Self.values) == first)
    #expect(TestFiles.readText(temporary.file(first)) == "written today\n")
    #expect(
      try folder.dailyNote(NoteTemplate.Values(title: "", date: "2026-12-03", time: "00:00"))
        == "2026-12-03.md")
  }

  @Test func theDailyNoteStartsFromTheDailyTemplate() throws {
    mkdir(temporary.file(".templates"), 0o755)
    TestFiles.writeFile("# {{date}}\n\nat {{time}}, {{mood}}\n", to: temporary.file(".templates/daily.md"))
    let name = try folder.dailyNote(Self.values)
    #expect(TestFiles.readText(temporary.file(name)) == "# 2026-12-02\n\nat 09:05, {{mood}}\n")
  }

  @Test func aDailyNoteOfAnotherExtensionIsTheDaysNote() throws {
    TestFiles.writeFile("plain\n", to: temporary.file("2026-12-02.txt"))
    #expect(try folder.dailyNote(Self.values) == "2026-12-02.txt")
    #expect(DirectoryListing.names(in: temporary.path) == ["2026-12-02.txt"])
  }
}

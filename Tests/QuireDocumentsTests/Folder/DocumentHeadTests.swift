import QuireTestSupport
import Testing

@testable import QuireDocuments

/// The head of a note: tags and description from its front matter, and its first lines of
/// text, read from the start of the file only; a header change saved byte for byte.
@Suite struct DocumentHeadTests {
  let temporary = TemporaryFolder()
  var folder: DocumentFolder { DocumentFolder(path: temporary.path) }

  @Test func headerAndFirstLines() {
    TestFiles.writeFile(
      "---\r\ntags: [home, \"q 4\"]\r\ndescription: Weekly list\r\n---\r\n\r\n# Groceries\r\n  \r\nmilk, eggs\r\nbread\r\nmore\r\n",
      to: temporary.file("g.md"))
    let head = folder.head(of: "g.md")
    #expect(head.tags == ["home", "q 4"])
    #expect(head.description == "Weekly list")
    #expect(head.problem == nil)
    #expect(head.lines == ["# Groceries", "milk, eggs", "bread"])
  }

  @Test func aNoteWithoutHeaderOrText() {
    TestFiles.writeFile("", to: temporary.file("empty.md"))
    TestFiles.writeFile("\u{FEFF}just one line", to: temporary.file("one.txt"))
    #expect(folder.head(of: "empty.md") == DocumentHead())
    #expect(folder.head(of: "one.txt") == DocumentHead(lines: ["just one line"]))
    #expect(folder.head(of: "missing.md") == DocumentHead())
  }

  @Test func anUnreadableHeaderIsAProblemAndNotShownAsText() {
    TestFiles.writeFile("---\ntags: {a: b}\n---\nbody\n", to: temporary.file("bad.md"))
    let head = folder.head(of: "bad.md")
    #expect(head.problem?.line == 2)
    #expect(head.tags.isEmpty)
    #expect(head.lines == ["body"])
  }

  @Test func aLongNoteIsReadOnlyAtItsStartAndTheCutLineIsDropped() {
    let line = String(repeating: "x", count: 100)
    let text = "first\n" + String(repeating: line + "\n", count: 200)
    TestFiles.writeFile(text, to: temporary.file("long.md"))
    let head = folder.head(of: "long.md")
    #expect(head.lines == ["first", line, line])
    let cut = DocumentHead(start: Array("one\ntw".utf8), isWhole: false)
    #expect(cut.lines == ["one"])
  }

  @Test func aHeaderLongerThanTheFirstReadIsStillRead() {
    let filler = (0..<400).map { "key\($0): \(String(repeating: "v", count: 30))" }.joined(separator: "\n")
    TestFiles.writeFile("---\n\(filler)\ntags: [deep]\n---\nbody\n", to: temporary.file("deep.md"))
    let head = folder.head(of: "deep.md")
    #expect(head.tags == ["deep"])
    #expect(head.lines == ["body"])
  }

  @Test func changingTheTagsKeepsEverythingElse() async throws {
    let original = "\u{FEFF}---\r\ntitle: Keep me  # comment\r\n---\r\nbody\r\nno final break"
    TestFiles.writeFile(original, to: temporary.file("n.md"))
    let changed = try await folder.changeHeader(of: "n.md") { $0.settingTags(["work", "q4"]) }
    #expect(changed)
    #expect(
      TestFiles.readText(temporary.file("n.md"))
        == "\u{FEFF}---\r\ntitle: Keep me  # comment\r\ntags: [work, q4]\r\n---\r\nbody\r\nno final break")
    let again = try await folder.changeHeader(of: "n.md") { $0.settingTags(["work", "q4"]) }
    #expect(!again)
  }

  @Test func settingADescriptionOnANoteWithoutHeaderAddsOne() async throws {
    TestFiles.writeFile("milk\n", to: temporary.file("n.md"))
    try await folder.changeHeader(of: "n.md") { $0.settingDescription("Weekly list") }
    #expect(TestFiles.readText(temporary.file("n.md")) == "---\ndescription: Weekly list\n---\nmilk\n")
    try await folder.changeHeader(of: "n.md") { $0.settingDescription(nil) }
    #expect(TestFiles.readText(temporary.file("n.md")) == "milk\n")
  }

  @Test func anUnreadableHeaderIsNeverRewritten() async {
    let text = "---\ntags: {a: b}\n---\nbody\n"
    TestFiles.writeFile(text, to: temporary.file("bad.md"))
    await #expect(throws: FolderError.self) {
      try await folder.changeHeader(of: "bad.md") { $0.settingTags(["x"]) }
    }
    #expect(TestFiles.readText(temporary.file("bad.md")) == text)
  }
}

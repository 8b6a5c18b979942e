import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The notes' completer: the folder's note names without their extension, the newest
/// first, from the index or, without one, from the folder; where `[[` and Ctrl-Space open
/// it, and what choosing a name inserts.
@MainActor @Suite struct NoteNameCompleterTests {
  let temporary = TemporaryFolder(prefix: "quire-note-names")

  /// `Old.md`, `Middle.txt` and `New.md`, changed in that order, and the note being edited.
  func makeNotes() throws -> DocumentFolder {
    for (name, second) in [
      ("Old.md", 1_700_000_000), ("Middle.txt", 1_700_000_100), ("New.md", 1_700_000_200),
    ] {
      try TemporaryFolder.writeFile(Array("text\n".utf8), to: temporary.file(name))
      var times = [timespec(tv_sec: second, tv_nsec: 0), timespec(tv_sec: second, tv_nsec: 0)]
      #expect(utimensat(AT_FDCWD, temporary.file(name), &times, 0) == 0)
    }
    try TemporaryFolder.writeFile(Array("text\n".utf8), to: temporary.file("Plan.md"))
    var times = [timespec(tv_sec: 1_600_000_000, tv_nsec: 0), timespec(tv_sec: 1_600_000_000, tv_nsec: 0)]
    #expect(utimensat(AT_FDCWD, temporary.file("Plan.md"), &times, 0) == 0)
    return DocumentFolder(path: temporary.path)
  }

  @Test func withoutAnIndexTheFolderGivesTheNamesNewestFirst() async throws {
    let completer = NoteNameCompleter(folder: try makeNotes(), index: nil, current: "Plan")
    let completions = await completer.completions(for: CompletionOpening(queryLength: 0, kind: "link"))
    #expect(completions.map(\.label) == ["New", "Middle", "Old"])
    #expect(completions.first?.insertion == "New]]")
  }

  @Test func theIndexGivesTheSameNames() async throws {
    let folder = try makeNotes()
    let index = NoteIndex(folder: folder, databasePath: temporary.file("index.sqlite"))
    _ = index.update()
    #expect(index.noteNames() == ["New", "Middle", "Old", "Plan"])
    let completer = NoteNameCompleter(folder: folder, index: index, current: "Plan")
    let completions = await completer.completions(for: CompletionOpening(queryLength: 0, kind: "link"))
    #expect(completions.map(\.label) == ["New", "Middle", "Old"])
  }

  @Test func equalMatchesKeepTheNewestFirst() async throws {
    var menu = CompletionMenu(completer: NoteNameCompleter(folder: try makeNotes(), index: nil))
    _ = menu.receive(.edited(CompletionText(beforeCaret: "[[", caret: ByteOffset(2)), typed: true))
    let taken = menu.takeFetch()
    let fetch = try #require(taken)
    guard case .answered(let answer) = await fetch.run() else { return }
    _ = menu.receive(.answered(answer))
    _ = menu.receive(.edited(CompletionText(beforeCaret: "[[d", caret: ByteOffset(3)), typed: true))
    #expect(menu.labels == ["Middle", "Old"], "both match `d` alike; the newer first")
  }

  @Test(arguments: [
    ("[[", CompletionReason.typed, 0, "link"),
    ("see [[Gro", .asked, 3, "link"),
    ("see Gro", .asked, 3, "word"),
    ("[[Done]] and ", .asked, 0, "word"),
  ])
  func whereItOpens(line: String, reason: CompletionReason, queryLength: Int, kind: String) {
    let completer = NoteNameCompleter(folder: DocumentFolder(path: temporary.path), index: nil)
    #expect(
      completer.opening(before: line, reason: reason)
        == CompletionOpening(queryLength: queryLength, kind: kind))
  }

  @Test func typingWithoutATriggerDoesNotOpen() {
    let completer = NoteNameCompleter(folder: DocumentFolder(path: temporary.path), index: nil)
    #expect(completer.opening(before: "[", reason: .typed) == nil)
    #expect(completer.opening(before: "text", reason: .typed) == nil)
  }

  @Test func closingBracketsOrAShownTextEndIt() {
    let completer = NoteNameCompleter(folder: DocumentFolder(path: temporary.path), index: nil)
    #expect(completer.closes("Name]]"))
    #expect(completer.closes("Name|shown"))
    #expect(!completer.closes("Name]"))
  }
}

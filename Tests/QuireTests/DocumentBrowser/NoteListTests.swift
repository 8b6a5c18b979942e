import Quire
import Testing

/// The browser's parts as values: names made safe, ages in words, the list's order, filter
/// and cursor, and which heads are read first.
@Suite struct NoteListTests {
  static func entry(_ name: String, minutesAgo: Int64 = 0) -> FolderEntry {
    let time = FileTime(seconds: 1_784_116_800 - minutesAgo * 60, nanoseconds: 0)
    return FolderEntry(name: name, byteCount: 1, modificationTime: time, statusChangeTime: time, inode: 1)
  }

  static let naming = NoteName(
    folder: DocumentFolder(path: "/notes"), takenNames: ["Groceries.md", "Ideas.txt"])

  @Test(arguments: [
    ("Apples", Result<String, NoteName.Problem>.success("Apples.md")),
    ("  Apples \t", .success("Apples.md")),
    ("todo.txt", .success("todo.txt")),
    ("Notes.MD", .success("Notes.MD")),
    ("v1.2 plan", .success("v1.2 plan.md")),
    ("", .failure(.empty)),
    ("   ", .failure(.empty)),
    ("a/b", .failure(.slash)),
    ("../etc/passwd", .failure(.slash)),
    ("..", .failure(.hidden)),
    (".", .failure(.hidden)),
    (".profile", .failure(.hidden)),
    ("nul\u{0}", .failure(.control)),
    ("bell\u{7}", .failure(.control)),
    ("esc\u{1B}[2J", .failure(.control)),
    ("csi\u{9B}", .failure(.control)),
    ("groceries", .failure(.exists)),
    ("Ideas.md", .failure(.exists)),
    ("IDEAS.TXT", .failure(.exists)),
    (String(repeating: "a", count: 252), .success(String(repeating: "a", count: 252) + ".md")),
    (String(repeating: "a", count: 253), .failure(.tooLong)),
    (String(repeating: "é", count: 127), .failure(.tooLong)),
  ])
  func typedNamesBecomeSafeFileNames(typed: String, expected: Result<String, NoteName.Problem>) {
    #expect(Self.naming.fileName(for: typed) == expected)
  }

  @Test func theValidatorSaysWhyInTheAppsWords() {
    var strings = Strings.english
    strings[.nameExists] = "Taken."
    let validate = Self.naming.validator(strings)
    #expect(validate("Groceries") == "Taken.")
    #expect(validate("Fruit") == nil)
  }

  @Test(arguments: [
    (Int64(0), "just now"), (59, "just now"), (60, "1 min ago"), (119, "1 min ago"), (3599, "59 min ago"),
  ])
  func recentAgesInMinutes(secondsAgo: Int64, expected: String) {
    let now = FileTime(seconds: 1_784_116_800, nanoseconds: 0)
    let time = FileTime(seconds: now.seconds - secondsAgo, nanoseconds: 0)
    #expect(NoteAge.text(of: time, now: now, strings: .english) == expected)
  }

  @Test func agesInDaysFollowTheLocalCalendar() {
    let now = FileTime(seconds: 1_784_116_800, nanoseconds: 0)
    func age(_ seconds: Int64) -> String {
      NoteAge.text(of: FileTime(seconds: now.seconds - seconds, nanoseconds: 0), now: now, strings: .english)
    }
    #expect(age(86_400) == "yesterday")
    #expect(age(3 * 86_400) == "3 days ago")
    #expect(age(6 * 86_400) == "6 days ago")
    let old = FileTime(seconds: now.seconds - 30 * 86_400, nanoseconds: 0)
    #expect(age(30 * 86_400) == old.localDateText)
    #expect(old.localDateText.count == 10)
    let future = FileTime(seconds: now.seconds + 7200, nanoseconds: 0)
    #expect(NoteAge.text(of: future, now: now, strings: .english) == future.localDateText)
    let sameDay = now.localDayNumber == FileTime(seconds: now.seconds - 7200, nanoseconds: 0).localDayNumber
    #expect(age(7200) == (sameDay ? "2 h ago" : "yesterday"))
  }

  @Test func newestFirstThenByName() {
    var list = NoteList()
    list.setEntries([
      Self.entry("b.md", minutesAgo: 5), Self.entry("a.md", minutesAgo: 5), Self.entry("c.md"),
    ])
    #expect(list.notes.map(\.title) == ["c", "a", "b"])
    #expect(list.selected?.title == "c")
  }

  @Test func aNewListingKeepsTheCursorAndTheHeadsOfUnchangedNotes() {
    var list = NoteList()
    let a = Self.entry("a.md", minutesAgo: 1)
    let b = Self.entry("b.md", minutesAgo: 2)
    list.setEntries([a, b])
    list.setHead(DocumentHead(lines: ["alpha"]), for: a)
    list.setHead(DocumentHead(lines: ["beta"]), for: b)
    list.viewport.setCursor(1)
    let changedA = Self.entry("a.md", minutesAgo: 0)
    list.setEntries([changedA, b, Self.entry("new.md", minutesAgo: 10)])
    #expect(list.selected?.title == "b")
    #expect(list.note(named: "b.md")?.preview == "beta")
    #expect(list.note(named: "a.md")?.preview == "alpha", "a changed file shows its last head meanwhile")
    #expect(list.notesWithoutHead(limit: 10).map(\.name) == ["a.md", "new.md"], "and its head is read again")
    let taken = list.setHead(DocumentHead(lines: ["stale"]), for: a)
    #expect(!taken, "a head read before the change is dropped")
  }

  @Test func aNewQueryRanksAndPutsTheCursorOnTheBestMatch() {
    var list = NoteList()
    list.setEntries([
      Self.entry("Meeting notes.md", minutesAgo: 1), Self.entry("Groceries.md", minutesAgo: 2),
      Self.entry("Garden notes.md", minutesAgo: 3),
    ])
    list.viewport.setCursor(2)
    list.setQuery("no")
    #expect(list.shown.map { list.notes[$0].title } == ["Meeting notes", "Garden notes"])
    #expect(list.selected?.title == "Meeting notes")
    list.setQuery("gard")
    #expect(list.shown.map { list.notes[$0].title } == ["Garden notes"])
    list.setQuery("")
    #expect(list.shown.count == 3)
  }

  @Test func tagsArriveAndTheFilterSeesThem() {
    var list = NoteList()
    let a = Self.entry("a.md")
    list.setEntries([a, Self.entry("b.md")])
    list.setQuery("#work")
    #expect(list.shown.isEmpty)
    list.setHead(DocumentHead(tags: ["work"]), for: a)
    list.headsChanged()
    #expect(list.shown.map { list.notes[$0].title } == ["a"])
  }

  @Test func headsAreReadForTheNotesShownFirst() {
    var list = NoteList()
    list.setEntries((0..<10).map { Self.entry("n\($0).md", minutesAgo: Int64($0)) })
    list.setQuery("n7")
    #expect(list.notesWithoutHead(limit: 3).map(\.name) == ["n7.md", "n0.md", "n1.md"])
  }

  @Test(arguments: [
    ("# Groceries\nmilk", "Groceries", "milk"), ("## Plan  ", "Groceries", "Plan"),
    ("#hashtag", "x", "#hashtag"),
    ("   indented", "x", "indented"), ("####### seven", "x", "####### seven"),
  ])
  func thePreviewIsTheFirstLineWithoutHeadingMarks(text: String, title: String, expected: String) {
    let lines = text.split(separator: "\n").map(String.init)
    let note = Note(entry: Self.entry(title + ".md"), head: DocumentHead(lines: lines))
    #expect(note.preview == expected)
  }
}

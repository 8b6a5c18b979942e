import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The notes' field as a person uses it, in a pseudo-terminal: a word that is only in one
/// note's body finds that note with the line it is on; Return opens it with the caret on the
/// match; a query that matches nothing, Return, and the note it names is made; `#tag` keeps
/// the notes with that tag; a note another program writes shows in the results without a
/// restart. Every run has a home (and so a note index) of its own.
@Suite(.serialized) struct NotesOmnibarTests {
  let temporary = TemporaryFolder(prefix: "quire-omnibar")
  var environment: [String: String] {
    [
      "HOME": temporary.file("home"), "XDG_DATA_HOME": temporary.file("data"),
      "XDG_STATE_HOME": temporary.file("state"), "XDG_CACHE_HOME": temporary.file("cache"),
    ]
  }
  var notes: String { temporary.file("notes") }

  /// Three notes: the word `florbix` only in the body of `Trip`, on its third line.
  func makeNotes() throws {
    mkdir(notes, 0o700)
    try write("Trip.md", "---\ntags: [travel]\n---\n# Trip\n\npassport, and the florbix charger\nsocks\n")
    try write("Groceries.md", "milk, eggs\nbread\n")
    try write("Recipes.md", "---\ntags: [home, food]\n---\nbread dough\n")
  }

  /// Writes the note `name` as another program saving it would: whole, then renamed in.
  func write(_ name: String, _ text: String) throws {
    let hidden = notes + "/." + name + ".tmp"
    try TemporaryFolder.writeFile(Array(text.utf8), to: hidden)
    #expect(rename(hidden, notes + "/" + name) == 0)
  }

  func start() throws -> (PseudoTerminal, TerminalAttributes) {
    try makeNotes()
    return try PromptHarness.start(["notes", notes], waitingFor: "3 notes", extraEnvironment: environment)
  }

  @Test func aWordOnlyInABodyFindsItsNoteAndReturnOpensItOnTheMatch() throws {
    let (terminal, before) = try start()
    terminal.type("/florb")
    try terminal.expectScreen(.showing("1 of 3"))
    try terminal.expectScreen(.showing("Trip"))
    // The line found, under the title.
    try terminal.expectScreen(.showing("passport, and the florbix charger"))
    #expect(!terminal.screen.text.contains("Groceries"))

    terminal.press(.enter)
    try terminal.expectScreen(.showing("Trip.md"))
    try terminal.expectScreen(.showing("Find: florb"))
    // The match is selected: what is typed replaces it.
    terminal.press(.escape)
    try terminal.expectScreen(.showing("esc back"))  // the find bar closed, the match still selected
    terminal.type("X")
    try terminal.expectScreen(.showing("the Xix charger"))
    terminal.press(.escape)
    // Back in the notes, the results follow the edit: `florb` is in no note now.
    try terminal.expectScreen(.showing("0 of 3"))
    #expect(
      terminal.waitUntil { _ in
        String(decoding: TemporaryFolder.read(notes + "/Trip.md"), as: UTF8.self).contains("the Xix charger")
      },
      "\(String(decoding: TemporaryFolder.read(notes + "/Trip.md"), as: UTF8.self))")
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
  }

  @Test func aQueryMatchingNothingMakesTheNoteItNamesOnReturn() throws {
    let (terminal, before) = try start()
    terminal.type("/Packing list")
    try terminal.expectScreen(.showing("No notes match. Return creates “Packing list”."))
    terminal.press(.enter)
    try terminal.expectScreen(.showing("Packing list.md"))
    terminal.type("tent")
    try terminal.expectScreen(.showing("tent"))
    terminal.press(.escape)
    try terminal.expectScreen(.showing("4 notes"))
    #expect(TemporaryFolder.read(notes + "/Packing list.md") == Array("tent".utf8))
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
  }

  @Test func aTagKeepsItsNotesAndTwoLettersFindAWord() throws {
    let (terminal, before) = try start()
    terminal.type("/#home")
    try terminal.expectScreen(.showing("1 of 3"))
    try terminal.expectScreen(.showing("Recipes"))
    #expect(!terminal.screen.text.contains("Trip"))
    terminal.press(.escape)
    try terminal.expectScreen(.showing("3 notes"))
    // Two letters, below what the trigram index serves: the body's `milk` is found.
    terminal.type("/mi")
    try terminal.expectScreen(.showing("1 of 3"))
    try terminal.expectScreen(.showing("Groceries"))
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
  }

  @Test func aNoteOpensWithTheCaretAtTheStartOfItsBody() throws {
    let (terminal, before) = try start()
    terminal.type("/Recipes")
    try terminal.expectScreen(.showing("1 of 3"))
    terminal.press(.enter)
    try terminal.expectScreen(.showing("Recipes.md"))
    // The front matter is three lines: the caret is on the fourth, at its start.
    try terminal.expectScreen(.showing("Ln 4, Col 1"))
    terminal.press(.escape)
    try terminal.expectScreen(.showing("1 of 3"))
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
  }

  @Test func aNoteAnotherProgramWritesShowsInTheResults() throws {
    let (terminal, before) = try start()
    terminal.type("/zanzibar")
    try terminal.expectScreen(.showing("No notes match."))
    try write("Atlas.md", "maps of zanzibar and elsewhere\n")
    try terminal.expectScreen(.showing("1 of 4"))
    try terminal.expectScreen(.showing("maps of zanzibar and elsewhere"))
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
  }
}

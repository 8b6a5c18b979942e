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

  func see(_ terminal: PseudoTerminal, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      terminal.waitUntil { $0.screen.text.contains(text) }, "\(terminal.screen.text)",
      sourceLocation: sourceLocation)
  }

  func read(_ path: String) -> String? {
    RepositoryFile.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  func start() throws -> (PseudoTerminal, TerminalAttributes) {
    try makeNotes()
    return try PromptHarness.start(["notes", notes], waitingFor: "3 notes", extraEnvironment: environment)
  }

  @Test func aWordOnlyInABodyFindsItsNoteAndReturnOpensItOnTheMatch() throws {
    let (terminal, before) = try start()
    terminal.type("/florb")
    see(terminal, "1 of 3")
    try terminal.expectScreen(.showing("Trip"))
    see(terminal, "passport, and the florbix charger")  // the line found, under the title
    #expect(!terminal.screen.text.contains("Groceries"))

    terminal.press(.enter)
    see(terminal, "Trip.md")
    see(terminal, "Find: florb")
    // The match is selected: what is typed replaces it.
    terminal.press(.escape)
    see(terminal, "esc back")  // the find bar closed, the match still selected
    terminal.type("X")
    see(terminal, "the Xix charger")
    terminal.press(.escape)
    // Back in the notes, the results follow the edit: `florb` is in no note now.
    see(terminal, "0 of 3")
    #expect(
      terminal.waitUntil { _ in self.read(notes + "/Trip.md")?.contains("the Xix charger") == true },
      "\(read(notes + "/Trip.md") ?? "")")
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
  }

  @Test func aQueryMatchingNothingMakesTheNoteItNamesOnReturn() throws {
    let (terminal, before) = try start()
    terminal.type("/Packing list")
    see(terminal, "No notes match. Return creates “Packing list”.")
    terminal.press(.enter)
    see(terminal, "Packing list.md")
    terminal.type("tent")
    see(terminal, "tent")
    terminal.press(.escape)
    see(terminal, "4 notes")
    #expect(read(notes + "/Packing list.md") == "tent")
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
  }

  @Test func aTagKeepsItsNotesAndTwoLettersFindAWord() throws {
    let (terminal, before) = try start()
    terminal.type("/#home")
    see(terminal, "1 of 3")
    try terminal.expectScreen(.showing("Recipes"))
    #expect(!terminal.screen.text.contains("Trip"))
    terminal.press(.escape)
    see(terminal, "3 notes")
    // Two letters, below what the trigram index serves: the body's `milk` is found.
    terminal.type("/mi")
    see(terminal, "1 of 3")
    try terminal.expectScreen(.showing("Groceries"))
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
  }

  @Test func aNoteAnotherProgramWritesShowsInTheResults() throws {
    let (terminal, before) = try start()
    terminal.type("/zanzibar")
    see(terminal, "No notes match.")
    try write("Atlas.md", "maps of zanzibar and elsewhere\n")
    see(terminal, "1 of 4")
    see(terminal, "maps of zanzibar and elsewhere")
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
  }
}

import Quire
import QuireTestSupport
import Testing

// --- README example begins
/// Asks for a note: its title in the input overlay, then its text in a full-screen text area.
/// `nil` when the user cancels either (Esc).
@MainActor func askForANote(on terminal: any TerminalSurface) async throws -> (title: String, text: String)? {
  let app = App(terminal: terminal)
  return try await app.run { stack in
    let field = TextField(placeholder: "Title")
    guard let title = try await stack.push(InputOverlay(title: "New note", field: field)) else { return nil }
    let area = TextArea(placeholder: "Write here; Ctrl-S when done")
    guard let text = try await stack.push(TextAreaScreen(title: title, textArea: area)) else { return nil }
    return (title, text)
  }
}
// --- README example ends

/// The library example of README.md, run as written: the function above is the README's text
/// (checked line by line), driven here as a person would use it.
@MainActor @Suite struct ReadmeExampleTests {
  @Test func theNoteExampleAsksForATitleThenTheText() async throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 10))
    let note = Task { try await askForANote(on: terminal) }
    try await terminal.expectScreen(.showing("New note"))
    terminal.type("Groceries")
    terminal.send(.key(KeyEvent(.enter)))
    try await terminal.expectScreen(.showing("Write here"))  // the text area opens, titled
    #expect(terminal.text.contains("Groceries"))
    terminal.type("milk")
    terminal.send(.key(KeyEvent(.enter)))
    terminal.type("bread")
    terminal.send(.key(KeyEvent(.character("s"), modifiers: .control)))
    let result = try await note.value
    #expect(result?.title == "Groceries")
    #expect(result?.text == "milk\nbread")
  }

  @Test func escapeInTheOverlayCancels() async throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 10))
    let note = Task { try await askForANote(on: terminal) }
    try await terminal.expectScreen(.showing("New note"))
    terminal.send(.key(KeyEvent(.escape)))
    #expect(try await note.value == nil)
  }

  @Test func theReadmeShowsTheExampleAsTested() throws {
    let readme = try #require(RepositoryFile.text("README.md"))
    let source = try #require(RepositoryFile.text("Tests/QuireTests/ReadmeExampleTests.swift"))
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasSuffix("README example begins") })
    let end = try #require(lines.firstIndex { $0.hasSuffix("README example ends") })
    let example = lines[(start + 1)..<end].joined(separator: "\n")
    #expect(readme.contains(example), "README.md's library example is the code tested here")
  }
}

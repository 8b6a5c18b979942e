import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Links between notes as a person follows them, in a pseudo-terminal: Ctrl-] on a
/// `[[link]]` to a note not yet written makes it and opens it; Ctrl-O saves it and comes
/// back; the linked note counts and lists its backlink, and choosing it lands on the line
/// that links. Every run has a home (and so a note index) of its own.
@Suite(.serialized) struct NotesLinksTests {
  let temporary = TemporaryFolder(prefix: "quire-links")
  var environment: [String: String] {
    [
      "HOME": temporary.file("home"), "XDG_DATA_HOME": temporary.file("data"),
      "XDG_STATE_HOME": temporary.file("state"), "XDG_CACHE_HOME": temporary.file("cache"),
    ]
  }
  var notes: String { temporary.file("notes") }

  func read(_ name: String) -> String {
    String(decoding: TemporaryFolder.read(notes + "/" + name), as: UTF8.self)
  }

  @Test func aLinkMakesItsNoteGoesBackAndIsListedAsABacklink() throws {
    mkdir(notes, 0o700)
    try TemporaryFolder.writeFile(Array("countdown\n[[orbit]] comes next\n".utf8), to: notes + "/Launch.md")
    let (terminal, before) = try PromptHarness.start(
      ["notes", notes], waitingFor: "1 note", extraEnvironment: environment)
    terminal.press(.enter)
    try terminal.expectScreen(.showing("Launch.md"))
    try terminal.expectScreen(.showing("countdown"))
    terminal.press(.down)
    try terminal.expectScreen(.showing("^] follow"))

    terminal.press(.ctrl("]"))
    try terminal.expectScreen(.showing("orbit.md"))
    #expect(terminal.waitUntil { _ in access(notes + "/orbit.md", F_OK) == 0 }, "the linked note is made")
    try terminal.expectScreen(.showing("1 backlink"))
    terminal.type("circling")
    try terminal.expectScreen(.showing("circling"))
    terminal.press(.ctrl("o"))
    try terminal.expectScreen(.showing("Launch.md"))
    #expect(terminal.waitUntil { _ in read("orbit.md") == "circling" }, "\(read("orbit.md"))")
    try terminal.expectScreen(.showing("Ln 2, Col 1"))

    terminal.press(.ctrl("]"))
    try terminal.expectScreen(.showing("circling"))
    try terminal.expectScreen(.showing("1 backlink"))
    terminal.press(.alt("l"))
    try terminal.expectScreen(.showing("Launch:2  [[orbit]] comes next"))
    terminal.press(.enter)
    try terminal.expectScreen(.showing("countdown"))
    try terminal.expectScreen(.showing("Ln 2, Col 1"))
    // Esc leaves every note on the way back to the notes.
    terminal.press(.escape)
    try terminal.expectScreen(.showing("2 notes"))
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
  }
}

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
/// that links; a note renamed has the links to it updated in the notes that can be saved,
/// and the one that cannot listed. Every run has a home (and so a note index) of its own.
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

  @Test func aRenameUpdatesTheLinksInThreeNotesAndListsTheReadOnlyOneItLeft() throws {
    mkdir(notes, 0o755)
    let texts = [
      "Groceries.md": "milk, eggs\n",
      "Plan.md": "buy [[Groceries]] first\n",
      "Trip.md": "pack [the list](Groceries.md)\n",
      "Week.md": "---\ntags: [home]\n---\nmonday: [[groceries|shop]]\n",
      "Locked.md": "keep [[Groceries]]\n",
    ]
    for (name, text) in texts {
      try TemporaryFolder.writeFile(
        Array(text.utf8), to: notes + "/" + name, mode: name == "Locked.md" ? 0o444 : 0o644)
    }
    // Groceries is the newest, so under the cursor.
    var later = [timespec(tv_sec: time(nil) + 5, tv_nsec: 0), timespec(tv_sec: time(nil) + 5, tv_nsec: 0)]
    utimensat(AT_FDCWD, notes + "/Groceries.md", &later, 0)
    // As root every file is writable: quire runs as another user, who owns all but Locked.md.
    let user: UInt32? = geteuid() == 0 ? PromptHarness.unprivilegedUser : nil
    if let user {
      for path in [notes, temporary.path] + texts.keys.filter({ $0 != "Locked.md" }).map({ notes + "/" + $0 })
      {
        chown(path, user, user)
      }
    }
    let (terminal, before) = try PromptHarness.start(
      ["notes", notes], waitingFor: "5 notes", extraEnvironment: environment, user: user)
    #expect(terminal.waitUntil { $0.screen.lines[3].hasPrefix(" › Groceries") }, "\(terminal.screen.text)")
    terminal.type("r")
    try terminal.expectScreen(.showing("Rename"))
    terminal.type("Shopping")
    terminal.press(.enter)
    try terminal.expectScreen(.showing("Update links in 4 notes?"))
    terminal.press(.enter)
    try terminal.expectScreen(.showing("1 note was left as it was"))
    try terminal.expectScreen(.showing("Locked: read-only: you may not write this file"))
    terminal.press(.enter)
    try terminal.expectScreen(.showing("Links updated in 3 notes."))
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(read("Plan.md") == "buy [[Shopping]] first\n")
    #expect(read("Trip.md") == "pack [the list](Shopping.md)\n")
    #expect(read("Week.md") == "---\ntags: [home]\n---\nmonday: [[Shopping|shop]]\n")
    #expect(read("Locked.md") == "keep [[Groceries]]\n")
    #expect(read("Shopping.md") == "milk, eggs\n")
    #expect(access(notes + "/Groceries.md", F_OK) != 0)
  }
}

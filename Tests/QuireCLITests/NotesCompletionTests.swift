import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Linking notes as a person does, in a pseudo-terminal: in a note, `[[` opens the menu of
/// the folder's note names, typing part of one narrows it, Return inserts `[[Name]]`, and
/// leaving saves the link in the file. Every run has a home (and so a note index) of its own.
@Suite(.serialized) struct NotesCompletionTests {
  let temporary = TemporaryFolder(prefix: "quire-notes-completion")
  var environment: [String: String] {
    [
      "HOME": temporary.file("home"), "XDG_DATA_HOME": temporary.file("data"),
      "XDG_STATE_HOME": temporary.file("state"), "XDG_CACHE_HOME": temporary.file("cache"),
    ]
  }
  var notes: String { temporary.file("notes") }

  /// Three notes, `Plan` the newest, so it is the first row of the browser.
  func start() throws -> (PseudoTerminal, TerminalAttributes) {
    mkdir(notes, 0o700)
    for (name, text, second) in [
      ("Groceries.md", "milk, eggs\n", 1_700_000_000), ("Garden.md", "tomatoes\n", 1_700_000_100),
      ("Plan.md", "# Plan\n", 1_700_000_200),
    ] {
      try TemporaryFolder.writeFile(Array(text.utf8), to: notes + "/" + name)
      var times = [timespec(tv_sec: second, tv_nsec: 0), timespec(tv_sec: second, tv_nsec: 0)]
      #expect(utimensat(AT_FDCWD, notes + "/" + name, &times, 0) == 0)
    }
    return try PromptHarness.start(["notes", notes], waitingFor: "3 notes", extraEnvironment: environment)
  }

  var plan: String { String(decoding: TemporaryFolder.read(notes + "/Plan.md"), as: UTF8.self) }

  @Test func bracketsOfferTheNoteNamesAndReturnInsertsTheLink() throws {
    let (terminal, before) = try start()
    terminal.press(.enter)
    try terminal.expectScreen(.showing("Plan.md"))
    terminal.press(.down)
    terminal.type("Buy what is on [[")
    try terminal.expectScreen(.showing("› Garden"))
    try terminal.expectScreen(.showing("tab insert"))
    terminal.type("gro")
    try terminal.expectScreen(.showing("› Groceries"))
    try terminal.expectScreen(.notShowing("Garden"))
    terminal.press(.enter)
    try terminal.expectScreen(.showing("Buy what is on [[Groceries]]"))
    try terminal.expectScreen(.notShowing("tab insert"))
    terminal.press(.escape)
    try terminal.expectScreen(.showing("3 notes"))
    #expect(terminal.waitUntil { _ in plan == "# Plan\nBuy what is on [[Groceries]]" }, "\(plan)")
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
  }

  @Test func aLinkToANoteYetToBeWrittenIsTypedWholeAndCtrlSpaceReopens() throws {
    let (terminal, before) = try start()
    terminal.press(.enter)
    try terminal.expectScreen(.showing("Plan.md"))
    terminal.press(.down)
    terminal.type("[[Holiday")
    try terminal.expectScreen(.showing("No match"))
    terminal.type("]] and [[gar")
    try terminal.expectScreen(.showing("› Garden"))
    terminal.press(.escape)
    try terminal.expectScreen(.notShowing("› Garden"))
    terminal.press(.ctrlSpace)
    try terminal.expectScreen(.showing("› Garden"))
    terminal.press(.tab)
    try terminal.expectScreen(.showing("[[Holiday]] and [[Garden]]"))
    terminal.press(.escape)
    try terminal.expectScreen(.showing("3 notes"))
    #expect(terminal.waitUntil { _ in plan == "# Plan\n[[Holiday]] and [[Garden]]" }, "\(plan)")
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
  }
}

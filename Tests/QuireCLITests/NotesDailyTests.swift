import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Today's note, templates and tags in a pseudo-terminal, as a person uses them:
/// `quire notes --today` twice the same day opens the same note; a note added from a
/// template has its placeholders filled; choosing a tag in the tag list keeps its notes; a
/// tag renamed in every note leaves a read-only note as it was, and says so. Every run has a
/// home (and so a note index) of its own.
@Suite(.serialized) struct NotesDailyTests {
  let temporary = TemporaryFolder(prefix: "quire-daily")
  var environment: [String: String] {
    var environment = [
      "HOME": temporary.file("home"), "XDG_DATA_HOME": temporary.file("data"),
      "XDG_STATE_HOME": temporary.file("state"), "XDG_CACHE_HOME": temporary.file("cache"),
    ]
    // The day is the same for the test and for quire.
    if let zone = getenv("TZ") { environment["TZ"] = String(cString: zone) }
    return environment
  }
  var notes: String { temporary.file("notes") }

  func write(_ name: String, _ text: String, mode: mode_t = 0o644) throws {
    try TemporaryFolder.writeFile(Array(text.utf8), to: notes + "/" + name, mode: mode)
  }

  func read(_ name: String) -> String {
    String(decoding: TemporaryFolder.read(notes + "/" + name), as: UTF8.self)
  }

  var names: [String] { DirectoryListing.names(in: notes).sorted() }

  @Test func todayTwiceTheSameDayOpensTheSameNote() throws {
    mkdir(notes, 0o700)
    mkdir(notes + "/.templates", 0o700)
    try write(".templates/daily.md", "# {{date}}\n\n")
    try write("Older.md", "from before\n")
    let today = FileTime.now().localDateText
    let (terminal, before) = try PromptHarness.start(
      ["notes", "--today", notes], waitingFor: "\(today).md", extraEnvironment: environment)
    try terminal.expectScreen(.showing("# \(today)"))
    terminal.press(.down, .down)
    terminal.type("first visit")
    try terminal.expectScreen(.showing("Edited •"))
    terminal.press(.escape)
    try terminal.expectScreen(.showing("2 notes"))
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(read("\(today).md") == "# \(today)\n\nfirst visit")

    let (again, beforeAgain) = try PromptHarness.start(
      ["notes", "--today", notes], waitingFor: "\(today).md", extraEnvironment: environment)
    try again.expectScreen(.showing("first visit"))
    again.press(.escape)
    try again.expectScreen(.showing("2 notes"))
    again.press(.ctrl("c"))
    PromptHarness.expectEnded(again, with: .exited(0), before: beforeAgain)
    #expect(names == [".templates", "\(today).md", "Older.md"])
    #expect(read("\(today).md") == "# \(today)\n\nfirst visit")
  }

  @Test func todayAndSearchTogetherAreAUsageError() throws {
    let executable = try #require(BuiltProducts.executable(named: "quire"), "the quire executable is built")
    let run = try DetachedProcess.run(
      executable: executable, arguments: ["notes", "--today", "--search", "x", notes],
      environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"])
    #expect(run.status == .exited(2))
    #expect(run.standardOutput.isEmpty)
    #expect(
      String(decoding: run.standardError, as: UTF8.self)
        == "quire notes: --search and --today exclude each other; give one\n")
  }

  @Test func theTodayKeyInTheBrowserOpensTheDaysNote() throws {
    mkdir(notes, 0o700)
    try write("Older.md", "from before\n")
    let today = FileTime.now().localDateText
    let (terminal, before) = try PromptHarness.start(
      ["notes", notes], waitingFor: "1 note", size: TerminalSize(columns: 110, rows: 24),
      extraEnvironment: environment)
    try terminal.expectScreen(.showing("n today"))
    terminal.type("n")
    try terminal.expectScreen(.showing("\(today).md"))
    terminal.press(.escape)
    try terminal.expectScreen(.showing("2 notes"))
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(names == ["\(today).md", "Older.md"])
  }

  @Test func aNoteAddedFromATemplateHasItsPlaceholdersFilled() throws {
    mkdir(notes, 0o700)
    mkdir(notes + "/.templates", 0o700)
    try write(".templates/Meeting.md", "# {{title}}\non {{date}} at {{time}}, {{room}}\n")
    try write("Older.md", "from before\n")
    let (terminal, before) = try PromptHarness.start(
      ["notes", notes], waitingFor: "1 note", extraEnvironment: environment)
    #expect(!terminal.screen.text.contains("Meeting"), "a template is not a note")
    terminal.type("a")
    try terminal.expectScreen(.showing("New note"))
    terminal.type("Standup")
    terminal.press(.enter)
    try terminal.expectScreen(.showing("Start from"))
    try terminal.expectScreen(.showing("Blank note"))
    terminal.press(.down)
    terminal.press(.enter)
    try terminal.expectScreen(.showing("Standup.md"))
    try terminal.expectScreen(.showing("# Standup"))
    terminal.press(.escape)
    try terminal.expectScreen(.showing("2 notes"))
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    let text = read("Standup.md")
    let date = FileTime.now().localDateText
    #expect(text.hasPrefix("# Standup\non \(date) at "), "\(text)")
    #expect(text.hasSuffix(", {{room}}\n"), "\(text)")
    let time = text.dropFirst("# Standup\non \(date) at ".count).prefix(5)
    #expect(
      time.count == 5 && time.dropFirst(2).first == ":" && time.filter(\.isNumber).count == 4, "\(text)")
  }

  func writeTaggedNotes() throws {
    mkdir(notes, 0o755)
    try write("Trip.md", "---\ntags: [travel, work]\n---\npassport\n")
    try write("Groceries.md", "milk, eggs #home\n")
    try write("Standup.md", "notes for the #work team\n")
  }

  @Test func choosingATagKeepsItsNotes() throws {
    try writeTaggedNotes()
    let (terminal, before) = try PromptHarness.start(
      ["notes", notes], waitingFor: "3 notes", extraEnvironment: environment)
    terminal.type("#")
    try terminal.expectScreen(.showing("3 tags"))
    try terminal.expectScreen(.showing("#work"))
    // The most used first: work (2), then home and travel (1); once the page has slid in.
    #expect(
      terminal.waitUntil { $0.screen.lines[2].hasPrefix(" › #work") && $0.screen.lines[2].hasSuffix(" 2") })
    terminal.press(.enter)
    try terminal.expectScreen(.showing("2 of 3"))
    #expect(terminal.waitUntil { $0.screen.lines[2].hasPrefix(" / #work") })
    #expect(!terminal.screen.text.contains("Groceries"))
    #expect(terminal.screen.text.contains("Trip") && terminal.screen.text.contains("Standup"))
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
  }

  @Test func aTagRenameLeavesAReadOnlyNoteAsItWasAndSaysSo() throws {
    try writeTaggedNotes()
    try write("Locked.md", "---\ntags: [work]\n---\nkeep me\n", mode: 0o444)
    // As root every file is writable: quire runs as another user, who owns all but Locked.md.
    let user: UInt32? = geteuid() == 0 ? PromptHarness.unprivilegedUser : nil
    if let user {
      for path in [notes, temporary.path]
        + ["Trip.md", "Groceries.md", "Standup.md"].map({ notes + "/" + $0 })
      {
        chown(path, user, user)
      }
    }
    let (terminal, before) = try PromptHarness.start(
      ["notes", notes], waitingFor: "4 notes", extraEnvironment: environment, user: user)
    terminal.type("#")
    try terminal.expectScreen(.showing("3 tags"))
    #expect(terminal.waitUntil { $0.screen.lines[2].hasPrefix(" › #work") })
    terminal.type("r")
    try terminal.expectScreen(.showing("Rename tag"))
    terminal.type("job")
    terminal.press(.enter)
    try terminal.expectScreen(.showing("1 note was left as it was"))
    try terminal.expectScreen(.showing("Locked: read-only: you may not write this file"))
    terminal.press(.enter)
    try terminal.expectScreen(.showing("#job"))
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(read("Trip.md") == "---\ntags: [travel, job]\n---\npassport\n")
    #expect(read("Standup.md") == "notes for the #job team\n")
    #expect(read("Groceries.md") == "milk, eggs #home\n")
    #expect(read("Locked.md") == "---\ntags: [work]\n---\nkeep me\n")
  }
}

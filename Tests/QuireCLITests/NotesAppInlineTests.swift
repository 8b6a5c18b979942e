import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire` (the notes app) in a pseudo-terminal, as a person uses it: add a note and type its
/// body, rename it, tag it through `Other…`, describe it, delete it to the trash; the tag is
/// remembered in the next run. Every run has a home, data and state folder of its own.
/// The slides between pages are on, as a person has them: these tests type only once the
/// screen shows what they wait for, so a slide left part-way would fail them.
@Suite(.serialized) struct NotesAppInlineTests {
  let temporary = TemporaryFolder(prefix: "quire-notes-app")
  var environment: [String: String] {
    [
      "HOME": temporary.file("home"), "XDG_DATA_HOME": temporary.file("data"),
      "XDG_STATE_HOME": temporary.file("state"),
    ]
  }
  var notes: String { temporary.file("data/quire/notes") }

  /// Expects `text` on the screen soon, showing the screen when it does not come.
  func see(_ terminal: PseudoTerminal, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      terminal.waitUntil { $0.screen.text.contains(text) }, "\(terminal.screen.text)",
      sourceLocation: sourceLocation)
  }

  func read(_ path: String) -> String? {
    RepositoryFile.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func aPersonAddsWritesRenamesTagsDescribesAndDeletesANote() throws {
    // `quire` alone: the default folder is created, and the empty state says what to do.
    let (terminal, before) = try PromptHarness.start(
      [], waitingFor: "No notes yet. Press a to add one.", extraEnvironment: environment)
    #expect(DirectoryListing.names(in: notes).isEmpty)
    terminal.type("a")
    see(terminal, "New note")
    terminal.type("Groceries", then: .enter)
    try terminal.expectScreen(.showing("Groceries.md"))  // the editor opens the new note
    terminal.press(.text("milk, eggs"), .enter, .text("bread"))
    see(terminal, "bread")
    terminal.press(.escape)
    see(terminal, "1 note")
    #expect(read(notes + "/Groceries.md") == "milk, eggs\nbread")
    try terminal.expectScreen(.showing("milk, eggs"))  // its first line under its title

    terminal.type("r")
    see(terminal, "Rename")
    terminal.type("Shopping", then: .enter)
    #expect(terminal.waitUntil { $0.screen.text.contains("Shopping") && !$0.screen.text.contains("Rename") })
    #expect(DirectoryListing.names(in: notes) == ["Shopping.md"])

    terminal.type("t")
    see(terminal, "Other…")
    terminal.press(.enter)
    see(terminal, "New value")
    terminal.type("home", then: .enter)
    see(terminal, "1 chosen")
    terminal.press(.enter)
    see(terminal, "#home")
    #expect(
      terminal.waitUntil { _ in read(notes + "/Shopping.md") == "---\ntags: [home]\n---\nmilk, eggs\nbread" })

    terminal.type("e")
    #expect(
      terminal.waitUntil { $0.screen.text.contains("Cancel") && $0.screen.text.contains("Done") },
      "\(terminal.screen.text)")
    terminal.type("For the weekend", then: .ctrl("s"))
    see(terminal, "Description  For the weekend")
    #expect(
      terminal.waitUntil { _ in
        read(notes + "/Shopping.md")
          == "---\ntags: [home]\ndescription: For the weekend\n---\nmilk, eggs\nbread"
      })
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)

    // The next run: delete the note to the trash; a new note is offered the tag remembered.
    let (next, nextBefore) = try PromptHarness.start(
      ["notes"], waitingFor: "Shopping", extraEnvironment: environment)
    next.type("d")
    see(next, "Delete “Shopping”?")
    next.press(.left, .enter)
    see(next, "No notes yet")
    #expect(DirectoryListing.names(in: notes).isEmpty)
    #expect(read(temporary.file("data/Trash/files/Shopping.md"))?.hasSuffix("milk, eggs\nbread") == true)
    #expect(
      read(temporary.file("data/Trash/info/Shopping.md.trashinfo"))?.hasPrefix("[Trash Info]\n") == true)
    next.type("aIdeas", then: .enter)
    see(next, "Ideas.md")
    next.press(.escape)
    see(next, "1 note")
    next.type("t")
    see(next, "Other…")
    #expect(next.screen.text.contains("home"), "remembered: \(next.screen.text)")
    next.press(.escape)
    #expect(next.waitUntil { !$0.screen.text.contains("Other…") })
    next.press(.ctrl("c"))
    PromptHarness.expectEnded(next, with: .exited(0), before: nextBefore)
  }

  /// Starts the notes app on an empty `journal` folder and adds the note `Today`, open in
  /// the editor.
  func startWritingToday() throws -> (PseudoTerminal, TerminalAttributes) {
    let (terminal, before) = try PromptHarness.start(
      ["notes", temporary.file("journal")], waitingFor: "No notes yet", extraEnvironment: environment)
    terminal.type("a")
    see(terminal, "New note")
    terminal.type("Today", then: .enter)
    see(terminal, "Today.md")
    return (terminal, before)
  }

  @Test func askedToEndWhileANoteHasUnsavedTextTheTextIsKept() throws {
    let (terminal, before) = try startWritingToday()
    terminal.type("unsaved words")
    see(terminal, "unsaved words")
    terminal.send(signal: SIGTERM)
    PromptHarness.expectEnded(terminal, with: .signaled(SIGTERM), before: before)
    let note = temporary.file("journal/Today.md")
    let saved = read(note) ?? ""
    let recovery =
      read(RecoveryStore(paths: XDGPaths(environment: environment)).recoveryPath(for: note)) ?? ""
    #expect(
      saved == "unsaved words" || recovery.hasSuffix("unsaved words"), "saved: \(saved), kept: \(recovery)")
  }

  /// Ctrl-C in the editor the moment after typing, before the idle save: the help says the
  /// notes are saved already, and they are; no recovery copy is left to offer.
  @Test func controlCInTheEditorSavesTheLatestTypingFirst() throws {
    let (terminal, before) = try startWritingToday()
    terminal.type("latest words")
    see(terminal, "latest words")
    terminal.type("\u{03}")
    PromptHarness.expectEnded(terminal, with: .exited(130), before: before)
    let note = temporary.file("journal/Today.md")
    #expect(read(note) == "latest words")
    let recovery = RecoveryStore(paths: XDGPaths(environment: environment)).recoveryPath(for: note)
    #expect(read(recovery) == nil, "no recovery copy")
  }

  @Test func aFolderThatCannotBeOneIsRefusedInOneLine() throws {
    let file = temporary.file("plain")
    try TemporaryFolder.writeFile(Array("x".utf8), to: file)
    let terminal = try PseudoTerminal(
      executable: #require(BuiltProducts.executable(named: "quire")), arguments: ["notes", file + "/notes"],
      environment: environment.merging(["TERM": "xterm-256color"]) { $1 },
      size: TerminalSize(columns: 80, rows: 24),
      separateOutput: true, standardInput: nil)
    #expect(terminal.waitForExit() == .exited(3))
    let message = String(decoding: terminal.standardError, as: UTF8.self)
    #expect(message.hasPrefix("quire notes: cannot create the folder \(file)/notes"))
    #expect(message.filter { $0 == "\n" }.count == 1)
  }

  @Test func aFileGivenAsTheFolderIsCalledAFile() throws {
    let file = temporary.file("plain.md")
    try TemporaryFolder.writeFile(Array("x".utf8), to: file)
    let terminal = try PseudoTerminal(
      executable: #require(BuiltProducts.executable(named: "quire")), arguments: ["notes", file],
      environment: environment.merging(["TERM": "xterm-256color"]) { $1 },
      size: TerminalSize(columns: 80, rows: 24),
      separateOutput: true, standardInput: nil)
    #expect(terminal.waitForExit() == .exited(3))
    let message = String(decoding: terminal.standardError, as: UTF8.self)
    #expect(message == "quire notes: \(file) is a file, not a folder of notes\n")
  }

  @Test func oneEscClearsTheFilterAsTheHelpSays() throws {
    let folder = temporary.file("filtered")
    mkdir(folder, 0o700)
    for name in ["Apples.md", "Pears.md"] {
      try TemporaryFolder.writeFile(Array("x\n".utf8), to: folder + "/" + name)
    }
    let (terminal, before) = try PromptHarness.start(
      ["notes", folder], waitingFor: "2 notes", extraEnvironment: environment)
    terminal.type("/pea")
    see(terminal, "1 of 2")
    terminal.type("\u{1B}")
    see(terminal, "/ search")
    #expect(terminal.waitUntil { $0.screen.text.contains("Apples") && $0.screen.text.contains("2 notes") })
    terminal.type("\u{03}")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
  }

  @Test func aNoteWithANameNearTheLimitIsAddedAndDeleted() throws {
    let folder = temporary.file("long")
    mkdir(folder, 0o700)
    let (terminal, before) = try PromptHarness.start(
      ["notes", folder], waitingFor: "No notes yet", extraEnvironment: environment)
    let stem = String(repeating: "x", count: 245)
    terminal.type("a")
    see(terminal, "New note")
    terminal.type(stem + "\r")
    #expect(terminal.waitUntil { _ in DirectoryListing.names(in: folder) == [stem + ".md"] })
    see(terminal, "0 words")
    terminal.type("\u{1B}")
    see(terminal, "1 note")
    terminal.type("d")
    see(terminal, "Delete “")
    terminal.type("\u{1B}[D\r")
    #expect(
      terminal.waitUntil { $0.screen.text.contains("No notes yet") }, "deleted: \(terminal.screen.text)")
    #expect(DirectoryListing.names(in: folder).isEmpty)
    #expect(DirectoryListing.names(in: temporary.file("data/Trash/files")).count == 1)
    terminal.type("\u{03}")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
  }

  @Test func aNoteWhoseNameIsNotUTF8IsListedRenamedAndABinaryOneLabelled() throws {
    let folder = temporary.file("bytes")
    mkdir(folder, 0o700)
    let name = (Array((folder + "/bad").utf8) + [0xFF] + Array("name.md\0".utf8)).map {
      CChar(bitPattern: $0)
    }
    let descriptor = open(name, O_WRONLY | O_CREAT, 0o644)
    _ = write(descriptor, "hello\n", 6)
    close(descriptor)
    try TemporaryFolder.writeFile([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00], to: folder + "/elf.md")
    let (terminal, before) = try PromptHarness.start(
      ["notes", folder], waitingFor: "2 notes", extraEnvironment: environment)
    see(terminal, "bad\\xFFname")
    see(terminal, "binary data, not shown")
    #expect(!terminal.screen.text.contains("ELF"), "\(terminal.screen.text)")
    // The selection follows its note when the order changes, and both notes were written
    // in the same second: Home takes the first row by name whichever was selected.
    terminal.type("s")
    see(terminal, "by name")
    terminal.press(.home)
    see(terminal, "› bad\\xFFname")
    terminal.type("\r")
    see(terminal, "its name is not UTF-8; rename it (r) to open it")
    terminal.type("r")
    see(terminal, "Rename")
    terminal.type("Good\r")
    #expect(terminal.waitUntil { _ in DirectoryListing.names(in: folder).sorted() == ["Good.md", "elf.md"] })
    #expect(read(folder + "/Good.md") == "hello\n")
    terminal.type("\u{03}")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
  }
}

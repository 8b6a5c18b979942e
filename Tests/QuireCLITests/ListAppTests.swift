import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire list FILE` in a pseudo-terminal: add, edit, delete and reorder items; saved after
/// a pause and on leave, with the file's line breaks and final line break kept.
@Suite(.serialized) struct ListAppTests {
  let temporary = TemporaryFolder(prefix: "quire-list-app")
  var environment: [String: String] {
    ["HOME": temporary.file("home"), "XDG_STATE_HOME": temporary.file("state")]
  }

  func read(_ path: String) -> String? {
    RepositoryFile.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func itemsAreAddedEditedDeletedReorderedAndSavedWithTheFilesLineBreaks() throws {
    let path = temporary.file("groceries.txt")
    try TemporaryFolder.writeFile(Array("milk\r\neggs\r\nflour\r\n".utf8), to: path)
    let (terminal, before) = try PromptHarness.start(
      ["list", path], waitingFor: "flour", extraEnvironment: environment)
    terminal.type("a")
    try terminal.expectScreen(.showing("New item"))
    terminal.type("bread", then: .enter)
    #expect(terminal.waitUntil { $0.screen.text.contains("bread") && !$0.screen.text.contains("New item") })
    // Left alone, the list is saved after the pause.
    #expect(
      terminal.waitUntil(timeout: .seconds(6)) { _ in self.read(path) == "milk\r\nbread\r\neggs\r\nflour\r\n"
      })
    terminal.press(.down)  // the cursor on eggs
    terminal.type("e")
    try terminal.expectScreen(.showing("Edit item"))
    terminal.type("free-range eggs", then: .enter)
    #expect(
      terminal.waitUntil {
        $0.screen.text.contains("free-range eggs") && !$0.screen.text.contains("Edit item")
      })
    terminal.press(.alt(.up))  // Alt-Up: free-range eggs before bread
    terminal.press(.down, .down)  // the cursor on flour
    terminal.type("d")
    #expect(terminal.waitUntil { !$0.screen.text.contains("flour") })
    terminal.press(.ctrl("s"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(read(path) == "milk\r\nfree-range eggs\r\nbread\r\n")
  }

  @Test func aNewFileIsCreatedAtTheFirstSaveAndAFileWithoutAFinalLineBreakKeepsIt() throws {
    let new = temporary.file("new.txt")
    let (terminal, before) = try PromptHarness.start(
      ["list", new], waitingFor: "new.txt", extraEnvironment: environment)
    terminal.press(.escape)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(read(new) == nil, "nothing to save: no file")

    let (again, againBefore) = try PromptHarness.start(
      ["list", new], waitingFor: "new.txt", extraEnvironment: environment)
    again.type("aone", then: .enter)
    #expect(again.waitUntil { $0.screen.text.contains("one") && !$0.screen.text.contains("New item") })
    again.press(.escape)
    PromptHarness.expectEnded(again, with: .exited(0), before: againBefore)
    #expect(read(new) == "one\n")

    let bare = temporary.file("bare.txt")
    try TemporaryFolder.writeFile(Array("a\nb".utf8), to: bare)
    let (last, lastBefore) = try PromptHarness.start(
      ["list", bare], waitingFor: "b", extraEnvironment: environment)
    last.press(.alt(.down))
    try last.expectScreen(.showing("b"))
    last.press(.escape)
    PromptHarness.expectEnded(last, with: .exited(0), before: lastBefore)
    #expect(read(bare) == "b\na")
  }

  @Test func aFileChangedOnDiskIsNotOverwrittenAndTheListIsKept() throws {
    let path = temporary.file("shared.txt")
    try TemporaryFolder.writeFile(Array("milk\n".utf8), to: path)
    let (terminal, before) = try PromptHarness.start(
      ["list", path], waitingFor: "milk", extraEnvironment: environment)
    try TemporaryFolder.writeFile(Array("theirs\n".utf8), to: path)
    terminal.type("aeggs", then: .enter)
    #expect(terminal.waitUntil { $0.screen.text.contains("eggs") && !$0.screen.text.contains("New item") })
    terminal.press(.escape)
    PromptHarness.expectEnded(terminal, with: .exited(3), before: before)
    #expect(read(path) == "theirs\n", "their text stays")
    let message = String(decoding: terminal.standardError, as: UTF8.self)
    #expect(message.hasPrefix("quire list: ") && message.contains("the list is kept in "), "\(message)")
    #expect(message.filter { $0 == "\n" }.count == 1)
    let recovery = RecoveryStore(paths: XDGPaths(environment: environment)).recoveryPath(for: path)
    #expect(
      RepositoryFile.contents(atPath: recovery).map { String(decoding: $0, as: UTF8.self) }?.hasSuffix(
        "milk\neggs\n") == true)
  }

  /// The file named as `l.txt` in its folder: the copy the list is kept in records the
  /// file's whole path, so `quire edit l.txt` in the same folder offers it, as the message
  /// says.
  @Test func aListKeptUnderARelativePathIsOfferedByQuireEdit() throws {
    let path = temporary.file("l.txt")
    try TemporaryFolder.writeFile(Array("milk\neggs\n".utf8), to: path)
    let (terminal, before) = try PromptHarness.start(
      ["list", "l.txt"], waitingFor: "eggs", extraEnvironment: environment, in: temporary.path)
    try TemporaryFolder.writeFile(Array("theirs\n".utf8), to: path)
    terminal.type("d")
    #expect(terminal.waitUntil { !$0.screen.text.contains("milk") })
    terminal.type("\u{1B}")
    PromptHarness.expectEnded(terminal, with: .exited(3), before: before)
    let message = String(decoding: terminal.standardError, as: UTF8.self)
    #expect(message.contains("; quire edit l.txt offers it"), "\(message)")

    let (editor, editorBefore) = try PromptHarness.start(
      ["edit", "l.txt"], waitingFor: "Restore unsaved text?", extraEnvironment: environment,
      in: temporary.path)
    editor.type("\r")
    #expect(editor.waitUntil { $0.screen.text.contains("eggs") && !$0.screen.text.contains("theirs") })
    editor.type("\u{1B}")
    PromptHarness.expectEnded(editor, with: .exited(0), before: editorBefore)
    #expect(read(path) == "eggs\n")
  }

  /// Ctrl-C saves the list before quitting, as its help says, with status 130.
  @Test func controlCSavesTheListAndQuits() throws {
    let path = temporary.file("quit.txt")
    try TemporaryFolder.writeFile(Array("milk\n".utf8), to: path)
    let (terminal, before) = try PromptHarness.start(
      ["list", path], waitingFor: "milk", extraEnvironment: environment)
    terminal.type("aeggs\r")
    #expect(terminal.waitUntil { $0.screen.text.contains("eggs") && !$0.screen.text.contains("New item") })
    terminal.type("\u{03}")
    PromptHarness.expectEnded(terminal, with: .exited(130), before: before)
    #expect(read(path) == "milk\neggs\n")
  }

  @Test func askedToEndTheListIsSavedFirst() throws {
    let path = temporary.file("term.txt")
    try TemporaryFolder.writeFile(Array("milk\n".utf8), to: path)
    let (terminal, before) = try PromptHarness.start(
      ["list", path], waitingFor: "milk", extraEnvironment: environment)
    terminal.type("aeggs", then: .enter)
    #expect(terminal.waitUntil { $0.screen.text.contains("eggs") && !$0.screen.text.contains("New item") })
    terminal.send(signal: SIGTERM)
    PromptHarness.expectEnded(terminal, with: .signaled(SIGTERM), before: before)
    #expect(read(path) == "milk\neggs\n")
  }

  @Test(arguments: [("folder", "is a folder"), ("binary", "cannot be edited as a list")])
  func whatCannotBeAListIsRefusedInOneLine(name: String, words: String) throws {
    let path = temporary.file(name)
    if name == "folder" {
      mkdir(path, 0o700)
    } else {
      try TemporaryFolder.writeFile([0x61, 0x00, 0x62, 0x0A], to: path)
    }
    let terminal = try PseudoTerminal(
      executable: #require(BuiltProducts.executable(named: "quire")), arguments: ["list", path],
      environment: environment.merging(["TERM": "xterm-256color"]) { $1 },
      size: TerminalSize(columns: 80, rows: 24),
      separateOutput: true, standardInput: nil)
    #expect(terminal.waitForExit() == .exited(3))
    let message = String(decoding: terminal.standardError, as: UTF8.self)
    #expect(message.hasPrefix("quire list: "), "\(message)")
    #expect(message.contains(path) && message.contains(words), "\(message)")
    #expect(message.filter { $0 == "\n" }.count == 1)
  }
}

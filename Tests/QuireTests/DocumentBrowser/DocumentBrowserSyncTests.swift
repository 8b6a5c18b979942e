import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Notes kept in git, through `AppDriver`, as a person uses them: the help bar offers `S`,
/// the header says `syncing…` then `synced just now` (or why not, in the error style);
/// leaving a note commits it, a change made under the browser is committed once quiet; an
/// editor with unsaved text keeps it when a sync changes its file; and a folder that is not
/// a work tree shows none of it. A local bare repository and a second clone stand for the
/// remote and the other machine.
@MainActor @Suite(.serialized) struct DocumentBrowserSyncTests {
  let fixture = NotesFixture()
  var environment: [String: String] {
    fixture.environment.merging([
      "PATH": String(cString: getenv("PATH")), "USER": "tester", "GIT_CONFIG_NOSYSTEM": "1",
    ]) { $1 }
  }
  var remote: String { fixture.temporary.file("remote.git") }
  var other: String { fixture.temporary.file("other") }

  /// The notes folder made a clone of a bare remote, with `Groceries.md` committed and
  /// pushed, and the other machine's clone of it.
  func keepInGit() throws -> NotesSync {
    mkdir(fixture.temporary.file("home"), 0o700)
    let git = try #require(GitRunner(folder: fixture.temporary.path, environment: environment))
    #expect(git.run(["init", "-q", "--bare", remote]).succeeded)
    let notes = try #require(NotesSync(folder: fixture.notes, environment: environment))
    #expect(notes.initialize() == .success(true), "the .gitignore is committed")
    #expect(notes.git.run(["remote", "add", "origin", remote]).succeeded)
    fixture.write("Groceries.md", "milk\n", age: .seconds(60))
    _ = try notes.sync().get()
    #expect(git.run(["clone", "-q", remote, other]).succeeded)
    return notes
  }

  func start(_ notes: NotesSync?, configure: (DocumentBrowser) -> Void = { _ in }) async -> (
    AppDriver<Void?>, DocumentBrowser
  ) {
    let folder = DocumentFolder(path: fixture.notes)
    let browser = DocumentBrowser(
      folder: folder, paths: fixture.paths, displayPath: "~/notes", environment: environment, sync: notes)
    // One wall clock for the listing and the sync: the header's age reads "just now".
    browser.options.wallClock = { NotesFixture.now }
    configure(browser)
    let driver = await AppDriver(size: TerminalSize(columns: 100, rows: 16)) { stack in
      try await stack.push(browser)
    }
    _ = await driver.waitUntil { browser.isSettled && browser.state.versioning != .asking }
    return (driver, browser)
  }

  func lastCommit(_ notes: NotesSync) -> String {
    notes.git.run(["log", "-1", "--format=%s"]).text
  }

  @Test func sSyncsAndTheHeaderSaysWhenAndTheOtherMachineGetsTheNote() async throws {
    let notes = try keepInGit()
    fixture.write("Trip.md", "passport\n")
    let (driver, _) = await start(notes)
    #expect(driver.lines[15].contains("S sync"), "\(driver.lines[15])")
    await driver.type("S")
    try await driver.expectScreen(.showing("synced just now"))
    #expect(driver.lines[0].hasPrefix(" Notes  synced just now"), "\(driver.lines[0])")
    let otherMachine = try #require(NotesSync(folder: other, environment: environment))
    _ = try otherMachine.sync().get()
    #expect(RepositoryFile.contents(atPath: other + "/Trip.md") == Array("passport\n".utf8))
  }

  @Test func aNoteChangedOnBothMachinesIsKeptTwiceAndTheBrowserSaysSo() async throws {
    let notes = try keepInGit()
    let otherMachine = try #require(NotesSync(folder: other, environment: environment))
    try TemporaryFolder.writeFile(Array("milk\ncocoa\n".utf8), to: other + "/Groceries.md", mode: 0o644)
    _ = try otherMachine.sync().get()
    fixture.write("Groceries.md", "milk\noat milk\n")
    let (driver, _) = await start(notes)
    await driver.type("S")
    try await driver.expectScreen(
      .showing(
        "Changed on both machines: the other side's text is kept beside the note as “Groceries (conflict "))
    try await driver.expectScreen(.showing("Groceries (conflict "))
    #expect(driver.screen.contains("2 notes"))
    #expect(fixture.read("Groceries.md") == "milk\noat milk\n")
    let copy = try #require(fixture.names.first { $0.hasPrefix("Groceries (conflict ") })
    #expect(fixture.read(copy) == "milk\ncocoa\n")
  }

  @Test func aSyncThatFailsSaysWhyInTheHeader() async throws {
    let notes = try keepInGit()
    #expect(notes.git.run(["remote", "set-url", "origin", fixture.temporary.file("nowhere.git")]).succeeded)
    let (driver, _) = await start(notes)
    await driver.type("S")
    try await driver.expectScreen(.showing("not synced: the remote cannot be reached"))
    let column = try #require(driver.lines[0].range(of: "not synced")).lowerBound.utf16Offset(
      in: driver.lines[0])
    #expect(driver.terminal.style(at: CellPosition(column: column, row: 0)) == Theme.standard.error)
  }

  @Test func leavingANoteCommitsItNamedByTheNote() async throws {
    let notes = try keepInGit()
    let log = OpenedNote.Log()
    let (driver, _) = await start(notes) { browser in
      browser.opener = { opening in OpenedNote(path: opening.path, text: "milk\neggs\n", log: log) }
    }
    await driver.press(KeyChord(.enter))
    #expect(await driver.waitUntil { log.paths.count == 1 })
    await driver.press(KeyChord(.escape))
    #expect(await driver.waitUntil { lastCommit(notes) == "Edit Groceries" }, "\(lastCommit(notes))")
    #expect(notes.git.run(["status", "--porcelain"]).text.isEmpty)
  }

  @Test func aChangeMadeUnderTheBrowserIsCommittedOnceQuiet() async throws {
    let notes = try keepInGit()
    let (driver, _) = await start(notes) { browser in
      browser.options.commitQuiet = .milliseconds(300)
      browser.options.watchInterval = .milliseconds(100)
    }
    fixture.write("Plan.md", "draft\n")
    try await driver.expectScreen(.showing("Plan"))
    // Not before the folder has been quiet for the whole wait (the app's clock).
    await driver.advance(by: .milliseconds(200))
    #expect(lastCommit(notes) == "Add Groceries")
    await driver.advance(by: .milliseconds(200))
    #expect(await driver.waitUntil { lastCommit(notes) == "Add Plan" }, "\(lastCommit(notes))")
  }

  @Test func anEditorWithUnsavedTextKeepsItWhenASyncChangesItsFile() async throws {
    let notes = try keepInGit()
    var options = DocumentEditorOptions(environment: environment)
    options.autosaveDelay = nil
    let (driver, browser) = await start(notes) { browser in
      browser.opener = { opening in DocumentEditor(path: opening.path, backTitle: "Notes", options: options) }
    }
    await driver.press(KeyChord(.enter))
    try await driver.expectScreen(.showing("Groceries.md"))
    await driver.press(KeyChord(.end, modifiers: .control))
    await driver.type("bread")
    // The other machine changes the note, and this one syncs from another terminal.
    let otherMachine = try #require(NotesSync(folder: other, environment: environment))
    try TemporaryFolder.writeFile(Array("milk\ncocoa\n".utf8), to: other + "/Groceries.md", mode: 0o644)
    _ = try otherMachine.sync().get()
    _ = try notes.sync().get()
    #expect(fixture.read("Groceries.md") == "milk\ncocoa\n")
    try await driver.expectScreen(.showing("Groceries.md changed on disk"))
    #expect(driver.screen.contains("bread"), "the unsaved text is still there")
    _ = browser
  }

  @Test func aFolderThatIsNotKeptInGitShowsNoneOfIt() async throws {
    mkdir(fixture.temporary.file("home"), 0o700)
    fixture.write("Groceries.md", "milk\n")
    let notes = try #require(NotesSync(folder: fixture.notes, environment: environment))
    let (driver, browser) = await start(notes)
    #expect(browser.state.versioning == .off)
    #expect(!driver.lines[15].contains("sync"))
    await driver.type("S")
    #expect(driver.terminal.performedCommands == [.bell], "S has nothing to do: a bell")
    #expect(!driver.screen.contains("sync"))
    #expect(access(fixture.notes + "/.git", F_OK) != 0)
  }
}

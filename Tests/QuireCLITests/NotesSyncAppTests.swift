import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Notes kept in git, end to end in a pseudo-terminal as a person uses them: open a note,
/// type, leave it (a commit), press S (a sync): the header says it synced, and the other
/// machine's clone has the note after its own sync. A local bare repository stands for the
/// remote; every run has a home of its own.
@Suite(.serialized) struct NotesSyncAppTests {
  let temporary = TemporaryFolder(prefix: "quire-sync-app")
  var environment: [String: String] {
    [
      "HOME": temporary.file("home"), "XDG_DATA_HOME": temporary.file("data"),
      "XDG_STATE_HOME": temporary.file("state"), "XDG_CACHE_HOME": temporary.file("cache"),
      "GIT_CONFIG_NOSYSTEM": "1", "USER": "tester",
    ]
  }
  var notes: String { temporary.file("notes") }

  func git(_ arguments: String..., in folder: String) -> GitResult {
    var environment = environment
    environment["PATH"] = "/usr/bin:/bin"
    return GitRunner(folder: folder, environment: environment)?.run(arguments) ?? GitResult(status: 127)
  }

  @Test func anEditLeftAndSyncedReachesTheOtherMachine() throws {
    mkdir(temporary.file("home"), 0o700)
    let remote = temporary.file("remote.git")
    #expect(git("init", "-q", "--bare", remote, in: temporary.path).succeeded)
    mkdir(notes, 0o700)
    try TemporaryFolder.writeFile(Array("milk\n".utf8), to: notes + "/Groceries.md", mode: 0o644)
    #expect(
      try PromptCommandTests.run(
        ["notes", "--git-init", notes],
        environment: PromptCommandTests.environment.merging(environment) { $1 }
      ).status == .exited(0))
    #expect(git("remote", "add", "origin", remote, in: notes).succeeded)

    let (terminal, before) = try PromptHarness.start(
      ["notes", notes], waitingFor: "1 note", size: TerminalSize(columns: 100, rows: 24),
      extraEnvironment: environment)
    try terminal.expectScreen(.showing("S sync"))
    terminal.press(.enter)
    try terminal.expectScreen(.showing("Groceries.md"))
    terminal.press(.ctrl(.end))
    terminal.type("eggs\n")
    try terminal.expectScreen(.showing("eggs"))
    terminal.press(.escape)
    try terminal.expectScreen(.showing("1 note"))
    #expect(terminal.waitUntil { _ in git("log", "-1", "--format=%s", in: notes).text == "Edit Groceries" })
    terminal.type("S")
    try terminal.expectScreen(.showing("synced just now"))
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)

    let other = temporary.file("other")
    #expect(git("clone", "-q", remote, other, in: temporary.path).succeeded)
    let synced = try PromptCommandTests.run(
      ["notes", "--sync", other], environment: PromptCommandTests.environment.merging(environment) { $1 })
    #expect(synced.status == .exited(0), "\(synced.error)")
    #expect(RepositoryFile.contents(atPath: other + "/Groceries.md") == Array("milk\neggs\n".utf8))
  }
}

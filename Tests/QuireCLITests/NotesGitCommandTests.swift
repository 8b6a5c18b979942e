import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire notes --git-init [DIR]` and `quire notes --sync [DIR]` as a script runs them, with
/// no terminal: one line saying what was done, or why not, and the exit status to match.
/// Two folders and a local bare repository stand for two machines and their remote.
@Suite(.serialized) struct NotesGitCommandTests {
  let temporary = TemporaryFolder(prefix: "quire-git-command")
  var environment: [String: String] {
    PromptCommandTests.environment.merging([
      "HOME": temporary.file("home"), "XDG_CACHE_HOME": temporary.file("cache"),
      "XDG_DATA_HOME": temporary.file("data"), "XDG_STATE_HOME": temporary.file("state"),
      "GIT_CONFIG_NOSYSTEM": "1", "USER": "tester",
    ]) { $1 }
  }

  init() {
    mkdir(temporary.file("home"), 0o700)
  }

  func quire(_ arguments: String...) throws -> (status: ProcessStatus?, output: String, error: String) {
    try PromptCommandTests.run(["notes"] + arguments, environment: environment)
  }

  func git(_ arguments: String..., in folder: String) -> GitResult {
    GitRunner(folder: folder, environment: environment)?.run(arguments) ?? GitResult(status: 127)
  }

  func write(_ text: String, to path: String) throws {
    try TemporaryFolder.writeFile(Array(text.utf8), to: path, mode: 0o644)
  }

  func read(_ path: String) -> String? {
    RepositoryFile.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func aNoteWrittenOnOneMachineReachesTheOtherThroughTheirRemote() throws {
    let laptop = temporary.file("laptop")
    let desktop = temporary.file("desktop")
    let remote = temporary.file("remote.git")
    #expect(git("init", "-q", "--bare", remote, in: temporary.path).succeeded)

    let made = try quire("--git-init", laptop)
    #expect(made.status == .exited(0))
    #expect(made.output == laptop + " is kept in git; its notes are committed.\n")
    #expect(read(laptop + "/.gitignore") == NotesSync.ignored)
    try write("milk\n", to: laptop + "/Groceries.md")

    let alone = try quire("--sync", laptop)
    #expect(alone.status == .exited(3))
    #expect(alone.error == "quire notes: \(laptop): no remote to sync with (git remote add origin URL)\n")
    #expect(alone.output.isEmpty)

    #expect(git("remote", "add", "origin", remote, in: laptop).succeeded)
    let first = try quire("--sync", laptop)
    #expect(first.status == .exited(0), "\(first.error)")
    #expect(
      first.output == "Synced \(laptop): nothing new came; this machine's changes went to the remote.\n")

    #expect(git("clone", "-q", remote, desktop, in: temporary.path).succeeded)
    try write("milk\ncocoa\n", to: desktop + "/Groceries.md")
    try write("milk\noat milk\n", to: laptop + "/Groceries.md")
    #expect(try quire("--sync", desktop).status == .exited(0))
    let both = try quire("--sync", laptop)
    #expect(both.status == .exited(0))
    #expect(
      both.output.hasPrefix(
        "Synced \(laptop): 1 note changed on both sides: the other side's text is kept beside it as “Groceries (conflict "
      ))
    #expect(read(laptop + "/Groceries.md") == "milk\noat milk\n")
    let again = try quire("--sync", desktop)
    #expect(again.output == "Synced \(desktop): 2 notes came.\n")
    #expect(read(desktop + "/Groceries.md") == "milk\noat milk\n")
    let copies = DirectoryListing.names(in: desktop).filter { $0.hasPrefix("Groceries (conflict ") }
    #expect(copies.count == 1 && read(desktop + "/" + copies[0]) == "milk\ncocoa\n")
  }

  @Test func anUnreachableRemoteIsOneLineAndTheNotesStayAsTheyWere() throws {
    let notes = temporary.file("notes")
    #expect(try quire("--git-init", notes).status == .exited(0))
    #expect(git("remote", "add", "origin", temporary.file("nowhere.git"), in: notes).succeeded)
    try write("milk\n", to: notes + "/Groceries.md")
    let run = try quire("--sync", notes)
    #expect(run.status == .exited(3))
    #expect(
      run.error == "quire notes: \(notes): the remote cannot be reached (offline, or its address is wrong)\n")
    #expect(read(notes + "/Groceries.md") == "milk\n")
  }

  @Test func withoutGitOrOutsideAWorkTreeItSaysSo() throws {
    let notes = temporary.file("plain")
    mkdir(notes, 0o755)
    let outside = try quire("--sync", notes)
    #expect(outside.status == .exited(3))
    #expect(
      outside.error
        == "quire notes: \(notes): the notes folder is not kept in git (quire notes --git-init makes it so)\n"
    )
    var noGit = environment
    noGit["PATH"] = temporary.file("no-bin")
    let missing = try PromptCommandTests.run(["notes", "--sync", notes], environment: noGit)
    #expect(missing.status == .exited(3))
    #expect(missing.error == "quire notes: git is not on PATH\n")
    #expect(DirectoryListing.names(in: notes).isEmpty, "nothing was made")
  }

  @Test func theModesExcludeEachOther() throws {
    let run = try quire("--sync", "--git-init", temporary.path)
    #expect(run.status == .exited(2))
    #expect(run.error == "quire notes: --git-init and --sync exclude each other; give one\n")
  }
}

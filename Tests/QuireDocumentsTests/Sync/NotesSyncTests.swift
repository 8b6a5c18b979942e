import QuireTestSupport
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Two machines' notes, as two clones of a local bare repository (no network), synced with
/// the user's git: edits on both, the same note on both, a delete against an edit, a rename
/// against an edit, a push refused because the other pushed first, an unreachable remote,
/// no remote, no git. After every sync every version of every note is in one of the files,
/// no conflict marker is left, and `git fsck` finds nothing wrong.
@Suite(.serialized) struct NotesSyncTests {
  let temporary = TemporaryFolder(prefix: "quire-sync")
  /// A home of its own: the user's own git configuration plays no part.
  var environment: [String: String] {
    [
      "HOME": temporary.file("home"), "PATH": String(cString: getenv("PATH")), "USER": "tester",
      "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": temporary.file("home/.gitconfig"),
    ]
  }
  var remote: String { temporary.file("remote.git") }

  /// The bare remote and two clones of it, `laptop` and `desktop`, each a notes folder.
  func machines() throws -> (laptop: NotesSync, desktop: NotesSync) {
    mkdir(temporary.file("home"), 0o700)
    let git = try #require(GitRunner(folder: temporary.path, environment: environment))
    #expect(git.run(["init", "-q", "--bare", "-b", "main", remote]).succeeded)
    for name in ["laptop", "desktop"] {
      let clone = git.run(["clone", "-q", remote, temporary.file(name)])
      #expect(clone.succeeded, "\(clone.errorText)")
    }
    return (
      try #require(NotesSync(folder: temporary.file("laptop"), environment: environment)),
      try #require(NotesSync(folder: temporary.file("desktop"), environment: environment))
    )
  }

  func write(_ text: String, _ name: String, on machine: NotesSync) throws {
    try TemporaryFolder.writeFile(Array(text.utf8), to: machine.git.folder + "/" + name, mode: 0o644)
  }

  func read(_ name: String, on machine: NotesSync) -> String? {
    RepositoryFile.contents(atPath: machine.git.folder + "/" + name).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// The notes of a machine's folder (git's own folder and `.gitignore` left out), sorted.
  func notes(on machine: NotesSync) -> [String] {
    DirectoryListing.names(in: machine.git.folder).filter { !$0.hasPrefix(".") }.sorted()
  }

  /// Every note's text on a machine, by name.
  func texts(on machine: NotesSync) -> [String: String] {
    Dictionary(uniqueKeysWithValues: notes(on: machine).map { ($0, read($0, on: machine) ?? "") })
  }

  func synced(_ machine: NotesSync) throws -> SyncReport {
    switch machine.sync() {
    case .success(let report): return report
    case .failure(let failure): throw TestFailure("sync failed: \(failure)")
    }
  }

  /// `git fsck` finds nothing wrong (a dangling object, left by a merge, is not), nothing is left to commit, and no note holds a conflict marker.
  func expectSound(_ machine: NotesSync, sourceLocation: SourceLocation = #_sourceLocation) {
    let fsck = machine.git.run(["fsck", "--no-progress", "--no-dangling", "--strict"])
    #expect(
      fsck.succeeded && fsck.text.isEmpty, "\(fsck.text)\(fsck.errorText)", sourceLocation: sourceLocation)
    let status = machine.git.run(["status", "--porcelain"])
    #expect(status.text.isEmpty, "left uncommitted: \(status.text)", sourceLocation: sourceLocation)
    for (name, text) in texts(on: machine) {
      #expect(
        !text.contains("<<<<<<<") && !text.contains(">>>>>>>"), "\(name): \(text)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func editsOnBothMachinesReachBothAfterEachSyncs() throws {
    let (laptop, desktop) = try machines()
    try write("milk\n", "Groceries.md", on: laptop)
    #expect(try synced(laptop).committed)
    try write("passport\n", "Trip.md", on: desktop)
    let first = try synced(desktop)
    #expect(first.committed && first.changed == ["Groceries.md"])
    try write("milk\neggs\n", "Groceries.md", on: laptop)
    _ = try synced(laptop)
    _ = try synced(desktop)
    for machine in [laptop, desktop] {
      #expect(texts(on: machine) == ["Groceries.md": "milk\neggs\n", "Trip.md": "passport\n"])
      expectSound(machine)
    }
    // Each save is a commit named by its note.
    let log = laptop.git.run(["log", "--format=%s", "--no-merges"]).text.split(separator: "\n")
    #expect(
      log.contains("Edit Groceries") && log.contains("Add Trip") && log.contains("Add Groceries"), "\(log)")
  }

  @Test func theSameNoteChangedOnBothKeepsOneVersionAndTheOtherBesideIt() throws {
    let (laptop, desktop) = try machines()
    try write("milk\n", "Groceries.md", on: laptop)
    _ = try synced(laptop)
    _ = try synced(desktop)
    try write("milk\noat milk\n", "Groceries.md", on: laptop)
    try write("milk\ncocoa\n", "Groceries.md", on: desktop)
    _ = try synced(laptop)
    let report = try synced(desktop)
    #expect(report.conflictCopies.count == 1)
    let copy = try #require(report.conflictCopies.first)
    #expect(copy.hasPrefix("Groceries (conflict ") && copy.hasSuffix(").md"), "\(copy)")
    // This machine's version keeps the name; the other's is beside it.
    #expect(read("Groceries.md", on: desktop) == "milk\ncocoa\n")
    #expect(read(copy, on: desktop) == "milk\noat milk\n")
    _ = try synced(laptop)
    #expect(texts(on: laptop) == texts(on: desktop))
    for machine in [laptop, desktop] { expectSound(machine) }
  }

  @Test func aNoteDeletedOnOneMachineAndEditedOnTheOtherComesBackEdited() throws {
    let (laptop, desktop) = try machines()
    try write("draft\n", "Plan.md", on: laptop)
    _ = try synced(laptop)
    _ = try synced(desktop)
    unlink(laptop.git.folder + "/Plan.md")
    _ = try synced(laptop)
    try write("draft\nthe final plan\n", "Plan.md", on: desktop)
    _ = try synced(desktop)
    _ = try synced(laptop)
    for machine in [laptop, desktop] {
      #expect(read("Plan.md", on: machine) == "draft\nthe final plan\n")
      expectSound(machine)
    }
    // Edited here, deleted there, the other way round: it stays, edited.
    try write("draft\nthe final plan\nsigned\n", "Plan.md", on: laptop)
    unlink(desktop.git.folder + "/Plan.md")
    _ = try synced(desktop)
    _ = try synced(laptop)
    _ = try synced(desktop)
    for machine in [laptop, desktop] {
      #expect(read("Plan.md", on: machine) == "draft\nthe final plan\nsigned\n")
      expectSound(machine)
    }
  }

  @Test func aNoteRenamedOnOneMachineKeepsTheOthersEditUnderItsNewName() throws {
    let (laptop, desktop) = try machines()
    let text = (1...20).map { "line \($0) of the plan for the week" }.joined(separator: "\n") + "\n"
    try write(text, "Plan.md", on: laptop)
    _ = try synced(laptop)
    _ = try synced(desktop)
    rename(laptop.git.folder + "/Plan.md", laptop.git.folder + "/Week.md")
    _ = try synced(laptop)
    #expect(laptop.git.run(["log", "-1", "--format=%s"]).text == "Rename Plan to Week")
    try write(text + "and a last line\n", "Plan.md", on: desktop)
    _ = try synced(desktop)
    for machine in [laptop, desktop] {
      _ = try synced(machine)
      #expect(notes(on: machine) == ["Week.md"])
      #expect(read("Week.md", on: machine) == text + "and a last line\n")
      expectSound(machine)
    }
  }

  @Test func aRenameGitCannotTellKeepsBothTheRenamedNoteAndTheOthersEdit() throws {
    let (laptop, desktop) = try machines()
    try write("a short plan\n", "Plan.md", on: laptop)
    _ = try synced(laptop)
    _ = try synced(desktop)
    // Renamed and rewritten here: to git, one note deleted and another added.
    unlink(laptop.git.folder + "/Plan.md")
    try write("the week, all of it new\n", "Week.md", on: laptop)
    _ = try synced(laptop)
    try write("a short plan\nand the other machine's line\n", "Plan.md", on: desktop)
    _ = try synced(desktop)
    _ = try synced(laptop)
    for machine in [laptop, desktop] {
      // Nothing is lost: the renamed note, and the edit under the name it had.
      #expect(
        texts(on: machine) == [
          "Plan.md": "a short plan\nand the other machine's line\n", "Week.md": "the week, all of it new\n",
        ])
      expectSound(machine)
    }
  }

  @Test func aPushRefusedBecauseTheOtherPushedFirstIsIntegratedAndPushedAgain() throws {
    let (laptop, desktop) = try machines()
    try write("milk\n", "Groceries.md", on: laptop)
    _ = try synced(laptop)
    _ = try synced(desktop)
    try write("passport\n", "Trip.md", on: laptop)
    try write("milk\nbread\n", "Groceries.md", on: desktop)
    // The laptop has fetched and merged when the desktop's push lands first.
    var run = SyncRun()
    var effects = run.start()
    var desktopPushed = false
    var refused = 0
    while let effect = effects.first {
      effects.removeFirst()
      switch effect {
      case .commit: effects += run.receive(.committed(laptop.commitPending()))
      case .findRemote: effects += run.receive(.remoteFound(laptop.findTarget()))
      case .fetch(let target): effects += run.receive(.fetched(laptop.fetch(target)))
      case .integrate(let target): effects += run.receive(.integrated(laptop.integrate(target)))
      case .push(let target):
        if !desktopPushed {
          _ = try synced(desktop)
          desktopPushed = true
        }
        let outcome = laptop.push(target)
        if outcome == .refused { refused += 1 }
        effects += run.receive(.pushed(outcome))
      case .finish(let result):
        #expect(try result.get().refusedPushes == 1)
      }
    }
    #expect(refused == 1, "the first push was refused")
    _ = try synced(desktop)
    for machine in [laptop, desktop] {
      #expect(texts(on: machine) == ["Groceries.md": "milk\nbread\n", "Trip.md": "passport\n"])
      expectSound(machine)
    }
  }

  @Test func anUnreachableRemoteLeavesTheNotesAsTheyWereAndSaysSo() throws {
    let (laptop, _) = try machines()
    #expect(laptop.git.run(["remote", "set-url", "origin", temporary.file("nowhere.git")]).succeeded)
    try write("milk\n", "Groceries.md", on: laptop)
    let result = laptop.sync()
    #expect(result == .failure(.unreachable))
    #expect(
      SyncFailure.unreachable.description == "the remote cannot be reached (offline, or its address is wrong)"
    )
    #expect(texts(on: laptop) == ["Groceries.md": "milk\n"])
    // The note was still committed here, for the next sync to take.
    #expect(laptop.git.run(["log", "-1", "--format=%s"]).text == "Add Groceries")
    expectSound(laptop)
  }

  @Test func aFolderWithoutARemoteCommitsAndSaysThereIsNone() throws {
    mkdir(temporary.file("home"), 0o700)
    mkdir(temporary.file("notes"), 0o755)
    let notes = try #require(NotesSync(folder: temporary.file("notes"), environment: environment))
    #expect(!notes.isWorkTree)
    #expect(notes.sync() == .failure(.notWorkTree))
    try write("milk\n", "Groceries.md", on: notes)
    // A save's temporary file is never committed.
    try write("half", ".Groceries.md.quire-123-abc.tmp", on: notes)
    #expect(notes.initialize() == .success(true))
    #expect(notes.isWorkTree)
    #expect(read(".gitignore", on: notes) == NotesSync.ignored)
    let tracked = notes.git.run(["ls-files"]).text
    #expect(tracked == ".gitignore\nGroceries.md", "\(tracked)")
    #expect(notes.sync() == .failure(.noRemote))
    #expect(SyncFailure.noRemote.description == "no remote to sync with (git remote add origin URL)")
    // Initialising again keeps the work tree and its history.
    #expect(notes.initialize() == .success(false))
    #expect(notes.git.run(["rev-list", "--count", "HEAD"]).text == "1")
  }

  @Test func aFolderInsideAnotherWorkTreeIsNotKeptInGitUntilItIsMadeOne() throws {
    mkdir(temporary.file("home"), 0o700)
    let git = try #require(GitRunner(folder: temporary.path, environment: environment))
    #expect(git.run(["init", "-q", temporary.file("dotfiles")]).succeeded)
    mkdir(temporary.file("dotfiles/notes"), 0o755)
    let notes = try #require(NotesSync(folder: temporary.file("dotfiles/notes"), environment: environment))
    try write("milk\n", "Groceries.md", on: notes)
    #expect(!notes.isWorkTree, "syncing would push the whole of the outer repository")
    #expect(notes.commitPending() == .failure(.notWorkTree))
    #expect(notes.initialize() == .success(true))
    #expect(notes.isWorkTree)
    #expect(
      git.run(["-C", temporary.file("dotfiles"), "log", "--oneline"]).status != 0,
      "the outer one has no commit")
  }

  @Test func gitRunsWithoutTheTerminalSoNothingItRunsCanAskForAPassword() throws {
    // A stand-in `git` that says which session it is in and whether it can open a terminal.
    let bin = temporary.file("bin")
    mkdir(bin, 0o755)
    try TemporaryFolder.writeFile(
      Array(
        "#!/bin/sh\nif [ -r /proc/$$/stat ]; then cut -d' ' -f6 /proc/$$/stat; else ps -o sid= -p $$; fi\nif (exec 3</dev/tty) 2>/dev/null; then echo tty; else echo no tty; fi\n"
          .utf8),
      to: bin + "/git", mode: 0o755)
    var environment = environment
    environment["PATH"] = bin + ":/usr/bin:/bin"
    let git = try #require(GitRunner(folder: temporary.path, environment: environment))
    let lines = git.run(["status"]).text.split(separator: "\n").map { $0.trimmingPrefix(" ") }
    #expect(lines.count == 2, "\(lines)")
    #expect(lines.first.flatMap { Int32($0) } != getsid(0), "a session of its own")
    #expect(lines.last == "no tty")
    #expect(git.environment["GIT_TERMINAL_PROMPT"] == "0" && git.environment["GIT_ASKPASS"] == "/bin/false")
  }

  @Test func withoutGitOnThePathThereIsNoSync() {
    var environment = environment
    environment["PATH"] = temporary.file("empty-bin")
    #expect(NotesSync(folder: temporary.path, environment: environment) == nil)
  }
}

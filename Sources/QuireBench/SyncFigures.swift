import Quire
import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Notes kept in git, over a generated folder (`NoteFolderGenerator`, about 2 KB a note)
/// committed and pushed once to a local bare remote: the commit after one note's save (what
/// the browser asks when a note is left; issue 17's target: 100 ms of git's time at 10,000
/// notes, off the interface, since it runs on a thread of its own) and a sync with nothing to
/// do (1 s). The sizes are `IndexFigures.sizes`; the folder is made afresh each run, in a home
/// of its own so the user's git configuration plays no part.
enum SyncFigures {
  static func group() -> FigureGroup {
    FigureGroup(name: "sync") { IndexFigures.sizes.flatMap(figures(notes:)) }
  }

  static func figures(notes count: Int) -> [Figure] {
    let base = (getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/quire-bench-sync-\(count)"
    PeerScratch.remove(base)
    mkdir(base, 0o755)
    mkdir(base + "/home", 0o700)
    let folder = base + "/notes"
    mkdir(folder, 0o755)
    var generator = NoteFolderGenerator(seed: 0x0003_5C0C_0000 + UInt64(count))
    var names: [String] = []
    for number in 0..<count {
      let name = generator.name(number: number) + ".md"
      names.append(name)
      try? TemporaryFolder.writeFile(Array(generator.text().utf8), to: folder + "/" + name, mode: 0o644)
    }
    let environment = [
      "HOME": base + "/home", "PATH": getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin",
      "USER": "bench", "GIT_CONFIG_NOSYSTEM": "1",
    ]
    guard let notes = NotesSync(folder: folder, environment: environment) else {
      print("sync: git is not on PATH; no figures")
      return []
    }
    precondition(notes.initialize() == .success(true), "the folder made a work tree")
    precondition(notes.git.run(["init", "-q", "--bare", base + "/remote.git"]).succeeded)
    precondition(notes.git.run(["remote", "add", "origin", base + "/remote.git"]).succeeded)
    precondition((try? notes.sync().get()) != nil, "the first sync")
    var edits = 0
    return [
      Figure(
        name: "commit after a save of one note, \(count) notes kept in git", unit: "ms",
        target: count == 10_000 ? 100 : nil, repetitions: 9
      ) {
        edits += 1
        let name = names[(edits * 7_919) % names.count]
        let path = folder + "/" + name
        let text = RepositoryFile.contents(atPath: path) ?? []
        try? TemporaryFolder.writeFile(text + Array("edit \(edits)\n".utf8), to: path, mode: 0o644)
        var committed = false
        let time = Stopwatch.time(in: "ms") { committed = (try? notes.commitPending().get()) == true }
        precondition(committed, "the save was committed")
        return time
      },
      Figure(
        name: "sync with nothing to do, \(count) notes against a local bare remote", unit: "ms",
        target: count == 10_000 ? 1_000 : nil, repetitions: 5
      ) {
        // What the commits above left is pushed first, untimed.
        _ = notes.sync()
        var report: SyncReport?
        let time = Stopwatch.time(in: "ms") { report = try? notes.sync().get() }
        precondition(report == SyncReport(), "nothing to do: \(String(describing: report))")
        return time
      },
    ]
  }
}

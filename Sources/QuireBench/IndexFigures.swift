import Quire
import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The note index on generated folders (`NoteFolderGenerator`, about 2 KB a note): indexing
/// from nothing, a query per key typed, and `quire notes --search` as a process beside
/// `rg -l -i` over the same folder. `QUIRE_BENCH_NOTES` lists the sizes (default
/// `10000`; `10000,100000` for both).
enum IndexFigures {
  /// The word searched for: in about one note in twenty of the generated folders.
  static let word = "kasaru"
  /// The keys typed, one query each, as the notes' field runs them.
  static let keys = ["k", "ka", "kas", "kasa", "kasar", "kasaru", "kasaru w", "kasaru wa", "kasaru wat"]

  static func group() -> FigureGroup {
    FigureGroup(name: "index") { sizes.flatMap(figures(notes:)) }
  }

  /// The sizes of folder measured: `QUIRE_BENCH_NOTES`, else 10,000.
  static var sizes: [Int] {
    getenv("QUIRE_BENCH_NOTES").map { String(cString: $0) }?.split(separator: ",").compactMap { Int($0) }
      ?? [10_000]
  }

  /// The generated folder of `count` notes (made the first time) and the cache its index is
  /// kept in. The notes are written into a folder of another name and renamed into place
  /// when all are there, so a run stopped while writing them leaves no half folder that the
  /// next run would take for the whole.
  static func folder(notes count: Int) -> (folder: String, cache: String) {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    let folder = base + "/quire-bench-notes-\(count)"
    if access(folder, F_OK) != 0 {
      let partial = folder + ".partial-\(getpid())"
      mkdir(partial, 0o755)
      var generator = NoteFolderGenerator(seed: 0x0007_E5EE_D000 + UInt64(count))
      generator.writeNotes(count: count, to: partial)
      rename(partial, folder)
    }
    return (folder, folder + "-cache")
  }

  /// The figures at `count` notes, over a folder made once for them.
  static func figures(notes count: Int) -> [Figure] {
    let (folder, cache) = folder(notes: count)
    setenv("XDG_CACHE_HOME", cache, 1)
    let notes = DocumentFolder(path: folder)
    let database = NoteIndex.databasePath(
      for: folder, in: XDGPaths(environment: ["XDG_CACHE_HOME": cache]).indexDirectory)
    let label = String(count)
    var figures = [
      Figure(
        name: "index \(label) notes from nothing", unit: "s", target: count == 10_000 ? 3 : nil,
        repetitions: 3
      ) {
        for suffix in ["", "-wal", "-shm"] { unlink(database + suffix) }
        return Stopwatch.time(in: "s") { NoteIndex(folder: notes, databasePath: database).update() }
      },
      Figure(name: "update at open, \(label) notes, none changed", unit: "ms", target: nil, repetitions: 5) {
        let index = NoteIndex(folder: notes, databasePath: database)
        return Stopwatch.time(in: "ms") { index.update() }
      },
      Figure(
        name: "query per key typed (\(keys.count) keys, 50 excerpts), \(label) notes", unit: "ms",
        target: count == 10_000 ? 5 : 20, repetitions: 3
      ) {
        let index = NoteIndex(folder: notes, databasePath: database)
        index.update()
        var times: [Double] = []
        for key in keys {
          times.append(Stopwatch.time(in: "ms") { _ = index.search(NoteQuery(key), excerpts: 50) })
          if getenv("QUIRE_BENCH_DETAIL") != nil {
            let line = Array("query \(key.debugDescription): \(times[times.count - 1]) ms\n".utf8)
            _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
          }
        }
        times.sort()
        return times[times.count / 2]
      },
    ]
    figures.append(contentsOf: appOpening(folder: folder, cache: cache, notes: count))
    figures.append(
      process(
        "quire notes --search \(word), \(label) notes (process)", FilterRun.quireExecutable,
        ["notes", "--search", word, folder]))
    if let rg = FilterRun.onPath("rg") {
      figures.append(process("peer rg -l -i \(word), \(label) notes", rg, ["-l", "-i", word, folder]))
    }
    if let grep = FilterRun.onPath("grep") {
      figures.append(process("peer grep -rli \(word), \(label) notes", grep, ["-rli", word, folder]))
    }
    return figures
  }

  /// The notes app opened on the folder, its index current (the figures before have made
  /// it so), in a pseudo-terminal of 80×24: from the spawn to the first screen with the notes
  /// listed (the header's count), median of five, and the process's resident peak by then
  /// and three seconds later (the folder listed, the index brought up to date, the heads
  /// shown read).
  static func appOpening(folder: String, cache: String, notes count: Int) -> [Figure] {
    let digits = Array(String(count))
    let grouped = digits.enumerated().map { position, digit in
      (position > 0 && (digits.count - position) % 3 == 0 ? "," : "") + String(digit)
    }
    let shown = grouped.joined() + " notes"
    let environment = [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": "/tmp",
      "XDG_CACHE_HOME": cache,
    ]
    final class Peaks {
      var values: [Double] = []
      var settled: [Double] = []
    }
    let peaks = Peaks()
    let time = Figure(
      name: "notes app open to the first screen, \(count) notes (index current)", unit: "ms",
      target: count == 100_000 ? 150 : nil, repetitions: 1
    ) {
      var times: [Double] = []
      for _ in 0..<5 {
        let start = ContinuousClock.now
        guard
          let terminal = try? PseudoTerminal(
            executable: FilterRun.quireExecutable, arguments: ["notes", folder], environment: environment,
            size: TerminalSize(columns: 80, rows: 24))
        else { return .nan }
        let listed = terminal.waitUntil(timeout: .seconds(60)) { $0.screen.text.contains(shown) }
        let elapsed = ContinuousClock.now - start
        peaks.values.append(EditorFigures.peakResidentMiB(of: terminal.processID))
        // Three seconds of the app at work, its output read all along.
        _ = terminal.waitUntil(timeout: .seconds(3)) { _ in false }
        peaks.settled.append(EditorFigures.peakResidentMiB(of: terminal.processID))
        terminal.send(signal: SIGKILL)
        terminal.waitForExit(timeout: .seconds(5))
        guard listed else { return .nan }
        times.append(
          Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
      }
      times.sort()
      return times[times.count / 2]
    }
    let peak = Figure(
      name: "notes app resident peak at the first screen, \(count) notes", unit: "MiB",
      target: count == 100_000 ? 64 : nil, repetitions: 1
    ) {
      let sorted = peaks.values.sorted()
      return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }
    let settled = Figure(
      name: "notes app resident peak 3 s after opening, \(count) notes", unit: "MiB", target: nil,
      repetitions: 1
    ) {
      let sorted = peaks.settled.sorted()
      return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }
    return [time, peak, settled]
  }

  /// A process run to its end, median of seven, in milliseconds.
  static func process(_ name: String, _ executable: String, _ arguments: [String]) -> Figure {
    Figure(name: name, unit: "ms", target: nil, repetitions: 7) {
      (try? FilterRun.run(executable, arguments, input: "/dev/null").milliseconds) ?? .nan
    }
  }
}

import Quire
import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The notes' field as a person types in it: a key sent to the browser (with its note index,
/// up to date) until the frame that shows the results for the query it makes, in a process
/// of its own (its main actor its own), over the folders of `IndexFigures`.
enum OmnibarFigures {
  /// The hidden flag that runs the benchmark as the child that types.
  static let childFlag = "--omnibar-child"

  static func group() -> FigureGroup {
    FigureGroup(name: "omnibar") {
      IndexFigures.sizes.map { count in
        let (folder, cache) = IndexFigures.folder(notes: count)
        return Figure(
          name:
            "omnibar key to results frame (median of \(IndexFigures.keys.last?.count ?? 0) keys), \(count) notes",
          unit: "ms", target: count == 10_000 ? 5 : 20, repetitions: 3
        ) {
          let run = ChildRun.numbers([childFlag, folder, cache])
          guard let median = run.numbers.first else {
            print("omnibar child: \(run.output)")
            return .nan
          }
          return median
        }
      }
    }
  }

  /// The child's work: the browser on `folder` with its index in `cache`, in an app on a
  /// 120×40 in-memory terminal; once the index is up to date and the notes' heads are read, `/` and then each letter of the
  /// last query of `IndexFigures.keys`, each timed from the key sent to the frame drawn with
  /// the results of the query it made. Prints the median in milliseconds (and, with
  /// `QUIRE_BENCH_DETAIL` set, each key's time on standard error).
  @MainActor
  static func runChild(folder: String, cache: String) async -> Never {
    let environment = ["XDG_CACHE_HOME": cache, "HOME": cache]
    let notes = DocumentFolder(path: folder)
    let browser = DocumentBrowser(
      folder: notes, paths: XDGPaths(environment: environment), environment: environment,
      index: NoteIndex(folder: notes, environment: environment))
    let driver = await AppDriver<Void?>(size: TerminalSize(columns: 120, rows: 40)) { stack in
      try await stack.push(browser)
    }
    func settled() -> Bool {
      browser.list.isListed && browser.state.indexing == .current && browser.state.searching == .idle
        && browser.list.isCurrent
    }
    // Typing starts once the browser has opened whole: listed, its index current and the
    // heads of its notes read (a one-time start-up, 40 batches at 10,000 notes, whose
    // frames would otherwise keep the app from settling after each of the first keys).
    func opened() -> Bool {
      settled() && browser.state.heads == .idle && browser.list.notesWithoutHead(limit: 1).isEmpty
    }
    while !opened() {
      await driver.app.settle()
      try? await Task.sleep(for: .microseconds(200))
    }
    await driver.type("/")
    var samples: [Double] = []
    for character in IndexFigures.keys.last ?? "" {
      let started = Stopwatch.now()
      driver.terminal.send(.key(KeyEvent(.character(character))))
      await driver.app.settle()
      // Waiting by sleeping, not by turning the main actor over (`settle`), which on two
      // cores took one from the search; then the frame of the results.
      while !settled() { try? await Task.sleep(for: .microseconds(50)) }
      await driver.app.settle()
      samples.append(Double(Stopwatch.now() - started) / 1e6)
      if getenv("QUIRE_BENCH_DETAIL") != nil {
        let line = Array("omnibar \(browser.list.query.debugDescription): \(samples.last ?? 0) ms\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      }
    }
    samples.sort()
    print(samples[samples.count / 2])
    exit(0)
  }
}

import Quire
import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file picker on a folder of 100,000 entries (`note-000001.md` …, made once in the
/// temporary folder): `quire file` itself from its start to the first frame showing entries,
/// in a pseudo-terminal of 80×24; and, in a process of its own (its main actor its own), the
/// prompt pushed until the folder is listed whole (an `AppDriver` settles only once the
/// listing's batches are all taken, so it cannot time the first frame: the pty figure does),
/// and a key in the filter then, from the key sent to the frame drawn with its matches.
enum FilePickerFigures {
  /// The hidden flag that runs the benchmark as the child that pushes and types.
  static let childFlag = "--files-child"
  /// How many entries the folder holds.
  static let entryCount = 100_000
  /// What is typed, a key at a time, once the folder is listed.
  static let query = "note-9.md"

  static func group() -> FigureGroup {
    FigureGroup(name: "files") {
      let folder = makeFolder()
      let child = ChildResults(folder: folder)
      return [
        StartupFigures.figure(
          "files: quire file on 100,000 entries, start to first frame", target: 50,
          executable: FilterRun.quireExecutable, ["file", folder], waitingFor: "› note-"),
        Figure(
          name: "files: the picker pushed on 100,000 entries, until all of them are listed", unit: "ms",
          target: nil, repetitions: 1, measure: { child.results?[0] ?? .nan }),
        Figure(
          name: "files: a key in the filter over 100,000 entries, event to frame (median of \(query.count))",
          unit: "ms", target: 5, repetitions: 1, measure: { child.results?[1] ?? .nan }),
        Figure(
          name: "files: the slowest key of those (the first: every entry matches)", unit: "ms", target: 5,
          repetitions: 1, measure: { child.results?[2] ?? .nan }),
      ]
    }
  }

  /// What the child measured, run once for the figures that read it.
  final class ChildResults {
    let folder: String
    lazy var results: [Double]? = {
      let run = ChildRun.numbers([FilePickerFigures.childFlag, folder])
      guard run.numbers.count == 3 else {
        print("files child: \(run.output)")
        return nil
      }
      return run.numbers
    }()

    init(folder: String) { self.folder = folder }
  }

  /// The folder of `entryCount` empty files, made when it is not there whole.
  static func makeFolder() -> String {
    let folder = "/tmp/quire-bench-files-\(entryCount)"
    let done = folder + "/.complete"
    if access(done, F_OK) == 0 { return folder }
    mkdir(folder, 0o755)
    for number in 1...entryCount {
      let digits = String(number)
      let name = "note-" + String(repeating: "0", count: 6 - digits.count) + digits + ".md"
      close(open(folder + "/" + name, O_CREAT | O_WRONLY, 0o644))
    }
    close(open(done, O_CREAT | O_WRONLY, 0o644))
    return folder
  }

  /// The child's work: the inline prompt on `folder` in an app on a 120×40 in-memory
  /// terminal, timed from the push until the folder is listed whole; then each key of
  /// `query`, timed from the key sent to its frame. Prints the listing's time, the median key
  /// and the slowest key, in milliseconds.
  @MainActor
  static func runChild(folder: String) async -> Never {
    let started = Stopwatch.now()
    let prompt = FilePickerPrompt(picker: FilePicker(folder: folder))
    let driver = await AppDriver<String?>(size: TerminalSize(columns: 120, rows: 40), surface: .inline) {
      stack in
      try await stack.push(prompt)
    }
    while !driver.screen.contains("› note-") {
      try? await Task.sleep(for: .microseconds(100))
      await driver.app.settle()
    }
    while prompt.picker.listing != .complete {
      try? await Task.sleep(for: .milliseconds(1))
      await driver.app.settle()
    }
    let listed = Double(Stopwatch.now() - started) / 1e6
    var samples: [Double] = []
    for character in query {
      let typed = prompt.picker.filter.text + String(character)
      let start = Stopwatch.now()
      driver.terminal.send(.key(KeyEvent(.character(character))))
      await driver.app.settle()
      while prompt.picker.filter.text != typed { await driver.app.settle() }
      samples.append(Double(Stopwatch.now() - start) / 1e6)
    }
    let slowest = samples.max() ?? .nan
    samples.sort()
    print(listed, samples[samples.count / 2], slowest)
    exit(0)
  }
}

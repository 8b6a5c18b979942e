import Quire
import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The figures of `quire edit` on files of prose ("MB" is 10⁶ bytes here, as the peers are
/// measured), whole programs in a pseudo-terminal of 120×40 beside vim (`-u NONE -N`), nano
/// and micro in the same run: open to the first screen and to editable at 1, 10 and 100 MB
/// (`EditorFigures+Open`), peak resident memory at 100 MB once fully loaded; in
/// `DocumentEditor` itself, a key at the middle of 100 MB while the idle save writes it, and
/// the save with its `fsync` beside it.
enum EditorFigures {
  /// The hidden flag that makes the benchmark a child process timing keys in the editor on
  /// the file at the path that follows.
  static let keystrokeChildFlag = "--editor-keystroke-child"
  static let megabytes = 100
  static let size = TerminalSize(columns: 120, rows: 40)
  /// How many launches each start-up median is taken over (the slow peers: `slowLaunches`).
  static let launches = 5
  static let slowLaunches = 3

  /// The scratch folder, the files and the figures measured so far, shared by the figures of
  /// one run (`--filter` may run some of them only).
  final class Run {
    let folder: String
    var prose = PeerProse(typingText: "")
    var written: Set<Int> = []
    /// The medians of each editor's open to the first screen and to editable, by
    /// `openKey`.
    var openTimes: [String: (firstScreen: Double, editable: Double, whole: Double)] = [:]
    var keystroke: (median: Double, save: Double)?

    init() {
      let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
      folder = base + "/quire-bench-editor"
      mkdir(folder, 0o700)
    }

    /// The 100 MB file of prose.
    var file: String { file(megabytes: EditorFigures.megabytes) }

    /// A file of `megabytes` MB of prose, written once per run (again if it was removed).
    func file(megabytes: Int) -> String {
      let path = folder + "/prose-\(megabytes).md"
      if !written.contains(megabytes) || access(path, F_OK) != 0 {
        mkdir(folder, 0o700)
        do throws(PeerError) {
          try prose.save(to: path, bytes: megabytes * 1_000_000)
        } catch {
          fatalError("\(error)")
        }
        written.insert(megabytes)
      }
      return path
    }

    /// Removes the folder and what the editors left in it.
    func remove() {
      PeerScratch.remove(folder)
    }
  }

  static func group() -> FigureGroup {
    FigureGroup(name: "editor") { figures(Run()) }
  }

  private static func figures(_ run: Run) -> [Figure] {
    let quire = FilterRun.quireExecutable
    let fileMiB = Double(megabytes * 1_000_000) / Double(1 << 20)
    var figures = openFigures(run)
    figures += [
      Figure(
        name: "editor: quire edit 100 MB, peak resident memory", unit: "MiB", target: 1.2 * fileMiB + 10,
        repetitions: 1
      ) {
        quireLoadedPeak(quire, run: run)
      }
    ]
    for editor in PeerEditor.peers {
      guard let executable = editor.executable else { continue }
      let peer = PeerRun(editor: editor, executable: executable)
      figures.append(
        Figure(
          name: "editor: peer \(peerLabel(editor)), peak resident memory", unit: "MiB", target: nil,
          repetitions: 1
        ) {
          peerFirstPaint(peer, run: run).peakMiB
        })
    }
    figures += [
      Figure(
        name: "editor: a key at the middle of 100 MB while autosave runs", unit: "µs", target: 1000,
        repetitions: 1
      ) {
        keystroke(run).median
      },
      Figure(name: "editor: Ctrl-S to saved, 100 MB, in the editor", unit: "ms", target: 250, repetitions: 1)
      {
        keystroke(run).save
      },
      Figure(name: "editor: save 100 MB (safe save, total)", unit: "ms", target: 250, repetitions: 5) {
        saveTimes(run.file).total
      },
      Figure(
        name: "editor: save 100 MB: of it, fsync of the file and folder", unit: "ms", target: nil,
        repetitions: 1
      ) {
        // The last figure: the median of five here, then the scratch folder goes.
        let flush = median(5) { saveTimes(run.file).flush }
        run.remove()
        return flush
      },
    ]
    return figures
  }

  /// How the report names a peer: vim with its options.
  static func peerLabel(_ editor: PeerEditor) -> String {
    editor == .vim ? "vim -u NONE -N" : editor.name
  }

  /// The median of `count` measurements; not a number when one fails.
  private static func median(_ count: Int, _ measure: () -> Double) -> Double {
    var samples: [Double] = []
    for _ in 0..<count {
      let sample = measure()
      guard sample.isFinite else { return .nan }
      samples.append(sample)
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// Starts `quire edit` on the 100 MB file, waits until it is all loaded (the bar no longer
  /// says `Loading`) and reads the peak resident memory.
  private static func quireLoadedPeak(_ quire: String, run: Run) -> Double {
    let file = run.file
    let environment = [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": run.folder, "PATH": "/usr/bin:/bin",
      "XDG_STATE_HOME": run.folder + "/state",
    ]
    guard
      let terminal = try? PseudoTerminal(
        executable: quire, arguments: ["edit", file], environment: environment, size: size)
    else { return .nan }
    defer {
      terminal.send(signal: SIGKILL)
      terminal.waitForExit(timeout: .seconds(5))
    }
    let loaded = terminal.waitUntil(timeout: .seconds(60)) { terminal in
      let bar = terminal.screen.lines.first ?? ""
      return bar.contains("Saved") && !bar.contains("Loading")
    }
    guard loaded else { return .nan }
    return peakResidentMiB(of: terminal.processID)
  }

  /// Starts a peer on the file and times its first screen; then, once its output settles,
  /// reads its peak resident memory.
  private static func peerFirstPaint(_ peer: PeerRun, run: Run) -> (time: Double, peakMiB: Double) {
    let file = run.file
    let started = Stopwatch.now()
    do throws(PeerError) {
      let terminal = try peer.start(file: file, folder: run.folder, size: size)
      defer {
        terminal.send(signal: SIGKILL)
        terminal.waitForExit(timeout: .seconds(5))
      }
      try peer.waitForFirstScreen(terminal, of: run.prose, timeout: .seconds(60))
      let time = Double(Stopwatch.now() - started) / 1e6
      terminal.waitUntilQuiet(for: .milliseconds(300), timeout: .seconds(10))
      return (time, peakResidentMiB(of: terminal.processID))
    } catch {
      print("\(peer.name): \(error)")
      return (.nan, .nan)
    }
  }

  /// The peak resident memory of process `id` so far (`VmHWM`), in MiB; not a number where
  /// `/proc` does not say.
  static func peakResidentMiB(of id: pid_t) -> Double {
    guard let status = fopen("/proc/\(id)/status", "r") else { return .nan }
    defer { fclose(status) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), status) != nil {
      let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard text.hasPrefix("VmHWM:") else { continue }
      let kilobytes = text.split(separator: " ").compactMap { Double($0) }.first
      return kilobytes.map { $0 / 1024 } ?? .nan
    }
    return .nan
  }

  /// The time of saving the file's text back over it, and the part spent in `fsync`.
  private static func saveTimes(_ path: String) -> (total: Double, flush: Double) {
    let document = DocumentFigures.wait {
      guard let file = try? DocumentFile.open(path), let loaded = try? await DocumentLoad(file).load() else {
        fatalError("cannot load \(path)")
      }
      return loaded
    }
    var result: SaveResult?
    let total = Stopwatch.time(in: "ms") {
      result = try? SafeSave.save(document.text, format: document.format, to: path)
    }
    guard let result else { fatalError("cannot save \(path)") }
    let flush = result.flushTime.components
    return (total, Double(flush.seconds) * 1e3 + Double(flush.attoseconds) / 1e15)
  }
}

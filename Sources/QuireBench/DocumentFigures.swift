import Dispatch
import Quire
import QuireTestSupport
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The figures of the documents layer on a 100 MB file of prose ("MB" is MiB), on a warm
/// cache: opening to the first screen and to fully loaded, saving with the time spent in
/// `fsync` beside it, checking for a change (a file just written, and one left alone a moment
/// first), saving as an editor does (refusing to write over a change), and memory while
/// loading.
enum DocumentFigures {
  /// The hidden flag that makes the benchmark a child process measuring the memory of
  /// loading the file at the path that follows.
  static let memoryChildFlag = "--documents-memory-child"
  static let megabytes = 100

  static func group() -> FigureGroup {
    FigureGroup(name: "documents") { figures() }
  }

  private static func figures() -> [Figure] {
    let fixtures = StorageFigures.Fixtures()
    let size = "\(megabytes) MB"
    return [
      Figure(
        name: "open \(size) to the first screen (64 KB, snapshot)", unit: "ms", target: nil, repetitions: 7
      ) {
        withFile(fixtures) { path in openTimes(path).firstScreen }
      },
      Figure(
        name: "open \(size) to fully loaded (read, build, hash)", unit: "ms", target: nil, repetitions: 5
      ) {
        withFile(fixtures) { path in openTimes(path).loaded }
      },
      Figure(
        name: "save \(size) (temporary file, fsync, rename, total)", unit: "ms", target: nil, repetitions: 5
      ) {
        withFile(fixtures) { path in saveTimes(path).total }
      },
      Figure(
        name: "save \(size): of it, fsync of the file and folder", unit: "ms", target: nil, repetitions: 5
      ) {
        withFile(fixtures) { path in saveTimes(path).flush }
      },
      Figure(name: "check \(size) for a change (stat, read, hash)", unit: "ms", target: nil, repetitions: 5) {
        withFile(fixtures) { path in changeCheckTime(path) }
      },
      Figure(
        name: "check \(size) for a change, read \(restLabel) after it was written", unit: "ms", target: nil,
        repetitions: 5
      ) {
        withFile(fixtures, resting: true) { path in changeCheckTime(path) }
      },
      Figure(
        name: "save \(size) over the file as loaded, \(restLabel) after it was written (check, write, fsync)",
        unit: "ms", target: nil, repetitions: 5
      ) {
        withFile(fixtures, resting: true) { path in checkedSaveTime(path) }
      },
      Figure(name: "peak memory per MB, opening \(size)", unit: "MiB", target: nil, repetitions: 3) {
        withFile(fixtures) { path in
          let memory = childMemory(path)
          return (memory.peak - memory.before) / Double(megabytes)
        }
      },
    ]
  }

  /// How long a `resting` file is left alone after it is written: a file opened well after
  /// its last change, as most are.
  static let restMicroseconds: useconds_t = 300_000
  static let restLabel = "0.3 s"

  /// Writes the prose to a new file in a scratch folder (then, when `resting`, waits
  /// `restMicroseconds`), runs `body` with its path, and removes the folder.
  private static func withFile(
    _ fixtures: StorageFigures.Fixtures, resting: Bool = false, _ body: (String) -> Double
  ) -> Double {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((base + "/quire-bench-documents-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("cannot create a folder in \(base)") }
    let folder = String(cString: made)
    let path = folder + "/prose.md"
    defer {
      unlink(path)
      rmdir(folder)
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    precondition(descriptor >= 0, "cannot write \(path)")
    for block in fixtures.prose(megabytes: megabytes) {
      let written = block.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      precondition(written == block.count)
    }
    close(descriptor)
    if resting { usleep(restMicroseconds) }
    return body(path)
  }

  /// The time from opening to the first screen and to the whole text, in ms.
  private static func openTimes(_ path: String) -> (firstScreen: Double, loaded: Double) {
    wait {
      let start = Stopwatch.now()
      var firstScreen = 0.0
      do {
        let file = try DocumentFile.open(path)
        for try await event in DocumentLoad(file) {
          switch event {
          case .firstScreen(let text, _):
            precondition(!text.isEmpty)
            firstScreen = Double(Stopwatch.now() - start) / 1e6
          case .progress: continue
          case .finished(let document):
            precondition(document.text.byteCount == megabytes << 20)
            return (firstScreen, Double(Stopwatch.now() - start) / 1e6)
          }
        }
      } catch {
        fatalError("cannot load \(path): \(error)")
      }
      fatalError("the load of \(path) did not finish")
    }
  }

  /// The time of saving the loaded text back over the file, and the part spent in `fsync`.
  private static func saveTimes(_ path: String) -> (total: Double, flush: Double) {
    let document = wait {
      guard let file = try? DocumentFile.open(path), let loaded = try? await DocumentLoad(file).load() else {
        fatalError("cannot load \(path)")
      }
      return loaded
    }
    var result: SaveResult?
    let total = Stopwatch.time(in: "ms") {
      result = try? SafeSave.save(document.text, format: document.format, to: path)
    }
    guard let result, result.method == .replaced else { fatalError("cannot save \(path)") }
    let flush = result.flushTime.components
    return (total, Double(flush.seconds) * 1e3 + Double(flush.attoseconds) / 1e15)
  }

  /// How long checking the file at `path` for a change takes, against its identity as read
  /// just before (it must be unchanged).
  private static func changeCheckTime(_ path: String) -> Double {
    guard let identity = try? FileIdentity.current(ofFileAt: path) else { fatalError("cannot read \(path)") }
    var change = FileChange.changed
    let time = Stopwatch.time(in: "ms") { change = identity.check(path: path) }
    precondition(change == .unchanged)
    return time
  }

  /// The time of saving the loaded text back over the file as an editor does, refusing to
  /// write over a change by another program since the load.
  private static func checkedSaveTime(_ path: String) -> Double {
    let document = wait {
      guard let file = try? DocumentFile.open(path), let loaded = try? await DocumentLoad(file).load() else {
        fatalError("cannot load \(path)")
      }
      return loaded
    }
    var result: SaveResult?
    let options = SaveOptions(expected: document.identity)
    let total = Stopwatch.time(in: "ms") {
      result = try? SafeSave.save(document.text, format: document.format, to: path, options: options)
    }
    guard let result, result.method == .replaced else { fatalError("cannot save \(path)") }
    return total
  }

  /// Runs `body` as a task and waits for its result on this thread.
  static func wait<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) -> Value {
    let done = DispatchSemaphore(value: 0)
    let box = Mutex<Value?>(nil)
    Task {
      let value = await body()
      box.withLock { $0 = value }
      done.signal()
    }
    done.wait()
    guard let value = box.withLock({ $0 }) else { fatalError("the task ended without a value") }
    return value
  }

  /// Runs the benchmark again as a child that only opens and loads `path`, and reads its
  /// memory.
  private static func childMemory(_ path: String) -> (before: Double, peak: Double) {
    ChildRun.memory(memoryChildFlag, path)
  }

  /// The child's work: open and load `path` through `DocumentLoad`, then print the peak
  /// resident memory before and after, in MiB.
  static func runMemoryChild(_ path: String) -> Never {
    let before = ChildRun.ownPeakResidentMiB()
    let document = wait {
      guard let file = try? DocumentFile.open(path), let loaded = try? await DocumentLoad(file).load() else {
        fatalError("cannot load \(path)")
      }
      return loaded
    }
    precondition(document.text.byteCount == megabytes << 20)
    print(before, ChildRun.ownPeakResidentMiB())
    exit(0)
  }

}

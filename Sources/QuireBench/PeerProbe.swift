import Quire
import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One measurement of one program for `bench/peers`, which runs the programs in turn, many
/// times, on files it generates, and takes the medians:
///
///     quire-bench --peer-probe open|editable|edit PROGRAM FILE [--shown TEXT]... [--end TEXT]
///     quire-bench --peer-probe typing-end|typing-start PROGRAM
///     quire-bench --peer-probe startup quire|dialog|prompt_toolkit
///
/// PROGRAM is `quire` (`quire edit`), `vim`, `vim+ruler` (with `-c "set ruler"`), `nano` or
/// `micro`, started as `PeerRun` starts them, in a pseudo-terminal of 120×40. It prints one line of `name=value` pairs:
/// - `open`: `ms`, from the spawn until the screen shows every `--shown` text; `screen_bytes`,
///   what was written until the output settled; `peak_mib`, the resident peak then.
/// - `editable`: `ms`, to the first screen, `editable_ms`, to the text taking a key typed
///   the moment the first screen shows, and `whole_ms`, to the whole text taking one
///   (`PeerRun.openTimes`), in a launch of its own.
/// - `edit` (the file is changed: give a copy): once the first screen is shown and settled,
///   go to the end (until the screen shows the `--end` text), type `x`, save (until the file
///   on disk changes), quit (until the program ends): `ms` for all of that; `peak_mib`, the
///   resident peak after the save.
/// - `typing-end`, `typing-start`: `bytes_per_key`, as `PeerRun.typingBytesPerKey`.
/// - `startup`: `ms`, as `StartupFigures.firstPaint`.
///
/// The peak is the program's own (`VmHWM`), read while it runs, so that the memory of the
/// process that spawned it does not count.
enum PeerProbe {
  /// The hidden flag that runs a probe.
  static let flag = "--peer-probe"

  /// Runs the probe the arguments after the flag describe, prints its line and exits: 0 when
  /// measured, 1 (with the reason on standard error) when not, 2 for arguments it does not
  /// understand.
  static func run(_ arguments: [String]) -> Never {
    do {
      print(try measure(arguments))
      exit(0)
    } catch {
      let line = Array("\(error)\n".utf8)
      _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      exit(1)
    }
  }

  private static func measure(_ arguments: [String]) throws(PeerError) -> String {
    guard arguments.count >= 2 else { throw usage }
    let measure = arguments[0]
    if measure == "startup" { return try startup(arguments[1]) }
    // `vim+ruler` is vim showing the caret's line and column, as an editor's status line does.
    let ruler = arguments[1] == "vim+ruler"
    let name = ruler ? "vim" : arguments[1]
    guard let editor = PeerEditor(rawValue: name), let executable = editor.executable else {
      throw .system("\(arguments[1]): not installed")
    }
    let run =
      ruler
      ? PeerRun(editor: editor, executable: executable, options: ["-c", "set ruler"], variant: "+ruler")
      : PeerRun(editor: editor, executable: executable)
    switch measure {
    case "typing-end": return "bytes_per_key=\(try run.typingBytesPerKey(atEnd: true))"
    case "typing-start": return "bytes_per_key=\(try run.typingBytesPerKey(atEnd: false))"
    case "open", "editable", "edit":
      guard arguments.count >= 3 else { throw usage }
      var shown: [String] = []
      var end: String?
      var rest = arguments.dropFirst(3).makeIterator()
      while let option = rest.next() {
        switch option {
        case "--shown": if let text = rest.next() { shown.append(text) }
        case "--end": end = rest.next()
        default: throw usage
        }
      }
      let probe = FileProbe(run: run, file: arguments[2], shown: shown)
      if measure == "open" { return try probe.open() }
      if measure == "editable" { return try probe.editable() }
      guard let end else { throw usage }
      return try probe.edit(end: end)
    default:
      throw usage
    }
  }

  /// A prompt started and timed to its first paint.
  private static func startup(_ program: String) throws(PeerError) -> String {
    let command: (String?, [String])
    switch program {
    case "quire": command = (FilterRun.quireExecutable, ["input", "--title", "Name"])
    case "dialog": command = (FilterRun.onPath("dialog"), ["--inputbox", "Name", "8", "40"])
    case "prompt_toolkit":
      command = (FilterRun.onPath("python3"), ["-c", "from prompt_toolkit import prompt; prompt('Name: ')"])
    default: throw usage
    }
    guard let executable = command.0 else { throw .system("\(program): not installed") }
    guard let time = StartupFigures.firstPaint(executable, command.1) else {
      throw .notShown("\(program): no first paint")
    }
    return "ms=\(time)"
  }

  private static var usage: PeerError {
    .system(
      "usage: quire-bench --peer-probe open|editable|edit PROGRAM FILE [--shown TEXT]... [--end TEXT]"
        + " | typing-end|typing-start PROGRAM | startup PROGRAM")
  }
}

/// An editor opened on a given file in a pseudo-terminal of 120×40, its first screen
/// recognised by texts it must show.
private struct FileProbe {
  let run: PeerRun
  let file: String
  let shown: [String]
  static let size = TerminalSize(columns: 120, rows: 40)

  /// Time to the first screen, its bytes, the peak memory then.
  func open() throws(PeerError) -> String {
    try PeerScratch.with { folder throws(PeerError) in
      let started = Stopwatch.now()
      let terminal = try run.start(file: file, folder: folder, size: Self.size)
      defer { run.stop(terminal) }
      try waitForFirstScreen(terminal)
      let milliseconds = Double(Stopwatch.now() - started) / 1e6
      terminal.waitUntilQuiet(for: PeerRun.screenQuiet, timeout: .seconds(30))
      let bytes = terminal.output.count
      let peak = EditorFigures.peakResidentMiB(of: terminal.processID)
      return "ms=\(milliseconds) screen_bytes=\(bytes) peak_mib=\(peak)"
    }
  }

  /// Times to the first screen and to the text taking a key.
  func editable() throws(PeerError) -> String {
    try PeerScratch.with { folder throws(PeerError) in
      let times = try run.openTimes(
        file: file, folder: folder, shown: shown, size: Self.size, timeout: .seconds(60))
      return "ms=\(times.firstScreen) editable_ms=\(times.editable) whole_ms=\(times.whole)"
    }
  }

  /// Time from a settled first screen to the end of the program, having gone to the end,
  /// typed a character and saved; the peak memory after the save.
  func edit(end: String) throws(PeerError) -> String {
    try PeerScratch.with { folder throws(PeerError) in
      let before = Self.fileState(file)
      let terminal = try run.start(file: file, folder: folder, size: Self.size)
      defer { run.stop(terminal) }
      try waitForFirstScreen(terminal)
      terminal.waitUntilQuiet(for: PeerRun.screenQuiet, timeout: .seconds(30))
      let started = Stopwatch.now()
      let editor = run.editor
      for key in editor.keysToGoToEnd { terminal.type(key) }
      let atEnd = terminal.waitUntil(timeout: .seconds(60)) { $0.screen.text.contains(end) }
      guard atEnd else { throw .notShown("\(run.name): the end of the file not shown") }
      let written = terminal.output.count
      for key in editor.keysToType("x") { terminal.type(key) }
      terminal.waitUntil(timeout: .seconds(5)) { $0.output.count > written }
      for key in editor.keysToSave { terminal.type(key) }
      let saved = terminal.waitUntil(timeout: .seconds(60)) { _ in Self.fileState(file) != before }
      guard saved else { throw .notShown("\(run.name): the file was not saved") }
      let peak = EditorFigures.peakResidentMiB(of: terminal.processID)
      for key in editor.keysToQuit { terminal.type(key) }
      guard terminal.waitForExit(timeout: .seconds(60)) != nil else {
        throw .notShown("\(run.name): did not quit after saving")
      }
      let milliseconds = Double(Stopwatch.now() - started) / 1e6
      return "ms=\(milliseconds) peak_mib=\(peak)"
    }
  }

  private func waitForFirstScreen(_ terminal: PseudoTerminal) throws(PeerError) {
    let shownAll = terminal.waitUntil(timeout: .seconds(60)) { terminal in
      let text = terminal.screen.text
      return shown.allSatisfy { text.contains($0) }
    }
    guard shownAll else { throw .notShown("\(run.name): no first screen of \(file) within 60 s") }
  }

  /// The size and modification time of `path`, to notice that it was written.
  private static func fileState(_ path: String) -> [Int] {
    var info = stat()
    guard stat(path, &info) == 0 else { return [] }
    return [Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_ino)]
  }
}

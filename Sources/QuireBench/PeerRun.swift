import Quire
import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One peer editor measured live in a pseudo-terminal, as a person would use it: opened on a
/// prose file, its first screen waited for, then a sentence typed one key at a time.
struct PeerRun {
  /// Output is taken as complete when none came for this long after a screen…
  static let screenQuiet = Duration.milliseconds(150)
  /// …or after a key.
  static let keyQuiet = Duration.milliseconds(50)
  /// The sentence typed: 43 characters, the same as the renderer's figure types.
  static let sentence = "Then the lazy dog woke up and barked twice."

  let editor: PeerEditor
  let executable: String
  /// Options of the editor's own, given before the file (vim's `-c "set ruler"`).
  let options: [String]
  /// How the report names this run ("peer vim", "peer vim +ruler").
  let name: String

  /// A run of `editor`, found at `executable`, given `options`, named by `variant` after the
  /// editor's name when it has some.
  init(editor: PeerEditor, executable: String, options: [String] = [], variant: String? = nil) {
    self.editor = editor
    self.executable = executable
    self.options = options
    self.name = "peer \(editor.name)" + (variant.map { " " + $0 } ?? "")
  }

  /// Starts the editor on `file` in a new pseudo-terminal of `size`, with the caret on `line`
  /// before `column`, its home and configuration in `folder`.
  func start(file: String, folder: String, line: Int = 1, column: Int = 1, size: TerminalSize)
    throws(PeerError) -> PseudoTerminal
  {
    let environment = [
      "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": folder, "PATH": "/usr/bin:/bin",
    ]
    do {
      return try PseudoTerminal(
        executable: executable,
        arguments: editor.arguments(file: file, line: line, column: column, folder: folder, options: options),
        environment: environment, size: size)
    } catch {
      throw .system("\(name): \(error)")
    }
  }

  /// Waits until `terminal` shows the first screen of `prose`: its first line and a line near
  /// the bottom of the screen. O(screen) per read.
  func waitForFirstScreen(_ terminal: PseudoTerminal, of prose: PeerProse, timeout: Duration)
    throws(PeerError)
  {
    let late = String(prose.lateScreenLine.prefix(40))
    let shown = terminal.waitUntil(timeout: timeout) { terminal in
      let text = terminal.screen.text
      return text.contains(PeerProse.marker) && text.contains(late)
    }
    guard shown else { throw .notShown("\(name): no first screen within \(timeout)") }
  }

  /// Bytes written for the first 120×40 screen of 1 MB of prose, until the output settles.
  func firstScreenBytes() throws(PeerError) -> Int {
    try PeerScratch.with { folder throws(PeerError) in
      var prose = PeerProse(typingText: "")
      let file = folder + "/prose.txt"
      try prose.save(to: file, bytes: 1_000_000)
      let terminal = try start(file: file, folder: folder, size: TerminalSize(columns: 120, rows: 40))
      try waitForFirstScreen(terminal, of: prose, timeout: .seconds(10))
      terminal.waitUntilQuiet(for: Self.screenQuiet, timeout: .seconds(5))
      return terminal.output.count
    }
  }

  /// The mean of the bytes written per key while typing `sentence` one key at a time, each
  /// key's output waited out, at the end of a line of 30 characters on a 120×40 screen or at
  /// the start of a line of 100 characters on a 160×40 one (so that the line does not wrap).
  func typingBytesPerKey(atEnd: Bool) throws(PeerError) -> Double {
    let existing =
      atEnd
      ? "Once upon a time, in the den, "
      : String(String(repeating: "Quire writes what changed and nothing else. ", count: 3).prefix(100))
    return try PeerScratch.with { folder throws(PeerError) in
      var prose = PeerProse(typingText: existing)
      let file = folder + "/prose.txt"
      try prose.save(to: file, bytes: 1_000_000)
      let terminal = try start(
        file: file, folder: folder, line: PeerProse.typingLine, column: atEnd ? existing.count + 1 : 1,
        size: TerminalSize(columns: atEnd ? 120 : 160, rows: 40))
      try waitForFirstScreen(terminal, of: prose, timeout: .seconds(10))
      terminal.waitUntilQuiet(for: Self.screenQuiet, timeout: .seconds(5))
      for key in editor.keysToStartTyping(atEnd: atEnd) {
        terminal.type(key)
        terminal.waitUntilQuiet(for: Self.screenQuiet, timeout: .seconds(5))
      }
      let mark = terminal.output.count
      for key in Self.sentence {
        let before = terminal.output.count
        terminal.type(String(key))
        terminal.waitUntil(timeout: .seconds(2)) { $0.output.count > before }
        terminal.waitUntilQuiet(for: Self.keyQuiet, timeout: .seconds(2))
      }
      let expected = atEnd ? existing + Self.sentence : Self.sentence + existing.prefix(40)
      guard terminal.screen.text.contains(expected) else {
        throw .notShown("\(name): the typed sentence is not on the screen where it was typed")
      }
      return Double(terminal.output.count - mark) / Double(Self.sentence.count)
    }
  }

  /// Milliseconds from starting the editor on `megabytes` of prose to its first screen being
  /// visible, the median of `launches` launches on the same file.
  func openTime(megabytes: Int, launches: Int) throws(PeerError) -> Double {
    try PeerScratch.with { folder throws(PeerError) in
      var prose = PeerProse(typingText: "")
      let file = folder + "/prose.txt"
      try prose.save(to: file, bytes: megabytes * 1_000_000)
      var times: [Double] = []
      for _ in 0..<launches {
        let started = Stopwatch.now()
        let terminal = try start(file: file, folder: folder, size: TerminalSize(columns: 120, rows: 40))
        try waitForFirstScreen(terminal, of: prose, timeout: .seconds(30))
        times.append(Double(Stopwatch.now() - started) / 1e6)
      }
      times.sort()
      return times[times.count / 2]
    }
  }
}

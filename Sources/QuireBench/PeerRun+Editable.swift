import Quire
import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PeerRun {
  /// What is typed to tell that the text takes keys: two capitals no prose line holds
  /// together.
  static let editableMark = "QZ"

  /// What is typed at the end of the text, once `editableMark` shows, to tell that the whole
  /// text takes keys.
  static let wholeMark = "ZQ"

  /// Milliseconds from starting the editor on `file` to its first screen (every `shown` text
  /// on it), and to the text taking a key: the keys that type `editableMark` are sent the
  /// moment the first screen shows, and the time is read when the screen shows them typed. An
  /// editor whose first screen is editable (vim) has the two a key's echo apart; one that
  /// shows its first screen while it loads the rest counts until the keys have landed.
  /// `whole` is to the whole text taking keys: for `quire edit`, which shows the keys typed
  /// in its first screen while it loads the rest, until `wholeMark`, typed after Ctrl-End
  /// the moment `editableMark` showed, shows at the end of the text; the peers read the
  /// whole text before their first screen, so theirs is `editable`.
  func openTimes(file: String, folder: String, shown: [String], size: TerminalSize, timeout: Duration)
    throws(PeerError) -> (firstScreen: Double, editable: Double, whole: Double)
  {
    let started = Stopwatch.now()
    let terminal = try start(file: file, folder: folder, size: size)
    defer { stop(terminal) }
    let shownAll = terminal.waitUntil(timeout: timeout) { terminal in
      let text = terminal.screen.text
      return shown.allSatisfy { text.contains($0) }
    }
    guard shownAll else { throw .notShown("\(name): no first screen of \(file) within \(timeout)") }
    let firstScreen = Double(Stopwatch.now() - started) / 1e6
    for key in editor.keysToType(Self.editableMark) { terminal.type(key) }
    let typed = terminal.waitUntil(timeout: timeout) { $0.screen.text.contains(Self.editableMark) }
    guard typed else { throw .notShown("\(name): the keys typed at the first screen never showed") }
    let editable = Double(Stopwatch.now() - started) / 1e6
    guard editor == .quire else { return (firstScreen, editable, editable) }
    for key in editor.keysToGoToEnd + editor.keysToType(Self.wholeMark) { terminal.type(key) }
    let atEnd = terminal.waitUntil(timeout: timeout) { $0.screen.text.contains(Self.wholeMark) }
    guard atEnd else { throw .notShown("\(name): the keys typed at the end never showed") }
    return (firstScreen, editable, Double(Stopwatch.now() - started) / 1e6)
  }

  /// Ends the program if it still runs.
  func stop(_ terminal: PseudoTerminal) {
    guard terminal.exitStatus == nil else { return }
    terminal.send(signal: SIGKILL)
    terminal.waitForExit(timeout: .seconds(10))
  }
}

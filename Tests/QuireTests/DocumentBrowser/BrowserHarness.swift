import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A notes folder for a browser test, its notes written with ages from a fixed wall clock,
/// and a data and state home of its own (the trash, the histories).
final class NotesFixture {
  /// 2026-07-15 12:00 UTC: no clock anywhere changes for summer time within a week of it.
  static let now = FileTime(seconds: 1_784_116_800, nanoseconds: 0)

  let temporary = TemporaryFolder(prefix: "quire-browser")
  var notes: String { temporary.file("notes") }
  var environment: [String: String] {
    [
      "HOME": temporary.file("home"), "XDG_DATA_HOME": temporary.file("data"),
      "XDG_STATE_HOME": temporary.file("state"),
    ]
  }
  var paths: XDGPaths { XDGPaths(environment: environment) }

  init() {
    mkdir(notes, 0o700)
  }

  /// Writes the note `name` with `text`, changed `age` before `now`.
  func write(_ name: String, _ text: String, age: Duration = .seconds(3600)) {
    let path = notes + "/" + name
    try? TemporaryFolder.writeFile(Array(text.utf8), to: path)
    let seconds = Self.now.seconds - age.components.seconds
    var times = [timespec(tv_sec: Int(seconds), tv_nsec: 0), timespec(tv_sec: Int(seconds), tv_nsec: 0)]
    utimensat(AT_FDCWD, path, &times, 0)
  }

  /// The text of the note `name`, `nil` when there is none.
  func read(_ name: String) -> String? {
    guard let bytes = RepositoryFile.contents(atPath: notes + "/" + name) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The names in the notes folder, sorted.
  var names: [String] { DirectoryListing.names(in: notes).sorted() }

  /// The three notes of SCREENS.md.
  func writeScreensNotes() {
    write(
      "Groceries.md",
      "---\ntags: [home]\ndescription: Weekly shopping list for the family; keep staples at the top\n---\nmilk, eggs, bread for the weekend\n",
      age: .seconds(120))
    write(
      "Meeting notes 2026-11-28.md",
      "---\ntags: [work, q4]\n---\n# Meeting notes 2026-11-28\n\nAgenda: budget review, hiring plan\n",
      age: .seconds(86_400))
    write("Ideas.txt", "A terminal app that remembers what I typed\n", age: .seconds(3 * 86_400))
  }

  /// A browser of the folder with the fixed clock (searching through a note index in the
  /// fixture's cache when `indexed`), pushed in an `AppDriver` of `size`; returns once the
  /// notes and their heads are shown (and the index is up to date).
  @MainActor
  func start(
    size: TerminalSize = TerminalSize(columns: 80, rows: 16), indexed: Bool = false,
    configure: (DocumentBrowser) -> Void = { _ in }
  ) async -> (AppDriver<Void?>, DocumentBrowser) {
    let folder = DocumentFolder(path: notes)
    let browser = DocumentBrowser(
      folder: folder, paths: paths, displayPath: "~/notes", environment: environment,
      index: indexed ? NoteIndex(folder: folder, environment: environment) : nil)
    browser.options.wallClock = { NotesFixture.now }
    // As an application gives it: a browser with nothing to open a note in says no `open`.
    let opened = OpenedNote.Log()
    browser.opener = { opening in OpenedNote(path: opening.path, log: opened) }
    configure(browser)
    let driver = await AppDriver(size: size) { stack in try await stack.push(browser) }
    _ = await driver.waitUntil { browser.isSettled }
    return (driver, browser)
  }
}

extension DocumentBrowser {
  /// Whether the folder is listed, every note's head read, the index (if any) up to date and
  /// no search running.
  var isSettled: Bool {
    list.isListed && list.notes.allSatisfy { $0.head != nil }
      && (state.indexing == .none || state.indexing == .current) && state.searching == .idle && list.isCurrent
  }
}

/// A stand-in for the editor a note opens in: shows the path, writes `text` to it when
/// given, finishes on Esc.
@MainActor
final class OpenedNote: Screen {
  let path: String
  let text: String?
  /// The paths opened, in order, shared by every screen one opener makes.
  final class Log {
    var paths: [String] = []
  }

  init(path: String, text: String? = nil, log: Log) {
    self.path = path
    self.text = text
    log.paths.append(path)
  }

  func handle(_ event: InputEvent, context: ScreenContext<OpenedNote>) -> EventVerdict {
    guard case .key(let key) = event, key.key == .escape else { return .consumed }
    if let text { try? TemporaryFolder.writeFile(Array(text.utf8), to: path) }
    context.finish(())
    return .consumed
  }

  func draw(in canvas: inout Canvas, context: DrawContext) {
    canvas.draw("Editing " + path, at: .zero)
  }

  func helpItems(context: DrawContext) -> [HelpItem] { [HelpItem(keys: "esc", action: "back")] }
}

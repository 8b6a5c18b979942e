import Quire
import QuireTestSupport

/// A document editor on a file in a temporary folder, driven as a person would: recovery
/// copies in the folder's `recovery/`, no watching unless asked (tests tell the editor of
/// changes by moving the app's time).
@MainActor
final class DocumentEditorHarness {
  let folder = TemporaryFolder(prefix: "quire-doc-editor")
  let driver: AppDriver<DocumentEditorResult?>
  let editor: DocumentEditor
  let path: String

  /// Opens `name` in the folder (written with `contents` first, unless `nil`), in a terminal
  /// of `size`; `configure` sets the editor up before it appears.
  init(
    name: String = "note.md", contents: [UInt8]? = nil,
    size: TerminalSize = TerminalSize(columns: 60, rows: 10),
    autosave: Duration? = .seconds(2), watch: Duration? = nil,
    prepare: (String, RecoveryStore) throws -> Void = { _, _ in },
    adjust: (inout DocumentEditorOptions) -> Void = { _ in }, configure: (DocumentEditor) -> Void = { _ in },
    waitsForLoad: Bool = true
  ) async throws {
    path = folder.file(name)
    if let contents { try TemporaryFolder.writeFile(contents, to: path, mode: 0o644) }
    let store = RecoveryStore(directory: folder.file("recovery"))
    try prepare(path, store)
    var options = DocumentEditorOptions(
      autosaveDelay: autosave, recovery: store, backupFolder: folder.file("backup"), watchInterval: watch)
    adjust(&options)
    let editor = DocumentEditor(path: path, backTitle: "Notes", options: options)
    configure(editor)
    self.editor = editor
    driver = await AppDriver(size: size) { stack in try await stack.push(editor) }
    if waitsForLoad { _ = await driver.waitUntil { editor.isLoaded || editor.openError != nil } }
  }

  /// The recovery copies' folder.
  var recoveryFolder: String { folder.file("recovery") }

  /// The file's bytes on disk.
  var onDisk: [UInt8] { TemporaryFolder.read(path) }

  /// The file's text on disk.
  var onDiskText: String { String(decoding: onDisk, as: UTF8.self) }

  /// Waits until the screen shows `text`; returns whether it did.
  func waitForScreen(_ text: String) async -> Bool {
    await driver.waitForScreen(.showing(text)) == nil
  }

  /// The recovery copy of the file, as the store names it.
  var recoveryFile: String {
    RecoveryStore(directory: recoveryFolder).recoveryPath(
      for: (try? DocumentFile.open(path).resolvedPath) ?? path)
  }

  /// The bar's row.
  var bar: String { driver.lines.first ?? "" }

  /// The status line's row.
  var status: String { driver.lines[driver.lines.count - 2] }
}

import Foundation
import Quire
import QuireTestSupport
import Testing

/// Starts `quire edit` in a pseudo-terminal as a shell would, on a file in a temporary
/// folder, its recovery copies in the folder's `state/`.
final class EditHarness {
  let folder = TemporaryFolder(prefix: "quire-edit")
  let path: String
  let terminal: PseudoTerminal
  let before: TerminalAttributes

  /// Edits `name` (written with `contents` first, unless `nil`), waiting for `shown`; the
  /// idle save waits `autosave` seconds (long, so a test's edits stay unsaved until it says).
  /// With `user`, `quire` runs as that user.
  init(
    name: String = "note.md", contents: [UInt8]? = nil, waitingFor shown: String = "Quit",
    autosave: String = "600", size: TerminalSize = TerminalSize(columns: 80, rows: 12),
    user: UInt32? = nil, prepare: (String) throws -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    path = folder.file(name)
    if let contents { try TemporaryFolder.writeFile(contents, to: path, mode: 0o644) }
    try prepare(path)
    (terminal, before) = try PromptHarness.start(
      ["edit", "--autosave", autosave, path], waitingFor: shown, size: size,
      extraEnvironment: ["XDG_STATE_HOME": folder.file("state")], user: user, sourceLocation: sourceLocation)
  }

  /// The recovery copies written.
  var recoveryFiles: [String] {
    let directory = folder.file("state/quire/recovery")
    return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".recovery") }.map { directory + "/" + $0 }
  }

  /// The file's bytes on disk.
  var onDisk: [UInt8] { TemporaryFolder.read(path) }

  /// Standard error as text.
  var errors: String { String(decoding: terminal.standardError, as: UTF8.self) }

  /// Waits until the screen shows `text`; if it never does, records what it showed.
  func waitForScreen(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    waitForScreen(.showing(text), sourceLocation: sourceLocation)
  }

  /// Waits until the screen meets `expected`; if it never does, records what it showed (for
  /// rows, the expected and actual side by side, the cells that differ marked).
  func waitForScreen(_ expected: ScreenExpectation, sourceLocation: SourceLocation = #_sourceLocation) {
    expect(
      terminal.waitForScreen(expected, fileID: sourceLocation.fileID, line: sourceLocation.line),
      sourceLocation: sourceLocation)
  }

  /// Expects the program to have ended with `status` and the terminal as it was: settings,
  /// modes, the main screen, the cursor shown.
  func expectEnded(with status: ProcessStatus, sourceLocation: SourceLocation = #_sourceLocation) {
    PromptHarness.expectEnded(terminal, with: status, before: before, sourceLocation: sourceLocation)
    #expect(!terminal.screen.isAlternateScreen, "back on the main screen", sourceLocation: sourceLocation)
  }
}

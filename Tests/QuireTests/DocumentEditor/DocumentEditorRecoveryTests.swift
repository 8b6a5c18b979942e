import Foundation
import Quire
import QuireTestSupport
import Testing

/// The recovery copy of unsaved text: written while edits are unsaved, offered when the file
/// opens, reported when damaged, written when the app is told to end.
@MainActor @Suite struct DocumentEditorRecoveryTests {
  @Test func unsavedEditsReachTheRecoveryCopyWithinFiveSecondsPrivately() async throws {
    let harness = try await DocumentEditorHarness(contents: Array("text\n".utf8), autosave: nil)
    await harness.driver.type("more ")
    await harness.driver.advance(by: .seconds(3))
    #expect(access(harness.recoveryFile, F_OK) != 0)
    await harness.driver.advance(by: .seconds(1))
    #expect(await harness.driver.waitUntil { access(harness.recoveryFile, F_OK) == 0 })
    #expect(TemporaryFolder.mode(harness.recoveryFile).map { $0 & 0o777 } == 0o600)
    let copy = try RecoveryStore(directory: harness.recoveryFolder).read(harness.recoveryFile)
    #expect(copy.text.string == "more text\n")
    // Saved: the copy is no longer needed.
    await harness.driver.press(.control("s"))
    #expect(await harness.driver.waitUntil { access(harness.recoveryFile, F_OK) != 0 })
  }

  @Test func endingTheAppWithUnsavedEditsWritesTheRecoveryCopyAtOnce() async throws {
    let harness = try await DocumentEditorHarness(contents: Array("text\n".utf8), autosave: nil)
    await harness.driver.type("unsaved ")
    await harness.driver.send(.terminate(signal: SIGTERM))
    _ = try? await harness.driver.result()
    let copy = try RecoveryStore(directory: harness.recoveryFolder).read(harness.recoveryFile)
    #expect(copy.text.string == "unsaved text\n")
    #expect(harness.onDiskText == "text\n")
  }

  @Test func aNewerRecoveryCopyIsOfferedWithItsAgeAndRestored() async throws {
    let harness = try await DocumentEditorHarness(
      contents: Array("saved\n".utf8), size: TerminalSize(columns: 100, rows: 12), autosave: nil,
      prepare: { path, store in
        // The file was saved a day ago, the copy written three hours ago.
        let now = FileTime.now()
        let day = FileTime(nanosecondsSinceEpoch: now.nanosecondsSinceEpoch - 86_400 * 1_000_000_000)
        var times = [
          timespec(tv_sec: Int(day.seconds), tv_nsec: 0), timespec(tv_sec: Int(day.seconds), tv_nsec: 0),
        ]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let resolved = try DocumentFile.open(path).resolvedPath
        let text = TextStorage(bytes: Array("saved and more\n".utf8))
        let written = FileTime(nanosecondsSinceEpoch: now.nanosecondsSinceEpoch - 3 * 3600 * 1_000_000_000)
        _ = try store.write(text, format: TextFormat(detecting: text), for: resolved, at: written)
      })
    try await harness.driver.expectScreen(.showing("Restore unsaved text?"))
    #expect(harness.driver.screen.contains("(3 h ago)"))
    await harness.driver.press(KeyChord(.enter))
    #expect(await harness.driver.waitUntil { harness.editor.textArea.text == "saved and more\n" })
    #expect(harness.bar.hasSuffix("Edited •"))
    #expect(harness.driver.screen.contains("Unsaved text restored"))
    #expect(harness.onDiskText == "saved\n")
  }

  @Test func aDamagedRecoveryCopyIsReportedAndTheFileOpens() async throws {
    let harness = try await DocumentEditorHarness(
      contents: Array("saved\n".utf8),
      prepare: { path, store in
        let resolved = try DocumentFile.open(path).resolvedPath
        mkdir(store.directory, 0o700)
        try TemporaryFolder.writeFile(
          Array("garbage\u{1B}]0;x\u{7}".utf8), to: store.recoveryPath(for: resolved))
      })
    #expect(harness.editor.isLoaded)
    #expect(harness.editor.textArea.text == "saved\n")
    #expect(harness.driver.screen.contains("Recovery copy damaged ("))
  }
}

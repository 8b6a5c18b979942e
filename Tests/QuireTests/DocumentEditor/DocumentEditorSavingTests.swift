import Foundation
import Quire
import QuireTestSupport
import Testing

/// Saving as a person sees it: Ctrl-S, the idle pause, leaving, the state in the bar, and a
/// save that fails.
@MainActor @Suite struct DocumentEditorSavingTests {
  @Test func controlSSavesAndTheBarSaysSaved() async throws {
    let harness = try await DocumentEditorHarness(contents: Array("tea\n".utf8))
    await harness.driver.type("green ")
    #expect(harness.bar.hasSuffix("Edited •"))
    await harness.driver.press(.control("s"))
    #expect(await harness.driver.waitUntil { harness.bar.hasSuffix("Saved ✓") })
    #expect(harness.onDiskText == "green tea\n")
    #expect(await harness.driver.isFinished == false)
  }

  @Test func anIdlePauseOfTwoSecondsSaves() async throws {
    let harness = try await DocumentEditorHarness(contents: Array("tea\n".utf8))
    await harness.driver.type("green ")
    await harness.driver.advance(by: .milliseconds(1500))
    await harness.driver.type("hot ")
    await harness.driver.advance(by: .milliseconds(1500))
    // Three seconds since the first key but 1.5 s since the last: the pause is not over.
    #expect(harness.onDiskText == "tea\n")
    await harness.driver.advance(by: .milliseconds(600))
    #expect(await harness.driver.waitUntil { harness.onDiskText == "green hot tea\n" })
    #expect(await harness.driver.waitUntil { harness.bar.hasSuffix("Saved ✓") })
  }

  @Test func theIdlePauseIsConfigurable() async throws {
    let harness = try await DocumentEditorHarness(contents: Array("tea\n".utf8), autosave: .seconds(10))
    await harness.driver.type("green ")
    await harness.driver.advance(by: .seconds(5))
    #expect(harness.onDiskText == "tea\n")
    await harness.driver.advance(by: .seconds(5))
    #expect(await harness.driver.waitUntil { harness.onDiskText == "green tea\n" })
  }

  @Test func aNewFileIsCreatedAtItsFirstSaveNotWhenOpened() async throws {
    let harness = try await DocumentEditorHarness(name: "new.md")
    #expect(harness.bar.hasSuffix("New file"))
    #expect(access(harness.path, F_OK) != 0)
    await harness.driver.type("first line")
    await harness.driver.press(KeyChord(.escape))
    #expect(try await harness.driver.result() == .saved)
    #expect(harness.onDiskText == "first line")
  }

  @Test func leavingANewFileEmptyWritesNothing() async throws {
    let harness = try await DocumentEditorHarness(name: "new.md")
    await harness.driver.press(KeyChord(.escape))
    #expect(try await harness.driver.result() == .unchanged)
    #expect(access(harness.path, F_OK) != 0)
  }

  @Test func typingWhileASaveRunsIsKeptAndSavedNext() async throws {
    let harness = try await DocumentEditorHarness(contents: Array("a\n".utf8))
    await harness.driver.type("b")
    await harness.driver.press(.control("s"))
    await harness.driver.type("c")
    #expect(await harness.driver.waitUntil { !harness.editor.isSaving })
    #expect(harness.editor.textArea.text == "bca\n")
    #expect(harness.editor.hasUnsavedEdits)
    await harness.driver.press(KeyChord(.escape))
    #expect(try await harness.driver.result() == .saved)
    #expect(harness.onDiskText == "bca\n")
  }

  /// The file's folder goes away while it is open: the save fails, the bar says why, and
  /// leaving asks; keeping a recovery copy ends with where the text is.
  @Test func leavingAfterAFailedSaveAsksAndKeepsTheTextInARecoveryCopy() async throws {
    let harness = try await DocumentEditorHarness(
      name: "sub/note.md", watch: .milliseconds(20),
      prepare: { path, _ in
        mkdir((path as NSString).deletingLastPathComponent, 0o755)
        try TemporaryFolder.writeFile(Array("kept\n".utf8), to: path)
      })
    let folder = (harness.path as NSString).deletingLastPathComponent
    unlink(harness.path)
    rmdir(folder)
    #expect(await harness.driver.waitUntil { harness.bar.hasSuffix("Deleted on disk") })
    await harness.driver.type("new ")
    await harness.driver.press(.control("s"))
    #expect(await harness.driver.waitUntil { harness.bar.contains("Not saved: ") })
    await harness.driver.press(KeyChord(.escape))
    #expect(harness.driver.screen.contains("Not saved"))
    #expect(harness.driver.screen.contains("Try again"))
    #expect(await harness.driver.isFinished == false)
    // Stay (the default) keeps the editor open with the text.
    await harness.driver.press(KeyChord(.enter))
    #expect(await harness.driver.isFinished == false)
    #expect(harness.editor.textArea.text == "new kept\n")
    // Leave again and keep a recovery copy (the third button).
    await harness.driver.press(KeyChord(.escape), KeyChord(.right), KeyChord(.right), KeyChord(.enter))
    let result = try await harness.driver.result()
    guard case .failed(let failure) = result, let recovery = failure.recoveryPath else {
      Issue.record("ended with \(String(describing: result))")
      return
    }
    #expect(failure.description.contains(recovery))
    let copy = try RecoveryStore(directory: harness.recoveryFolder).read(recovery)
    #expect(copy.text.string == "new kept\n")
  }
}

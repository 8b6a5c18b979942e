import Foundation
import Quire
import QuireTestSupport
import Testing

/// Another program changes the file while it is open.
@MainActor @Suite struct DocumentEditorExternalChangeTests {
  static let original = Array("one\ntwo\nthree\nfour\n".utf8)

  /// Writes `text` over the file as another program's save does: a new file renamed over it.
  static func replace(_ path: String, with text: String) throws {
    try TemporaryFolder.writeFile(Array(text.utf8), to: path + ".other")
    #expect(rename(path + ".other", path) == 0)
  }

  func openWatched() async throws -> DocumentEditorHarness {
    try await DocumentEditorHarness(contents: Self.original, watch: .milliseconds(20))
  }

  /// Types "mine ", lets another program write theirs, puts the question off with Esc and
  /// leaves with Esc, which asks it again.
  func conflictAskedAgainAsTheUserLeaves() async throws -> DocumentEditorHarness {
    let harness = try await openWatched()
    await harness.driver.type("mine ")
    try Self.replace(harness.path, with: "theirs\n")
    #expect(await harness.waitForScreen("Take theirs"))
    await harness.driver.press(KeyChord(.escape))
    #expect(await harness.driver.waitUntil { !harness.driver.screen.contains("Take theirs") })
    await harness.driver.press(KeyChord(.escape))
    #expect(await harness.waitForScreen("Take theirs"))
    return harness
  }

  @Test func withoutEditsTheFileIsLoadedAgainKeepingTheCaretsLine() async throws {
    let harness = try await openWatched()
    await harness.driver.press(KeyChord(.down), KeyChord(.down))
    try Self.replace(harness.path, with: "ONE\nTWO\nTHREE\nFOUR\nFIVE\n")
    try await harness.driver.expectScreen(.showing("THREE"))
    #expect(harness.driver.screen.contains("Reloaded: the file changed on disk"))
    #expect(harness.status.hasPrefix(" Ln 3, Col 1"))
    #expect(harness.bar.hasSuffix("Saved ✓"))
    #expect(harness.editor.hasUnsavedEdits == false)
  }

  @Test func withEditsTheUserIsAskedAndNothingIsWrittenMeanwhile() async throws {
    let harness = try await openWatched()
    await harness.driver.type("mine ")
    try Self.replace(harness.path, with: "theirs\n")
    try await harness.driver.expectScreen(.showing("note.md changed on disk"))
    #expect(harness.driver.screen.contains("Keep mine"))
    // The idle pause passes: the autosave does not write over their change.
    await harness.driver.advance(by: .seconds(3))
    #expect(harness.onDiskText == "theirs\n")
    #expect(harness.editor.textArea.text == "mine one\ntwo\nthree\nfour\n")
  }

  @Test func keepMineWritesOverTheirs() async throws {
    let harness = try await openWatched()
    await harness.driver.type("mine ")
    try Self.replace(harness.path, with: "theirs\n")
    try await harness.driver.expectScreen(.showing("Keep mine"))
    await harness.driver.press(KeyChord(.enter))
    #expect(await harness.driver.waitUntil { harness.onDiskText == "mine one\ntwo\nthree\nfour\n" })
    #expect(await harness.driver.waitUntil { harness.bar.hasSuffix("Saved ✓") })
  }

  @Test func takeTheirsLoadsTheirsAndUndoBringsMineBack() async throws {
    let harness = try await openWatched()
    await harness.driver.type("mine ")
    try Self.replace(harness.path, with: "theirs\n")
    try await harness.driver.expectScreen(.showing("Take theirs"))
    await harness.driver.press(KeyChord(.right), KeyChord(.enter))
    #expect(await harness.driver.waitUntil { harness.editor.textArea.text == "theirs\n" })
    #expect(harness.bar.hasSuffix("Saved ✓"))
    await harness.driver.press(.control("z"))
    #expect(harness.editor.textArea.text == "mine one\ntwo\nthree\nfour\n")
  }

  /// Esc puts the question off; leaving asks it again; Take theirs then loads theirs and the
  /// editor stays, so that undo brings mine back as the question says.
  @Test func takeTheirsAsTheUserLeavesStaysAndUndoBringsMineBack() async throws {
    let harness = try await conflictAskedAgainAsTheUserLeaves()
    await harness.driver.press(KeyChord(.right), KeyChord(.enter))
    #expect(await harness.driver.waitUntil { harness.editor.textArea.text == "theirs\n" })
    #expect(harness.driver.screen.contains("Reloaded: the file changed on disk"))
    await harness.driver.press(.control("z"))
    #expect(await harness.driver.waitUntil { harness.editor.textArea.text == "mine one\ntwo\nthree\nfour\n" })
    #expect(await !harness.driver.isFinished)
    #expect(harness.onDiskText == "theirs\n")
  }

  /// Save a copy as the user leaves: mine is beside the file, theirs is loaded and shown, and
  /// the editor stays until the next Esc.
  @Test func saveACopyAsTheUserLeavesShowsTheirsUntilTheNextEscape() async throws {
    let harness = try await conflictAskedAgainAsTheUserLeaves()
    await harness.driver.press(KeyChord(.right), KeyChord(.right), KeyChord(.enter))
    #expect(await harness.driver.waitUntil { harness.editor.textArea.text == "theirs\n" })
    #expect(await harness.waitForScreen("Your text was saved as note (conflict "))
    #expect(await !harness.driver.isFinished)
    await harness.driver.press(KeyChord(.escape))
    #expect(await harness.driver.waitUntil { harness.driver.app.stack.count == 0 }, "Esc leaves")
    if harness.driver.app.stack.count == 0 { #expect(try await harness.driver.result() == .unchanged) }
    #expect(harness.onDiskText == "theirs\n")
  }

  @Test func saveACopyKeepsMineBesideTheFileAndLoadsTheirs() async throws {
    let harness = try await openWatched()
    await harness.driver.type("mine ")
    try Self.replace(harness.path, with: "theirs\n")
    try await harness.driver.expectScreen(.showing("Save a copy"))
    await harness.driver.press(KeyChord(.right), KeyChord(.right), KeyChord(.enter))
    #expect(await harness.driver.waitUntil { harness.editor.textArea.text == "theirs\n" })
    let copies = try FileManager.default.contentsOfDirectory(atPath: harness.folder.path)
      .filter { $0.hasPrefix("note (conflict ") && $0.hasSuffix(").md") }
    #expect(copies.count == 1)
    let copy = copies.first.map { TemporaryFolder.read(harness.folder.file($0)) } ?? []
    #expect(String(decoding: copy, as: UTF8.self) == "mine one\ntwo\nthree\nfour\n")
    #expect(harness.driver.screen.contains("Your text was saved as note (conflict "))
    #expect(harness.onDiskText == "theirs\n")
  }

  @Test func deletedOnDiskKeepsTheTextMarkedAndTheNextSaveWritesItAgain() async throws {
    let harness = try await openWatched()
    unlink(harness.path)
    #expect(await harness.driver.waitUntil { harness.bar.hasSuffix("Deleted on disk") })
    #expect(harness.driver.screen.contains("The file was deleted on disk; saving writes it again"))
    #expect(harness.editor.textArea.text == "one\ntwo\nthree\nfour\n")
    await harness.driver.press(.control("s"))
    #expect(await harness.driver.waitUntil { harness.onDiskText == "one\ntwo\nthree\nfour\n" })
    #expect(await harness.driver.waitUntil { harness.bar.hasSuffix("Saved ✓") })
  }
}

import Foundation
import Quire
import QuireTestSupport
import Synchronization
import Testing

/// A large file: the first screen shows as soon as it is read, the progress in the bar, and
/// keys typed meanwhile are handled once the text is all there (shown in the first screen
/// meanwhile: `DocumentEditorLoadPreviewTests`).
@MainActor @Suite struct DocumentEditorLoadingTests {
  /// A load that reads the file as `DocumentLoad` does but stops after its first progress
  /// report until `release` is called.
  final class GatedLoad: Sendable {
    let gate: AsyncStream<Void>
    let opener: AsyncStream<Void>.Continuation

    init() { (gate, opener) = AsyncStream<Void>.makeStream() }

    func release() { opener.finish() }

    var load: DocumentEditorOptions.Load {
      let gate = self.gate
      return { file, report throws(DocumentError) in
        var events = DocumentLoad(file).makeAsyncIterator()
        var waited = false
        while let event = try await events.next() {
          if case .finished(let document) = event { return document }
          report(event)
          if case .progress = event, !waited {
            waited = true
            for await _ in gate {}
          }
        }
        return nil
      }
    }
  }

  /// Three MiB of numbered lines.
  static let bigText: [UInt8] = {
    var bytes: [UInt8] = []
    var line = 1
    while bytes.count < 3 << 20 {
      bytes += Array("line \(line) of a large file\n".utf8)
      line += 1
    }
    return bytes
  }()

  @Test func theFirstScreenShowsWhileTheRestLoadsWithTheProgress() async throws {
    let gated = GatedLoad()
    let harness = try await DocumentEditorHarness(
      contents: Self.bigText, adjust: { $0.load = gated.load }, waitsForLoad: false)
    try await harness.driver.expectScreen(.showing("Loading "))
    #expect(harness.driver.lines[2] == " line 1 of a large file")
    #expect(harness.bar.contains("%"))
    #expect(harness.editor.isLoaded == false)
    // Keys typed while loading show at once in the first screen, and apply to the whole text.
    await harness.driver.type("new ")
    #expect(harness.driver.lines[2] == " new line 1 of a large file")
    #expect(harness.editor.isLoaded == false)
    #expect(harness.bar.contains("%"), "still loading: \(harness.bar)")
    gated.release()
    #expect(await harness.driver.waitUntil { harness.editor.isLoaded })
    #expect(harness.driver.lines[2] == " new line 1 of a large file")
    #expect(harness.bar.hasSuffix("Edited •"))
  }

  @Test func escWhileLoadingLeavesWithoutWriting() async throws {
    let gated = GatedLoad()
    let harness = try await DocumentEditorHarness(
      contents: Self.bigText, adjust: { $0.load = gated.load }, waitsForLoad: false)
    try await harness.driver.expectScreen(.showing("Loading "))
    await harness.driver.press(KeyChord(.escape))
    #expect(try await harness.driver.result() == .unchanged)
    gated.release()
    #expect(harness.onDisk == Self.bigText)
  }

  /// Go to the end, type, save and leave, all sent before the text is there: every key lands
  /// once it is, in order, and the editor leaves having saved them.
  @Test func keysAndEscTypedWhileLoadingAreAllApplied() async throws {
    let gated = GatedLoad()
    let harness = try await DocumentEditorHarness(
      contents: Self.bigText, adjust: { $0.load = gated.load }, waitsForLoad: false)
    #expect(await harness.waitForScreen("Loading "))
    await harness.driver.press(KeyChord(.end, modifiers: .control))
    await harness.driver.type("x")
    await harness.driver.press(.control("s"), KeyChord(.escape))
    #expect(await harness.driver.isFinished == false, "Esc after waiting keys waits for them")
    gated.release()
    #expect(try await harness.driver.result() == .saved)
    #expect(harness.onDisk == Self.bigText + Array("x".utf8))
  }

  /// Ctrl-C after a key typed while loading ends the app once the key has landed, so the
  /// edit is kept in a recovery copy; before any key it ends the app at once.
  @Test func ctrlCWhileLoadingComesAfterTheKeysBeforeIt() async throws {
    let gated = GatedLoad()
    let harness = try await DocumentEditorHarness(
      contents: Self.bigText, adjust: { $0.load = gated.load }, waitsForLoad: false)
    #expect(await harness.waitForScreen("Loading "))
    await harness.driver.type("x")
    await harness.driver.press(.control("c"))
    gated.release()
    let ended = await harness.driver.waitUntil { harness.driver.app.stack.count == 0 }
    #expect(ended, "Ctrl-C ended the app")
    if ended { await #expect(throws: AppError.interrupted) { try await harness.driver.result() } }
    #expect(harness.editor.hasUnsavedEdits)
    #expect(harness.editor.recoveryPath != nil)
    #expect(harness.onDisk == Self.bigText)

    let idle = GatedLoad()
    let other = try await DocumentEditorHarness(
      contents: Self.bigText, adjust: { $0.load = idle.load }, waitsForLoad: false)
    #expect(await other.waitForScreen("Loading "))
    await other.driver.press(.control("c"))
    let endedAtOnce = await other.driver.waitUntil { other.driver.app.stack.count == 0 }
    #expect(endedAtOnce, "Ctrl-C ended the app")
    idle.release()
    if endedAtOnce { await #expect(throws: AppError.interrupted) { try await other.driver.result() } }
  }

  /// Until the load has read anything, the bar says nothing of it: a small file is read
  /// before a word there could be seen.
  @Test func theBarSaysNothingOfTheLoadBeforeAnythingIsRead() async throws {
    let gated = GatedLoad()
    let gate = gated.gate
    let harness = try await DocumentEditorHarness(
      contents: Array("small\n".utf8),
      adjust: { options in
        options.load = { file, report throws(DocumentError) in
          for await _ in gate {}
          return try await DocumentLoad(file).load()
        }
      }, waitsForLoad: false)
    #expect(harness.bar.contains("note.md"))
    #expect(!harness.bar.contains("Loading") && !harness.bar.contains("%"), "\(harness.bar)")
    gated.release()
    #expect(await harness.waitForScreen("small"))
    #expect(harness.bar.hasSuffix("Saved ✓"))
  }

  @Test(arguments: ["folder", "missing/note.md"])
  func aPathThatCannotBeOpenedSaysWhy(name: String) async throws {
    let harness = try await DocumentEditorHarness(
      name: name, prepare: { path, _ in if name == "folder" { mkdir(path, 0o755) } })
    #expect(harness.editor.openError != nil)
    #expect(harness.bar.hasSuffix("Not opened"))
    await harness.driver.press(KeyChord(.escape))
    guard case .failed(let failure) = try await harness.driver.result() else {
      Issue.record("not a failure")
      return
    }
    #expect(failure.description.contains(name))
  }
}

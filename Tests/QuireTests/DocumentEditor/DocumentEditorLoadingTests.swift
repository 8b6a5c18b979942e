import Foundation
import Quire
import QuireTestSupport
import Synchronization
import Testing

/// A large file: the first screen shows as soon as it is read, the progress in the bar, and
/// keys typed meanwhile are handled once the text is all there.
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
    // Keys typed while loading wait for the text, then apply.
    await harness.driver.type("new ")
    #expect(harness.driver.lines[2] == " line 1 of a large file")
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

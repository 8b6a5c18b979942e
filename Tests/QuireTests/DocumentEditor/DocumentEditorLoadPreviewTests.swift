import Foundation
import Quire
import QuireTestSupport
import Testing

/// Keys typed while a large file loads show at once in its first screen, where they do what
/// they will do in the whole text; those that need more than what is read wait unseen, with
/// every key after them; and all of them are applied, in order, to the whole text once it is
/// there, which alone is ever saved.
@MainActor @Suite struct DocumentEditorLoadPreviewTests {
  typealias GatedLoad = DocumentEditorLoadingTests.GatedLoad

  static let bigText = DocumentEditorLoadingTests.bigText

  /// An editor on `contents`, its load held after the first screen until `gated.release()`.
  static func loading(
    _ contents: [UInt8], _ gated: GatedLoad, prepare: (String, RecoveryStore) throws -> Void = { _, _ in }
  ) async throws
    -> DocumentEditorHarness
  {
    let harness = try await DocumentEditorHarness(
      contents: contents, prepare: prepare, adjust: { $0.load = gated.load }, waitsForLoad: false)
    #expect(await harness.waitForScreen("Loading "))
    return harness
  }

  /// An edit shown while the rest loads is saved with the whole file once it is there, and
  /// nothing is written before: neither the idle save nor the recovery copy.
  @Test func anEditShownWhileTheRestLoadsIsSavedWhole() async throws {
    let gated = GatedLoad()
    let harness = try await Self.loading(Self.bigText, gated)
    await harness.driver.type("new ")
    #expect(harness.driver.lines[2] == " new line 1 of a large file")
    await harness.driver.advance(by: .seconds(10))
    #expect(harness.onDisk == Self.bigText, "nothing written while loading")
    #expect(!FileManager.default.fileExists(atPath: harness.recoveryFile), "no recovery copy of a part")
    gated.release()
    #expect(await harness.driver.waitUntil { harness.editor.isLoaded })
    #expect(harness.driver.lines[2] == " new line 1 of a large file")
    await harness.driver.press(.control("s"))
    #expect(await harness.driver.waitUntil { harness.onDisk == Array("new ".utf8) + Self.bigText })
  }

  /// Keys typed before anything is read are shown as soon as the first screen is.
  @Test func keysTypedBeforeTheFirstScreenShowInIt() async throws {
    let opening = GatedLoad()
    let rest = GatedLoad()
    let (start, load) = (opening.gate, rest.load)
    let harness = try await DocumentEditorHarness(
      contents: Self.bigText,
      adjust: { options in
        options.load = { file, report throws(DocumentError) in
          for await _ in start {}
          return try await load(file, report)
        }
      }, waitsForLoad: false)
    await harness.driver.type("ab")
    #expect(!harness.driver.screen.contains("line 1"), "nothing read yet")
    opening.release()
    #expect(await harness.waitForScreen("Loading "))
    #expect(harness.driver.lines[2] == " abline 1 of a large file")
    #expect(harness.editor.isLoaded == false)
    rest.release()
    #expect(await harness.driver.waitUntil { harness.editor.isLoaded })
    await harness.driver.press(.control("s"))
    #expect(await harness.driver.waitUntil { harness.onDisk == Array("ab".utf8) + Self.bigText })
  }

  /// Ctrl-End and Enter need the whole text (its end, its line break): they wait unseen, and
  /// so does every key after them, so that the screen never shows keys out of order.
  @Test func aKeyThatNeedsTheWholeTextWaitsWithTheKeysAfterIt() async throws {
    let gated = GatedLoad()
    let harness = try await Self.loading(Self.bigText, gated)
    await harness.driver.type("a")
    await harness.driver.press(KeyChord(.end, modifiers: .control))
    await harness.driver.type("b")
    await harness.driver.press(KeyChord(.home, modifiers: .control))
    await harness.driver.type("c")
    #expect(harness.driver.lines[2] == " aline 1 of a large file", "only the key before Ctrl-End shows")
    gated.release()
    #expect(await harness.driver.waitUntil { harness.editor.isLoaded })
    #expect(harness.driver.lines[2] == " caline 1 of a large file")
    await harness.driver.press(.control("s"))
    #expect(
      await harness.driver.waitUntil { harness.onDisk == Array("ca".utf8) + Self.bigText + Array("b".utf8) })

    let other = GatedLoad()
    let second = try await Self.loading(Self.bigText, other)
    await second.driver.type("a")
    await second.driver.press(KeyChord(.enter))
    await second.driver.type("c")
    #expect(second.driver.lines[2] == " aline 1 of a large file", "Enter and what follows wait")
    other.release()
    #expect(await second.driver.waitUntil { second.editor.isLoaded })
    #expect(second.driver.lines[2...3] == [" a", " cline 1 of a large file"])
  }

  /// A line longer than what is read so far: End there would stop where the reading stopped,
  /// so it waits for the rest, and lands at the line's real end.
  @Test func aLineLongerThanWhatIsReadWaitsForTheRest() async throws {
    let long = Array(repeating: Array("word ".utf8), count: 40_000).flatMap { $0 }
    let gated = GatedLoad()
    let harness = try await Self.loading(long + [0x0A] + Self.bigText, gated)
    await harness.driver.press(KeyChord(.end))
    await harness.driver.type("x")
    #expect(harness.editor.textArea.selection.head == .zero, "nothing moved in the part read")
    let shownX = harness.editor.textArea.storage.allBytes.contains(UInt8(ascii: "x"))
    #expect(!shownX)
    gated.release()
    #expect(await harness.driver.waitUntil { harness.editor.isLoaded })
    await harness.driver.press(.control("s"))
    #expect(await harness.driver.waitUntil { harness.onDisk == long + Array("x\n".utf8) + Self.bigText })
  }

  /// Keys far down the first screen's text, near where the reading stopped, wait for the
  /// rest: the caret goes a page at a time to the end of what is read, and the keys from
  /// there on land where they would in the whole text.
  @Test func keysNearTheEndOfWhatIsReadWaitForTheRest() async throws {
    let gated = GatedLoad()
    let harness = try await Self.loading(Self.bigText, gated)
    let readLines = harness.editor.textArea.storage.lineCount
    // A page is a row less than the text's rows, each line a row; the first key sets the
    // text's rows to where it was drawn.
    await harness.driver.press(KeyChord(.pageDown))
    let page = harness.editor.textArea.viewport.rows - 1
    for _ in 0..<(readLines / page + 2) { await harness.driver.press(KeyChord(.pageDown)) }
    await harness.driver.type("y")
    let shown = harness.editor.textArea.storage
    let shownY = shown.allBytes.contains(UInt8(ascii: "y"))
    #expect(!shownY, "y waits unseen")
    #expect(shown.lineNumber(at: harness.editor.textArea.selection.head).value + 8 < readLines)
    gated.release()
    #expect(await harness.driver.waitUntil { harness.editor.isLoaded })
    await harness.driver.press(.control("s"))
    #expect(await harness.driver.waitUntil { harness.onDisk.count == Self.bigText.count + 1 })
    let saved = harness.onDisk
    let at = saved.firstIndex(of: UInt8(ascii: "y")) ?? 0
    #expect(at > shown.byteCount - 4096, "the y went on past the pages read, as in the whole text")
  }

  /// An editor opened on a search's match gives the keys typed while loading to its find bar:
  /// none is shown in the text, and none lands in it.
  @Test func keysWaitUnseenWhenTheEditorOpensOnAMatch() async throws {
    let gated = GatedLoad()
    let harness = try await DocumentEditorHarness(
      contents: Self.bigText, adjust: { $0.load = gated.load }, configure: { $0.findOnOpen = "line 3 of" },
      waitsForLoad: false)
    #expect(await harness.waitForScreen("Loading "))
    await harness.driver.type("zz")
    #expect(harness.driver.lines[2] == " line 1 of a large file")
    gated.release()
    #expect(await harness.driver.waitUntil { harness.editor.isLoaded })
    let typedInText = harness.editor.textArea.storage.allBytes.contains(UInt8(ascii: "z"))
    #expect(!typedInText, "the keys went to the find bar")
  }

  /// When a recovery copy is offered as the file opens, the keys go to its question first:
  /// none is shown in the text meanwhile.
  @Test func keysWaitUnseenWhenARecoveryCopyIsOffered() async throws {
    let gated = GatedLoad()
    let harness = try await Self.loading(
      Self.bigText, gated,
      prepare: { path, store in
        let resolved = try DocumentFile.open(path).resolvedPath
        let text = TextStorage(bytes: Array("recovered\n".utf8))
        _ = try store.write(text, format: TextFormat(detecting: text), for: resolved)
      })
    await harness.driver.type("q")
    #expect(harness.driver.lines[2] == " line 1 of a large file")
    gated.release()
    try await harness.driver.expectScreen(.showing("Restore unsaved text?"))
  }
}

import Quire
import QuireTestSupport
import Testing

/// The document editor as a person uses it: open, type, leave, find the text on disk.
@MainActor @Suite struct DocumentEditorTests {
  @Test func showsTheFileWithItsNameStateAndCounts() async throws {
    let harness = try await DocumentEditorHarness(
      contents: Array("milk, eggs, bread\nfor the weekend\n".utf8))
    let lines = harness.driver.lines
    #expect(lines[0].hasPrefix(" ‹ Notes"))
    #expect(lines[0].contains("note.md"))
    #expect(lines[0].hasSuffix("Saved ✓"))
    #expect(lines[2] == " milk, eggs, bread")
    #expect(lines[3] == " for the weekend")
    #expect(harness.status.hasPrefix(" Ln 1, Col 1 · 3 lines · 6 words"))
    #expect(harness.status.hasSuffix("LF · UTF-8 · 34 B"))
  }

  @Test func leavingSavesTheTypedText() async throws {
    let harness = try await DocumentEditorHarness(contents: Array("milk\n".utf8))
    await harness.driver.press(KeyChord(.end))
    await harness.driver.type(", eggs")
    #expect(harness.bar.hasSuffix("Edited •"))
    await harness.driver.press(KeyChord(.escape))
    #expect(try await harness.driver.result() == .saved)
    #expect(harness.onDiskText == "milk, eggs\n")
  }
}

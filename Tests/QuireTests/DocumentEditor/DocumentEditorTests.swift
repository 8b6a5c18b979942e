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

/// A file that cannot be written opens read-only, says why, and is never written.
@MainActor @Suite struct DocumentEditorReadOnlyTests {
  @Test func aFileWithNULBytesOpensReadOnlyWithANotice() async throws {
    let bytes: [UInt8] = Array("data".utf8) + [0, 1, 2] + Array("\nmore\n".utf8)
    let harness = try await DocumentEditorHarness(contents: bytes)
    #expect(harness.bar.hasSuffix("Read-only"))
    #expect(harness.driver.screen.contains("Read-only: the file holds NUL bytes"))
    await harness.driver.type("typed")
    #expect(harness.editor.hasUnsavedEdits == false)
    await harness.driver.press(.control("s"), KeyChord(.escape))
    #expect(try await harness.driver.result() == .unchanged)
    #expect(harness.onDisk == bytes)
  }
}

/// The editor at any size: parts drop out, the text keeps a row, typing still works.
@MainActor @Suite struct DocumentEditorSizeTests {
  @Test(arguments: [(1, 1), (8, 2), (20, 3), (30, 4), (9, 5)])
  func smallWindowsKeepTheTextEditable(columns: Int, rows: Int) async throws {
    let harness = try await DocumentEditorHarness(contents: Array("words\n".utf8))
    await harness.driver.resize(to: TerminalSize(columns: columns, rows: rows))
    await harness.driver.type("ab")
    #expect(harness.editor.textArea.text == "abwords\n")
    if rows >= 2, columns >= 4 { #expect(harness.driver.screen.contains("abw")) }
    await harness.driver.resize(to: TerminalSize(columns: 60, rows: 10))
    #expect(harness.bar.hasSuffix("Edited •"))
  }

  /// A bar whose state takes all the room between the back button and the edge leaves no
  /// room for the name (a resize storm in `quire edit` trapped here on an empty range).
  @Test(arguments: 14...24)
  func aStateFillingTheBarLeavesNoRoomForTheName(columns: Int) async throws {
    let harness = try await DocumentEditorHarness(contents: Array("words\n".utf8))
    await harness.driver.resize(to: TerminalSize(columns: columns, rows: 6))
    await harness.driver.type("ab")
    #expect(harness.editor.textArea.text == "abwords\n")
    #expect(harness.bar.hasPrefix(" ‹ Notes"), "\(harness.bar)")
  }
}

import Quire
import QuireTestSupport
import Testing

/// Find (Ctrl-F) and go to line (Ctrl-G), as a person uses them.
@MainActor @Suite struct DocumentEditorFindTests {
  static let text = Array("apple pie\nbanana\napple tart\ncherry\n".utf8)

  @Test func typingAQuerySelectsTheFirstMatchAndHighlightsTheOthers() async throws {
    let harness = try await DocumentEditorHarness(contents: Self.text)
    await harness.driver.press(.control("f"))
    #expect(harness.status.hasPrefix(" Find:"))
    await harness.driver.type("apple")
    #expect(harness.editor.textArea.selection == TextSelection(anchor: ByteOffset(0), head: ByteOffset(5)))
    // The second match, on line 3, is drawn in the match style; the line between is not.
    let terminal = harness.driver.terminal
    #expect(terminal.style(at: CellPosition(column: 1, row: 4)) == Theme.standard.match)
    #expect(terminal.style(at: CellPosition(column: 1, row: 3)) != Theme.standard.match)
  }

  @Test(arguments: [(KeyChord(.enter), 17), (KeyChord.control("f"), 17)])
  func nextGoesToTheFollowingMatch(key: KeyChord, start: Int) async throws {
    let harness = try await DocumentEditorHarness(contents: Self.text)
    await harness.driver.press(.control("f"))
    await harness.driver.type("apple")
    await harness.driver.press(key)
    #expect(
      harness.editor.textArea.selection
        == TextSelection(anchor: ByteOffset(start), head: ByteOffset(start + 5)))
    #expect(harness.driver.screen.contains("Ln 3, Col 6") == false)  // the find bar is in the status row
  }

  @Test func nextWrapsToTheStartAndSaysSo() async throws {
    let harness = try await DocumentEditorHarness(contents: Self.text)
    await harness.driver.press(.control("f"))
    await harness.driver.type("apple")
    await harness.driver.press(KeyChord(.enter), KeyChord(.enter))
    #expect(harness.editor.textArea.selection == TextSelection(anchor: ByteOffset(0), head: ByteOffset(5)))
    #expect(harness.driver.screen.contains("Search wrapped to the start"))
  }

  @Test func previousGoesBackAndWrapsToTheEnd() async throws {
    let harness = try await DocumentEditorHarness(contents: Self.text)
    await harness.driver.press(.control("f"))
    await harness.driver.type("apple")
    await harness.driver.press(.shift(.enter))
    #expect(harness.editor.textArea.selection == TextSelection(anchor: ByteOffset(17), head: ByteOffset(22)))
    #expect(harness.driver.screen.contains("Search wrapped to the end"))
  }

  @Test func aQueryWithoutCapitalsIgnoresCaseAndOneWithACapitalDoesNot() async throws {
    let harness = try await DocumentEditorHarness(contents: Array("Apple\napple\n".utf8))
    await harness.driver.press(.control("f"))
    await harness.driver.type("apple")
    #expect(harness.editor.textArea.selection.range == ByteOffset(0)..<ByteOffset(5))
    #expect(harness.status.contains("any case"))
    // Opened again, the bar holds the last query selected: typing replaces it.
    await harness.driver.press(KeyChord(.escape), .control("f"))
    await harness.driver.type("apPle")
    #expect(harness.driver.screen.contains("No matches for “apPle”"))
  }

  @Test func escClosesTheBarLeavingTheMatchSelectedAndTheStatusBack() async throws {
    let harness = try await DocumentEditorHarness(contents: Self.text)
    await harness.driver.press(.control("f"))
    await harness.driver.type("banana")
    await harness.driver.press(KeyChord(.escape))
    #expect(harness.status.hasPrefix(" Ln 2, Col 7"))
    #expect(await harness.driver.isFinished == false)
    // The next Ctrl-F starts with the last query, selected.
    await harness.driver.press(.control("f"))
    #expect(harness.status.contains("banana"))
  }

  @Test func goToLineMovesTheCaretToThatLine() async throws {
    let harness = try await DocumentEditorHarness(contents: Self.text)
    await harness.driver.press(.control("g"))
    #expect(harness.driver.screen.contains("Go to line"))
    await harness.driver.type("3")
    await harness.driver.press(KeyChord(.enter))
    #expect(harness.status.hasPrefix(" Ln 3, Col 1"))
    #expect(harness.editor.textArea.selection == TextSelection(caret: ByteOffset(17)))
  }

  @Test(arguments: ["0", "6", "two"])
  func goToLineRefusesWhatIsNotALine(typed: String) async throws {
    let harness = try await DocumentEditorHarness(contents: Self.text)
    await harness.driver.press(.control("g"))
    await harness.driver.type(typed)
    await harness.driver.press(KeyChord(.enter))
    #expect(harness.driver.screen.contains("A line number from 1 to 5."))
    await harness.driver.press(KeyChord(.escape))
    #expect(harness.status.hasPrefix(" Ln 1, Col 1"))
  }

  @Test func wordAndLineCountsFollowTheTyping() async throws {
    let harness = try await DocumentEditorHarness(contents: Array("one two\n".utf8))
    #expect(harness.status.hasPrefix(" Ln 1, Col 1 · 2 lines · 2 words"))
    await harness.driver.press(KeyChord(.end))
    await harness.driver.type(" three")
    await harness.driver.press(KeyChord(.enter))
    await harness.driver.type("four")
    #expect(harness.status.hasPrefix(" Ln 2, Col 5 · 3 lines · 4 words"))
  }
}

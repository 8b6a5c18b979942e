import Quire
import QuireTestSupport
import Testing

/// A `TextArea` on a terminal: NO_COLOR, OSC 52, the cursor, and content never reaching the
/// terminal as a control sequence.
@MainActor @Suite struct TextAreaTerminalTests {
  @Test func withoutColourTheSelectionShowsInReverseVideo() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 30, rows: 6), colorDepth: .none) { stack in
      try await stack.push(TextAreaScreen(title: "Note", textArea: TextArea(text: "plain text")))
    }
    await driver.press(.shift(.left), .shift(.left), .shift(.left), .shift(.left))
    let reversed = (1...10).map {
      driver.terminal.style(at: CellPosition(column: $0, row: 2)).attributes.contains(.reverse)
    }
    #expect(reversed == [false, false, false, false, false, false, true, true, true, true])
    #expect(driver.terminal.style(at: CellPosition(column: 7, row: 2)).foreground == .default)
  }

  @Test func aCopyGoesToTheSystemClipboardWithOSC52() async throws {
    let driver = await AppDriver { stack in
      try await stack.push(TextAreaScreen(title: "Note", textArea: TextArea(text: "copy me")))
    }
    await driver.press(.alt("a"), .alt("c"))
    #expect(driver.terminal.performedCommands.contains(.setClipboard("copy me")))
    await driver.press(KeyChord(.end))
    await driver.press(.control("v"))
    #expect(driver.lines[2] == " copy mecopy me")
  }

  @Test func pastedEscapeSequencesAreShownNotObeyed() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 40, rows: 6)) { stack in
      try await stack.push(TextAreaScreen(title: "Note", textArea: TextArea()))
    }
    await driver.paste("\u{1B}[2J\u{1B}]0;title\u{7}x")
    #expect(driver.lines[2] == " ^[[2J^[]0;title^Gx")
    #expect(driver.lines[0].contains("Note"), "the screen was not cleared")
  }

  @Test func typingAtTheEndOfALineWritesFewBytes() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 60, rows: 10)) { stack in
      try await stack.push(TextAreaScreen(title: "Note", textArea: TextArea(text: "Once upon a time")))
    }
    let before = driver.terminal.bytesWritten
    await driver.type(" there")
    let perKey = Double(driver.terminal.bytesWritten - before) / 6
    #expect(perKey <= 13, "a key at the end of a line is its character and little else, not a redraw")
  }
}

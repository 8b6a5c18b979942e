import QuireText
import Testing

/// Undo and redo: the text and the selection each gives back, and the changes it reports.
@Suite struct TextBufferUndoTests {
  @Test func undoRestoresTheSelectionTheStepStartedWith() {
    var buffer = TextBuffer(markup: "he[ll|]o")
    buffer.insert("X", at: .seconds(1))
    #expect(buffer.markup == "heX|o")
    buffer.undo()
    #expect(buffer.markup == "he[ll|]o")
  }

  @Test func redoRestoresTheSelectionTheStepEndedWith() {
    var buffer = TextBuffer(markup: "he[|ll]o")
    buffer.type("XY", from: .seconds(1))
    buffer.undo()
    buffer.selection = TextSelection(caret: .zero)
    buffer.redo()
    #expect(buffer.markup == "heXY|o")
  }

  @Test func undoThenRedoGivesBackTheLatestText() {
    var buffer = TextBuffer(markup: "|")
    var time = buffer.type("one", from: .seconds(1))
    time = buffer.type(" two", from: time + .seconds(2))
    buffer.type(" six", from: time + .seconds(2))
    buffer.undo()
    buffer.undo()
    #expect(buffer.markup == "one|")
    buffer.redo()
    buffer.redo()
    #expect(buffer.markup == "one two six|")
    #expect(!buffer.canRedo)
  }

  @Test func aNewEditClearsRedo() {
    var buffer = TextBuffer(markup: "|")
    let time = buffer.type("ab", from: .seconds(1))
    buffer.undo()
    #expect(buffer.canRedo)
    buffer.type("c", from: time + .seconds(1))
    #expect(!buffer.canRedo)
    #expect(buffer.redo().isEmpty)
    #expect(buffer.markup == "c|")
  }

  @Test func undoWithNothingToUndoChangesNothing() {
    var buffer = TextBuffer(markup: "ab|c")
    #expect(buffer.undo().isEmpty)
    #expect(buffer.markup == "ab|c")
  }

  @Test func undoReportsTheChangeToRedraw() {
    var buffer = TextBuffer(markup: "ab|cd")
    buffer.type("XYZ", from: .seconds(1))
    let undone = buffer.undo()
    #expect(undone == [TextChange(offset: ByteOffset(2), removed: Array("XYZ".utf8), inserted: [])])
    let redone = buffer.redo()
    #expect(redone == [TextChange(offset: ByteOffset(2), removed: [], inserted: Array("XYZ".utf8))])
  }

  @Test func aCoalescedStepHoldsOneChange() {
    var buffer = TextBuffer(markup: "x|")
    buffer.type("abc", from: .seconds(1))
    buffer.backspace(4, from: .seconds(3))
    #expect(buffer.history.undoSteps.map(\.changes.count) == [1, 1])
    #expect(
      buffer.history.undoSteps.last?.changes == [
        TextChange(offset: .zero, removed: Array("xabc".utf8), inserted: [])
      ])
  }
}

import QuireText
import Testing

/// The edits of a buffer: where the selection goes and what change each reports.
@Suite struct TextBufferEditingTests {
  @Test(arguments: [
    ("hel|lo", "X", "helX|lo"),
    ("he[ll|]o", "X", "heX|o"),
    ("he[|ll]o", "", "he|o"),
    ("|", "ab", "ab|"),
  ])
  func insertReplacesTheSelectionAndPutsTheCaretAfter(before: String, inserted: String, after: String) {
    var buffer = TextBuffer(markup: before)
    buffer.insert(inserted, at: .seconds(1))
    #expect(buffer.markup == after)
  }

  @Test func replaceReportsTheRangeThatChanged() {
    var buffer = TextBuffer(markup: "one |two three")
    let change = buffer.replace(ByteOffset(4)..<ByteOffset(7), with: "2", kind: .other, at: .seconds(1))
    #expect(buffer.markup == "one 2| three")
    #expect(change.removedRange == ByteOffset(4)..<ByteOffset(7))
    #expect(change.insertedRange == ByteOffset(4)..<ByteOffset(5))
    #expect(change.removed == Array("two".utf8))
  }

  @Test func replaceKeepsASelectionTheCallerGives() {
    var buffer = TextBuffer(markup: "ab|c")
    let kept = buffer.selection
    buffer.replace(
      ByteOffset(3)..<ByteOffset(3), with: "d", kind: .other, at: .seconds(1), selectionAfter: kept)
    #expect(buffer.markup == "ab|cd")
  }

  @Test(arguments: [([UInt8(0x0A)], "a\n|b"), ([0x0D, 0x0A], "a\r\n|b"), ([0x0D], "a\r|b")])
  func aTypedLineBreakUsesTheBuffersLineBreak(lineBreak: [UInt8], after: String) {
    var buffer = TextBuffer(markup: "a|b")
    buffer.lineBreak = lineBreak
    buffer.insertLineBreak(at: .seconds(1))
    #expect(buffer.markup == after)
  }

  @Test func aNewBufferTypesLF() {
    var buffer = TextBuffer(markup: "a|")
    buffer.insertLineBreak(at: .seconds(1))
    #expect(buffer.markup == "a\n|")
  }

  @Test func deleteSelectionLeavesTheCaretWhereTheSelectionWas() {
    var buffer = TextBuffer(markup: "a[bc|]d")
    let change = buffer.deleteSelection(at: .seconds(1))
    #expect(buffer.markup == "a|d")
    #expect(change?.removed == Array("bc".utf8))
  }

  @Test func deleteSelectionWithACaretDoesNothing() {
    var buffer = TextBuffer(markup: "ab|c")
    #expect(buffer.deleteSelection(at: .seconds(1)) == nil)
    #expect(buffer.markup == "ab|c")
    #expect(!buffer.canUndo)
  }

  @Test func anEditThatChangesNothingIsNotRecordedAndKeepsRedo() {
    var buffer = TextBuffer(markup: "|")
    buffer.type("ab", from: .seconds(1))
    buffer.undo()
    buffer.delete(ByteOffset(0)..<ByteOffset(0), at: .seconds(5))
    #expect(!buffer.canUndo)
    #expect(buffer.canRedo)
  }

  @Test func aSelectionPastTheEndIsKeptInTheText() {
    var buffer = TextBuffer(markup: "abc|")
    buffer.selection = TextSelection(anchor: ByteOffset(1), head: ByteOffset(99))
    #expect(buffer.markup == "a[bc|]")
  }

  @Test func bytesThatAreNotUTF8AreEditedAndUndoneExactly() {
    let bytes: [UInt8] = [0x61, 0xFF, 0xC3, 0x62]
    var buffer = TextBuffer(TextStorage(bytes: bytes), selection: TextSelection(caret: ByteOffset(2)))
    buffer.insert("é", at: .seconds(1))
    buffer.delete(ByteOffset(0)..<ByteOffset(2), at: .seconds(3))
    buffer.undo()
    buffer.undo()
    #expect(buffer.text.bytes(in: .zero..<buffer.text.endOffset) == bytes)
  }
}

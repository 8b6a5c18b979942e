import QuireText
import Testing

/// Dropping steps in bulk and long deletion runs.
@Suite struct EditHistoryLongRunTests {
  @Test func manyDropsKeepTheNewestStepsInOrder() {
    let stepCost = 3 + EditHistory.changeOverhead
    var buffer = TextBuffer(markup: "|", history: EditHistory(memoryLimit: 7 * stepCost))
    for index in 0..<300 { buffer.type("w\(index % 10) ", from: .seconds(2 * (index + 1))) }
    #expect(buffer.history.undoSteps.count == 7)
    #expect(buffer.history.invariantViolations() == [])
    let undone = buffer.undoAll()
    #expect(undone.count == 7)
    #expect(undone.first?.hasSuffix("w7 w8 |") == true)
    #expect(buffer.history.invariantViolations() == [])
    buffer.redo()
    buffer.type("z", from: .seconds(10_000))
    #expect(buffer.history.undoSteps.count == 2)
    #expect(buffer.history.invariantViolations() == [])
  }

  @Test func aLongRunOfBackspacesIsOneChangeOfTheBytesInOrder() {
    let text = String((0..<5_000).map { Character(Unicode.Scalar(UInt8(0x61 + $0 % 26))) })
    var buffer = TextBuffer(markup: text + "|")
    buffer.backspace(5_000, from: .seconds(10), gap: .milliseconds(1))
    #expect(buffer.markup == "|")
    let step = buffer.history.undoSteps.last
    #expect(step?.changes == [TextChange(offset: .zero, removed: Array(text.utf8), inserted: [])])
    #expect(buffer.history.memoryUsed == 5_000 + EditHistory.changeOverhead)
    #expect(buffer.undoAll() == [text + "|"])
  }

  @Test func backspacesAndDeletesAroundTheCaretJoinInTextOrder() {
    var buffer = TextBuffer(markup: "abc|def")
    var time = Duration.seconds(10)
    for backward in [true, false, true, true, false] {
      time += .milliseconds(100)
      let caret = buffer.selection.head
      buffer.delete(backward ? (caret - 1)..<caret : caret..<(caret + 1), at: time)
    }
    #expect(buffer.markup == "|f")
    #expect(
      buffer.history.undoSteps.last?.changes == [
        TextChange(offset: .zero, removed: Array("abcde".utf8), inserted: [])
      ])
    buffer.type("x", from: time + .milliseconds(100))
    #expect(buffer.undoAll() == ["|f", "abc|def"])
    #expect(buffer.history.redoSteps.last?.changes.first?.removed == Array("abcde".utf8))
  }
}

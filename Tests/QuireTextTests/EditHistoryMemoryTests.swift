import QuireText
import Testing

/// The cap on the memory the history holds.
@Suite struct EditHistoryMemoryTests {
  /// Types `count` words, each its own step (two seconds apart).
  private func typeWords(_ count: Int, into buffer: inout TextBuffer) {
    for index in 0..<count {
      buffer.type("w\(index % 10) ", from: .seconds(2 * (index + 1)))
    }
  }

  @Test func theDefaultKeepsEveryTypedStep() {
    var buffer = TextBuffer(markup: "|")
    typeWords(500, into: &buffer)
    #expect(buffer.undoAll().count == 500)
    #expect(buffer.markup == "|")
  }

  @Test func theOldestStepsAreDroppedBeyondTheLimit() {
    let stepCost = 3 + EditHistory.changeOverhead
    var buffer = TextBuffer(markup: "|", history: EditHistory(memoryLimit: 10 * stepCost))
    typeWords(25, into: &buffer)
    #expect(buffer.history.memoryUsed <= 10 * stepCost)
    let undone = buffer.undoAll()
    #expect(undone.count == 10)
    #expect(undone.last == "w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 w0 w1 w2 w3 w4 |")
  }

  @Test func theNewestStepIsKeptEvenBeyondTheLimit() {
    var buffer = TextBuffer(markup: "|", history: EditHistory(memoryLimit: 10))
    buffer.type("ab", from: .seconds(1))
    buffer.insert(String(repeating: "x", count: 1000), kind: .paste, at: .seconds(5))
    #expect(buffer.undoAll() == ["ab|"])
  }

  @Test func loweringTheLimitDropsStepsAtOnce() {
    var buffer = TextBuffer(markup: "|")
    typeWords(20, into: &buffer)
    buffer.historyMemoryLimit = 5 * (3 + EditHistory.changeOverhead)
    #expect(buffer.history.undoSteps.count == 5)
  }

  @Test func undoAndRedoKeepTheCount() {
    var buffer = TextBuffer(markup: "|")
    typeWords(4, into: &buffer)
    let used = buffer.history.memoryUsed
    buffer.undo()
    buffer.undo()
    buffer.redo()
    #expect(buffer.history.memoryUsed == used)
    #expect(used == 4 * (3 + EditHistory.changeOverhead))
  }

  @Test func aNewEditReleasesTheRedoSteps() {
    var buffer = TextBuffer(markup: "|")
    typeWords(4, into: &buffer)
    buffer.undo()
    buffer.undo()
    buffer.type("z", from: .seconds(100))
    #expect(
      buffer.history.memoryUsed == 2 * (3 + EditHistory.changeOverhead) + 1 + EditHistory.changeOverhead)
  }
}

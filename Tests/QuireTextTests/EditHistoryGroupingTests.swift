import QuireText
import Testing

/// One grouping rule per test: which edits an undo reverts together.
@Suite struct EditHistoryGroupingTests {
  @Test func typingIsOneStep() {
    var buffer = TextBuffer(markup: "|")
    buffer.type("hello", from: .seconds(10))
    #expect(buffer.undoAll() == ["|"])
  }

  @Test func aLineBreakStartsAStepThatTheTypingAfterItJoins() {
    var buffer = TextBuffer(markup: "|")
    let time = buffer.type("ab", from: .seconds(10))
    buffer.insertLineBreak(at: time + .milliseconds(100))
    buffer.type("cd", from: time + .milliseconds(200))
    #expect(buffer.undoAll() == ["ab|", "|"])
  }

  @Test func typedLineBreaksAreStepsOfTheirOwnEvenWithoutTheLineBreakKind() {
    var buffer = TextBuffer(markup: "|")
    buffer.type("a\nb", from: .seconds(10))
    #expect(buffer.undoAll() == ["a|", "|"])
  }

  @Test func aPasteIsAStepOfItsOwn() {
    var buffer = TextBuffer(markup: "|")
    let time = buffer.type("ab", from: .seconds(10))
    buffer.insert("XYZ", kind: .paste, at: time + .milliseconds(100))
    buffer.type("c", from: time + .milliseconds(200))
    #expect(buffer.undoAll() == ["abXYZ|", "ab|", "|"])
  }

  @Test func aMultiCharacterInsertStartsAStep() {
    var buffer = TextBuffer(markup: "|")
    let time = buffer.type("a", from: .seconds(10))
    buffer.insert("bc", at: time + .milliseconds(100))
    #expect(buffer.undoAll() == ["a|", "|"])
  }

  @Test func aCharacterOfSeveralScalarsIsTypedIntoTheStep() {
    var buffer = TextBuffer(markup: "|")
    buffer.type("a👨‍👩‍👧é", from: .seconds(10))
    #expect(buffer.undoAll() == ["|"])
  }

  @Test(arguments: [
    (Duration.milliseconds(999), ["|"]),
    (Duration.seconds(1), ["ab|", "|"]),
    (Duration.seconds(30), ["ab|", "|"]),
  ])
  func aPauseOfOneSecondStartsAStep(pause: Duration, undone: [String]) {
    var buffer = TextBuffer(markup: "|")
    let time = buffer.type("ab", from: .seconds(10))
    buffer.type("cd", from: time + pause)
    #expect(buffer.undoAll() == undone)
  }

  @Test func aTimeBeforeThePreviousEditStartsAStep() {
    var buffer = TextBuffer(markup: "|")
    buffer.type("ab", from: .seconds(10))
    buffer.type("cd", from: .seconds(5))
    #expect(buffer.undoAll() == ["ab|", "|"])
  }

  @Test func thePauseIsConfigurable() {
    var buffer = TextBuffer(markup: "|", history: EditHistory(pause: .seconds(5)))
    let time = buffer.type("ab", from: .seconds(10))
    buffer.type("cd", from: time + .seconds(3))
    #expect(buffer.undoAll() == ["|"])
  }

  @Test func switchingFromTypingToDeletingStartsAStep() {
    var buffer = TextBuffer(markup: "|")
    let time = buffer.type("abc", from: .seconds(10))
    buffer.backspace(1, from: time + .milliseconds(100))
    #expect(buffer.undoAll() == ["abc|", "|"])
  }

  @Test func switchingFromDeletingToTypingStartsAStep() {
    var buffer = TextBuffer(markup: "abc|")
    let time = buffer.backspace(2, from: .seconds(10))
    buffer.type("xy", from: time + .milliseconds(100))
    #expect(buffer.undoAll() == ["a|", "abc|"])
  }

  @Test func backspacesAreOneStep() {
    var buffer = TextBuffer(markup: "hello|")
    buffer.backspace(5, from: .seconds(10))
    #expect(buffer.markup == "|")
    #expect(buffer.undoAll() == ["hello|"])
  }

  @Test func forwardDeletesAreOneStep() {
    var buffer = TextBuffer(markup: "|hello")
    for index in 0..<3 {
      buffer.delete(ByteOffset(0)..<ByteOffset(1), at: .seconds(10) + .milliseconds(100) * index)
    }
    #expect(buffer.markup == "|lo")
    #expect(buffer.undoAll() == ["|hello"])
  }

  @Test func backspaceThenForwardDeleteAroundTheCaretIsOneStep() {
    var buffer = TextBuffer(markup: "ab|cd")
    buffer.delete(ByteOffset(1)..<ByteOffset(2), at: .seconds(10))
    buffer.delete(ByteOffset(1)..<ByteOffset(2), at: .seconds(10) + .milliseconds(100))
    #expect(buffer.markup == "a|d")
    #expect(buffer.undoAll() == ["ab|cd"])
  }

  @Test func movingTheCaretBetweenEditsStartsAStep() {
    var buffer = TextBuffer(markup: "|")
    let time = buffer.type("ab", from: .seconds(10))
    buffer.selection = TextSelection(caret: .zero)
    buffer.type("x", from: time + .milliseconds(100))
    #expect(buffer.undoAll() == ["|ab", "|"])
  }

  @Test func selectingThenDeletingNextToTheLastDeletionStartsAStep() {
    var buffer = TextBuffer(markup: "ab|cd")
    buffer.delete(ByteOffset(2)..<ByteOffset(3), at: .seconds(10))
    buffer.selection = TextSelection(anchor: ByteOffset(2), head: ByteOffset(1))
    buffer.deleteSelection(at: .seconds(10) + .milliseconds(100))
    #expect(buffer.markup == "a|d")
    #expect(buffer.undoAll() == ["a[|b]d", "ab|cd"])
  }

  @Test func typingElsewhereWithoutMovingTheCaretStartsAStep() {
    var buffer = TextBuffer(markup: "|ab")
    let time = buffer.type("x", from: .seconds(10))
    buffer.replace(ByteOffset(3)..<ByteOffset(3), with: "y", kind: .typing, at: time + .milliseconds(100))
    #expect(buffer.markup == "xaby|")
    #expect(buffer.undoAll() == ["x|ab", "|ab"])
  }

  @Test func deletingAwayFromTheLastDeletionStartsAStep() {
    var buffer = TextBuffer(markup: "abc|def")
    let time = buffer.backspace(1, from: .seconds(10))
    buffer.replace(
      ByteOffset(3)..<ByteOffset(4), with: [], kind: .deleting, at: time + .milliseconds(100),
      selectionAfter: buffer.selection)
    #expect(buffer.markup == "ab|df")
    #expect(buffer.undoAll() == ["ab|def", "abc|def"])
  }

  @Test func breakGroupStartsAStep() {
    var buffer = TextBuffer(markup: "|")
    let time = buffer.type("ab", from: .seconds(10))
    buffer.breakGroup()
    buffer.type("cd", from: time + .milliseconds(100))
    #expect(buffer.undoAll() == ["ab|", "|"])
  }

  @Test func typingOverASelectionStartsAStep() {
    var buffer = TextBuffer(markup: "|xyz")
    let time = buffer.type("ab", from: .seconds(10))
    buffer.selection = TextSelection(anchor: ByteOffset(2), head: ByteOffset(5))
    buffer.type("c", from: time + .milliseconds(100))
    #expect(buffer.markup == "abc|")
    #expect(buffer.undoAll() == ["ab[xyz|]", "|xyz"])
  }

  @Test func typingAfterAnUndoStartsAStep() {
    var buffer = TextBuffer(markup: "|")
    var time = buffer.type("ab", from: .seconds(10))
    time = buffer.type("cd", from: time + .seconds(2))
    buffer.undo()
    buffer.type("xy", from: time + .milliseconds(100))
    #expect(buffer.undoAll() == ["ab|", "|"])
  }

  @Test func anOtherEditIsAStepOfItsOwn() {
    var buffer = TextBuffer(markup: "ab|")
    let time = buffer.type("c", from: .seconds(10))
    buffer.replace(
      ByteOffset(0)..<buffer.text.endOffset, with: "reloaded", kind: .other, at: time + .milliseconds(100))
    buffer.type("d", from: time + .milliseconds(200))
    #expect(buffer.undoAll() == ["reloaded|", "abc|", "ab|"])
  }
}

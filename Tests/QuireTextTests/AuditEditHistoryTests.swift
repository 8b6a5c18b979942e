import QuireText
import Testing

/// Grouping and selection rules of the undo history that the grouping tests leave open: each
/// test would fail if its one rule were dropped or loosened.
@Suite struct AuditEditHistoryTests {
  @Test func thePauseIsCountedFromThePreviousEditNotFromTheStepsStart() {
    // Thirty keystrokes 100 ms apart span three seconds, yet no gap reaches the pause.
    var buffer = TextBuffer(markup: "|")
    buffer.type(String(repeating: "x", count: 30), from: .seconds(10))
    #expect(buffer.undoAll() == ["|"])
  }

  @Test(arguments: [(Duration.milliseconds(999), ["abc|"]), (Duration.seconds(1), ["ab|", "abc|"])])
  func aPauseOfOneSecondAlsoSplitsARunOfBackspaces(pause: Duration, undone: [String]) {
    var buffer = TextBuffer(markup: "abc|")
    let time = buffer.backspace(1, from: .seconds(10))
    buffer.backspace(2, from: time + pause)
    #expect(buffer.markup == "|")
    #expect(buffer.undoAll() == undone)
  }

  @Test func aPasteOfOneCharacterIsStillAStepOfItsOwn() {
    var buffer = TextBuffer(markup: "|")
    let time = buffer.type("ab", from: .seconds(10))
    buffer.insert("X", kind: .paste, at: time + .milliseconds(100))
    #expect(buffer.undoAll() == ["ab|", "|"])
  }

  @Test func typingRightAfterAPasteStartsAStep() {
    var buffer = TextBuffer(markup: "|")
    buffer.insert("X", kind: .paste, at: .seconds(10))
    buffer.type("ab", from: .seconds(10) + .milliseconds(100))
    #expect(buffer.undoAll() == ["X|", "|"])
  }

  @Test func twoLineBreaksInARowAreTwoSteps() {
    var buffer = TextBuffer(markup: "a|")
    buffer.insertLineBreak(at: .seconds(10))
    buffer.insertLineBreak(at: .seconds(10) + .milliseconds(100))
    #expect(buffer.undoAll() == ["a\n|", "a|"])
  }

  @Test func undoingADeletionRunThatStartedOnASelectionGivesTheSelectionBack() {
    var buffer = TextBuffer(markup: "ab[cd|]ef")
    buffer.deleteSelection(at: .seconds(10))
    buffer.backspace(1, from: .seconds(10) + .milliseconds(100))
    #expect(buffer.markup == "a|ef")
    #expect(buffer.undoAll() == ["ab[cd|]ef"])
    buffer.redo()
    #expect(buffer.markup == "a|ef")
  }

  @Test func undoingTypingThatReplacedABackwardSelectionGivesItBackWithItsHeadFirst() {
    var buffer = TextBuffer(markup: "a[|bc]d")
    buffer.type("xyz", from: .seconds(10))
    #expect(buffer.markup == "axyz|d")
    #expect(buffer.undoAll() == ["a[|bc]d"])
  }

  @Test func redoAfterSeveralUndosRestoresEachStepsSelectionInTurn() {
    var buffer = TextBuffer(markup: "|")
    var time = buffer.type("one", from: .seconds(10))
    buffer.selection = TextSelection(caret: .zero)
    time = buffer.type("A", from: time + .milliseconds(100))
    buffer.selection = TextSelection(anchor: ByteOffset(1), head: ByteOffset(4))
    buffer.deleteSelection(at: time + .milliseconds(100))
    #expect(buffer.undoAll() == ["A[one|]", "|one", "|"])
    var redone: [String] = []
    while buffer.canRedo {
      buffer.redo()
      redone.append(buffer.markup)
    }
    #expect(redone == ["one|", "A|one", "A|"])
  }

  @Test func aNewEditAfterUndoingSeveralStepsDropsThemAll() {
    var buffer = TextBuffer(markup: "|")
    var time = buffer.type("ab", from: .seconds(10))
    time = buffer.type("cd", from: time + .seconds(2))
    time = buffer.type("ef", from: time + .seconds(2))
    buffer.undo()
    buffer.undo()
    buffer.type("X", from: time + .seconds(2))
    #expect(!buffer.canRedo)
    #expect(buffer.undoAll() == ["ab|", "|"])
  }
}

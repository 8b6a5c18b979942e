/// The caret's line and cell column, from 0, for the status line, with the column checkpoints
/// that keep finding the column in a long line cheap (told of every change of the text).
struct CaretPlace {
  /// The caret's line, from 0.
  private(set) var line = 0
  /// The caret's cell column, from 0.
  private(set) var column = 0
  /// Column checkpoints for long lines.
  private var checkpoints = LineColumnCheckpoints()

  /// Finds the line and column of `head` in `text` again. O(log n + the line up to the
  /// caret from its checkpoint before it).
  mutating func refresh(in text: TextStorage, head: ByteOffset, tabSize: Int) {
    line = text.lineNumber(at: head).value
    column = text.cellColumn(of: head, tabSize: tabSize, checkpoints: &checkpoints)
  }

  /// The text changed as `change` says: the checkpoints after it move.
  mutating func update(after change: TextChange) {
    checkpoints.update(after: change)
  }

  /// The text was replaced whole: every checkpoint goes.
  mutating func forgetCheckpoints() {
    checkpoints.removeAll()
  }
}

import QuireTestSupport
import QuireText

/// Test helpers for buffers written with caret markup (`"hel|lo"`, `"he[ll|]o"`).
extension TextBuffer {
  /// A buffer holding the text and selection of `markup`, with an empty history.
  init(markup: String, history: EditHistory = EditHistory()) {
    let (text, selection) = CaretMarkup.parse(markup)
    self.init(TextStorage(text), selection: selection, history: history)
  }

  /// The text and selection written as caret markup.
  var markup: String { CaretMarkup.render(text.string, selection) }

  /// Types each character of `characters` at the caret, `gap` apart, starting at `start`.
  /// Returns the time of the last keystroke.
  @discardableResult
  mutating func type(_ characters: String, from start: Duration, gap: Duration = .milliseconds(100))
    -> Duration
  {
    var time = start
    for (index, character) in characters.enumerated() {
      time = start + gap * index
      insert(String(character), at: time)
    }
    return time
  }

  /// Deletes the `count` bytes before the caret, one backspace at a time, `gap` apart.
  @discardableResult
  mutating func backspace(_ count: Int, from start: Duration, gap: Duration = .milliseconds(100)) -> Duration
  {
    var time = start
    for index in 0..<count {
      time = start + gap * index
      let caret = selection.head
      delete((caret - 1)..<caret, at: time)
    }
    return time
  }

  /// Undoes every step and returns the markup after each undo.
  mutating func undoAll() -> [String] {
    var states: [String] = []
    while canUndo {
      undo()
      states.append(markup)
    }
    return states
  }
}

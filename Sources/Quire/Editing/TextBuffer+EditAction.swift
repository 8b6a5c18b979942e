extension TextBuffer {
  /// What performing a `TextEditAction` did.
  public struct EditOutcome: Hashable, Sendable {
    /// The changes made to the text, in order (none for a move or a copy).
    public var changes: [TextChange]
    /// Whether the selection or the text changed.
    public var changed: Bool

    /// The outcome of making `changes`, and whether anything `changed`.
    public init(changes: [TextChange], changed: Bool) {
      self.changes = changes
      self.changed = changed
    }
  }

  /// Performs `action` at `time`, with `clipboard` for cut, copy and paste. A read-only buffer
  /// (`editable == false`) moves, selects and copies, and does nothing else. Moves break the
  /// undo group, so typing after a move starts a new step. `transformPaste` turns the
  /// clipboard's text into what is inserted (a field turns line breaks into spaces).
  @MainActor
  public mutating func perform(
    _ action: TextEditAction, at time: Duration, clipboard: Clipboard, editable: Bool = true,
    transformPaste: (String) -> String = { $0 }
  ) -> EditOutcome {
    let before = selection
    switch action {
    case .move(let motion):
      selection = text.moving(selection, by: motion, extend: false)
      breakGroup()
    case .select(let motion):
      selection = text.moving(selection, by: motion, extend: true)
      breakGroup()
    case .selectAll:
      selection = TextSelection(anchor: .zero, head: text.endOffset)
      breakGroup()
    case .copy:
      if !selection.isEmpty { clipboard.copy(text.string(in: selection.range)) }
      return EditOutcome(changes: [], changed: false)
    case .delete(let deletion):
      guard editable else { return EditOutcome(changes: [], changed: false) }
      let range = text.range(of: deletion, at: selection)
      guard !range.isEmpty else { return EditOutcome(changes: [], changed: false) }
      return EditOutcome(changes: [delete(range, at: time)], changed: true)
    case .cut:
      guard editable, !selection.isEmpty else { return EditOutcome(changes: [], changed: false) }
      clipboard.copy(text.string(in: selection.range))
      return EditOutcome(changes: [delete(selection.range, at: time)], changed: true)
    case .paste:
      guard editable, let pasted = clipboard.text.map(transformPaste), !pasted.isEmpty else {
        return EditOutcome(changes: [], changed: false)
      }
      return EditOutcome(changes: [insert(pasted, kind: .paste, at: time)], changed: true)
    case .undo:
      guard editable else { return EditOutcome(changes: [], changed: false) }
      let changes = undo()
      return EditOutcome(changes: changes, changed: !changes.isEmpty)
    case .redo:
      guard editable else { return EditOutcome(changes: [], changed: false) }
      let changes = redo()
      return EditOutcome(changes: changes, changed: !changes.isEmpty)
    }
    return EditOutcome(changes: [], changed: selection != before)
  }
}

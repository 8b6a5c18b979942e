/// What kind of edit a change comes from, which decides how the history groups it into steps.
///
/// Typing is coalesced into one step and so is deleting; a line break, a paste and any other
/// edit each start a step of their own (see `EditHistory.record`).
public enum EditKind: Hashable, Sendable, CaseIterable {
  /// A character typed at the caret, or typed over the selection.
  case typing
  /// A deletion: backspace, forward delete, a word or a selection deleted.
  case deleting
  /// Text pasted, or any insert of more than one character.
  case paste
  /// A line break typed by the user.
  case lineBreak
  /// Any other edit: an `$EDITOR` hand-off, a reload from disk, a replace done by a command.
  case other
}

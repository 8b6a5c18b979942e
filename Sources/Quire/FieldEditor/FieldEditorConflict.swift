/// The answers to "the text changed while you edited it", asked when Done would overwrite a
/// change made to the bound value since the editor opened.
public enum FieldEditorConflict: Hashable, Sendable {
  /// Write the edited text over the other change.
  case overwrite
  /// Keep the other change and drop the edited text.
  case keepTheirs
  /// Go back to the editor, with the edited text and its undo history.
  case keepEditing
}

/// The seed's Text Helper: a read-only display of a long text (its name, its first lines
/// with an ellipsis when there is more, a placeholder when empty, and `›`); Return or a click
/// pushes a full-screen `TextAreaScreen` titled with the name, with Cancel and Done. Done
/// writes the text back through the `binding` (an object's property by key path, or closures);
/// Cancel writes nothing. The display always reads the binding, so it shows every write.
///
/// The seed's caveat (the object and key path must not change while the editor is open) is
/// fixed: the editor writes back through the binding it was opened with, whatever the display
/// is bound to meanwhile; and when the bound value changed since the editor opened, Done asks
/// first (`FieldEditorConflict`): overwrite it, keep it, or keep editing.
///
/// ```swift
/// var description = FieldEditor(title: "Description", binding: TextBinding(note, \.summary))
/// ```
@MainActor
public struct FieldEditor: Component {
  /// The field's name: the display's first row and the editor's title.
  public var title: String
  /// Where the text is read and written.
  public var binding: TextBinding
  /// What the display shows, faint, while the text is empty; `Word.fieldEmpty` when `nil`.
  public var placeholder: String?
  /// The rows of text shown under the name; 0 shows the text on the name's row.
  public var lines: Int
  /// The environment the editor's `$EDITOR` hand-off reads (`VISUAL`, `EDITOR`, `PATH`).
  public var environment: [String: String]
  /// Return opens the editor.
  public var keys: KeyMap<FieldEditorAction>

  /// Return opens the editor.
  public static let defaultKeys = KeyMap<FieldEditorAction>([
    KeyBinding(KeyChord(.enter), .open, help: .helpEdit)
  ])

  /// A display of the text `binding` reads, named `title`, showing `lines` rows of it.
  public init(
    title: String, binding: TextBinding, placeholder: String? = nil, lines: Int = 2,
    environment: [String: String] = [:]
  ) {
    self.title = title
    self.binding = binding
    self.placeholder = placeholder
    self.lines = max(0, lines)
    self.environment = environment
    self.keys = Self.defaultKeys
  }

  /// The text, as the binding reads it now.
  public var text: String { binding.get() }

  /// The rows the display takes: the name's row and the text's rows.
  public var rowsNeeded: Int { 1 + lines }

  /// Return: edit.
  public func helpItems(_ strings: Strings) -> [HelpItem] {
    keys.helpItems(strings)
  }
}

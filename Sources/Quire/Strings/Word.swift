/// A word or phrase the user sees (a button, a help-bar action, a message), by key, with its
/// English text. Every word a component shows is a `Word`, looked up in the app's `Strings`,
/// so an application can translate or rename any of them.
public struct Word: Hashable, Sendable {
  /// The key an application replaces the word by.
  public let key: String
  /// The text used when the application gives none.
  public let english: String

  public init(_ key: String, _ english: String) {
    self.key = key
    self.english = english
  }
}

extension Word {
  // Buttons and titles.
  public static let okay = Word("okay", "Okay")
  public static let cancel = Word("cancel", "Cancel")
  public static let done = Word("done", "Done")
  public static let yes = Word("yes", "Yes")
  public static let no = Word("no", "No")
  public static let other = Word("other", "Other…")
  public static let newItem = Word("new-item", "New item")
  public static let back = Word("back", "back")

  // Help-bar actions.
  public static let helpOkay = Word("help.okay", "okay")
  public static let helpCancel = Word("help.cancel", "cancel")
  public static let helpDone = Word("help.done", "done")
  public static let helpQuit = Word("help.quit", "quit")
  public static let helpChoose = Word("help.choose", "choose")
  public static let helpMove = Word("help.move", "move")
  public static let helpUndo = Word("help.undo", "undo")
  public static let helpRedo = Word("help.redo", "redo")
  public static let helpSave = Word("help.save", "save")
  public static let helpEditor = Word("help.editor", "$EDITOR")
  public static let helpNewLine = Word("help.new-line", "new line")
  public static let helpAccept = Word("help.accept", "accept")
  public static let helpSuggestion = Word("help.suggestion", "suggestion")
  public static let helpCopy = Word("help.copy", "copy")
  public static let helpCut = Word("help.cut", "cut")
  public static let helpPaste = Word("help.paste", "paste")
  public static let helpSelectAll = Word("help.select-all", "select all")
  public static let helpToggle = Word("help.toggle", "toggle")
  public static let helpForget = Word("help.forget", "forget")
  public static let helpAdd = Word("help.add", "add")
  public static let helpClear = Word("help.clear", "clear")
  public static let helpMatchMode = Word("help.match-mode", "match mode")
  /// The key column of the help bar's "type to filter" entry, which has no single key.
  public static let helpTypeKey = Word("help.type-key", "type")
  public static let helpFilter = Word("help.filter", "to filter")

  // The selection list. `{count}`, `{total}`, `{value}` are filled in.
  public static let filterPlaceholder = Word("list.filter-placeholder", "Type to filter")
  public static let matchCount = Word("list.match-count", "{count} of {total}")
  public static let chosenCount = Word("list.chosen-count", "{count} chosen")
  public static let chosenOfLimit = Word("list.chosen-of-limit", "{count} of {total} chosen")
  public static let addValue = Word("list.add-value", "Add “{value}”")
  public static let noMatch = Word("list.no-match", "No match")
  public static let noValues = Word("list.no-values", "Nothing to choose")
  public static let matchFuzzy = Word("list.match-fuzzy", "fuzzy")
  public static let matchPrefix = Word("list.match-prefix", "prefix")
  public static let matchSubstring = Word("list.match-substring", "substring")
  public static let newValue = Word("list.new-value", "New value")
  public static let forgetTitle = Word("list.forget-title", "Forget “{value}”?")
  public static let forgetMessage = Word("list.forget-message", "It will not be offered again.")
  public static let forget = Word("list.forget", "Forget")
  public static let emptyValue = Word("message.empty-value", "Type a value first.")

  // The list editor, the form and the field editor. `{key}`, `{count}`, `{name}` are
  // filled in.
  public static let editItem = Word("edit-item", "Edit item")
  public static let listEmpty = Word("list-editor.empty", "No items yet. Press {key} to add one.")
  public static let itemCount = Word("list-editor.count", "{count} items")
  public static let itemCountOne = Word("list-editor.count-one", "1 item")
  public static let emptyItem = Word("message.empty-item", "An item cannot be empty.")
  public static let helpEdit = Word("help.edit", "edit")
  public static let helpDelete = Word("help.delete", "delete")
  public static let helpReorder = Word("help.reorder", "reorder")
  public static let helpNext = Word("help.next", "next")
  public static let helpPrevious = Word("help.previous", "back")
  public static let helpSubmit = Word("help.submit", "submit")
  public static let required = Word("message.required", "Required.")
  public static let notAnOption = Word("message.not-an-option", "Choose one of the options.")
  public static let choosePlaceholder = Word("form.choose", "Choose…")
  public static let fieldEmpty = Word("field-editor.empty", "Empty")
  public static let changedMeanwhile = Word("field-editor.changed", "{name} changed while you edited it")
  public static let changedMeanwhileMessage = Word(
    "field-editor.changed-message",
    "Replace the other change with your text, keep the other change, or go on editing?")
  public static let overwrite = Word("field-editor.overwrite", "Overwrite")
  public static let keepTheirs = Word("field-editor.keep-theirs", "Keep theirs")
  public static let keepEditing = Word("field-editor.keep-editing", "Keep editing")

  // Messages.
  public static let characterLimitReached = Word("message.character-limit", "Character limit reached")
  public static let lineLimitReached = Word("message.line-limit", "Line limit reached")
  public static let readOnly = Word("message.read-only", "Read-only")
  public static let editorFailed = Word("message.editor-failed", "The editor failed")
  public static let editorMissing = Word("message.editor-missing", "No editor found: set $VISUAL or $EDITOR")
  public static let textChangedByEditor = Word("message.text-changed-by-editor", "Text taken from the editor")

  // Marks.
  /// Follows the label of a button whose action cannot be taken back (`[ Delete! ]`), so the
  /// danger shows without colour.
  public static let destructiveMark = Word("mark.destructive", "!")
  /// Opens an error message under a field (`! Not a valid address.`).
  public static let errorMark = Word("mark.error", "!")
}

/// A word or phrase the user sees (a button, a help-bar action, a message), by key, with its
/// English text. Every word a component shows is a `Word`, looked up in the app's `Strings`,
/// so an application can translate or rename any of them.
public struct Word: Hashable, Sendable {
  /// The key an application replaces the word by.
  public let key: String
  /// The text used when the application gives none.
  public let english: String

  /// The word known by `key`, shown as `english` when the application gives no text for it.
  public init(_ key: String, _ english: String) {
    self.key = key
    self.english = english
  }
}

extension Word {
  // Buttons and titles.
  /// The button that accepts: “Okay”.
  public static let okay = Word("okay", "Okay")
  /// The button that leaves things as they are: “Cancel”.
  public static let cancel = Word("cancel", "Cancel")
  /// The button that finishes: “Done”.
  public static let done = Word("done", "Done")
  /// The affirmative button of a question: “Yes”.
  public static let yes = Word("yes", "Yes")
  /// The negative button of a question: “No”.
  public static let no = Word("no", "No")
  /// The selection list's row for typing a value of one's own: “Other…”
  public static let other = Word("other", "Other…")
  /// The title of the list editor's overlay that adds an item: “New item”.
  public static let newItem = Word("new-item", "New item")
  /// The word for going back: “back”.
  public static let back = Word("back", "back")

  // Help-bar actions.
  /// The help bar's word for accepting: “okay”.
  public static let helpOkay = Word("help.okay", "okay")
  /// The help bar's word for cancelling: “cancel”.
  public static let helpCancel = Word("help.cancel", "cancel")
  /// The help bar's word for finishing: “done”.
  public static let helpDone = Word("help.done", "done")
  /// The help bar's word for quitting: “quit”.
  public static let helpQuit = Word("help.quit", "quit")
  /// The help bar's word for choosing: “choose”.
  public static let helpChoose = Word("help.choose", "choose")
  /// The help bar's word for moving the cursor: “move”.
  public static let helpMove = Word("help.move", "move")
  /// The help bar's word for undoing: “undo”.
  public static let helpUndo = Word("help.undo", "undo")
  /// The help bar's word for redoing: “redo”.
  public static let helpRedo = Word("help.redo", "redo")
  /// The help bar's word for saving: “save”.
  public static let helpSave = Word("help.save", "save")
  /// The help bar's word for editing the text in the external editor: “$EDITOR”.
  public static let helpEditor = Word("help.editor", "$EDITOR")
  /// The help bar's word for starting a new line: “new line”.
  public static let helpNewLine = Word("help.new-line", "new line")
  /// The help bar's word for accepting the ghost suggestion: “accept”.
  public static let helpAccept = Word("help.accept", "accept")
  /// The help bar's word for going through earlier suggestions: “suggestion”.
  public static let helpSuggestion = Word("help.suggestion", "suggestion")
  /// The help bar's word for copying: “copy”.
  public static let helpCopy = Word("help.copy", "copy")
  /// The help bar's word for cutting: “cut”.
  public static let helpCut = Word("help.cut", "cut")
  /// The help bar's word for pasting: “paste”.
  public static let helpPaste = Word("help.paste", "paste")
  /// The help bar's word for selecting all the text: “select all”.
  public static let helpSelectAll = Word("help.select-all", "select all")
  /// The help bar's word for choosing or unchoosing a value: “toggle”.
  public static let helpToggle = Word("help.toggle", "toggle")
  /// The help bar's word for forgetting a remembered value: “forget”.
  public static let helpForget = Word("help.forget", "forget")
  /// The help bar's word for adding: “add”.
  public static let helpAdd = Word("help.add", "add")
  /// The help bar's word for clearing what was typed: “clear”.
  public static let helpClear = Word("help.clear", "clear")
  /// The help bar's word for changing how the filter matches: “match mode”.
  public static let helpMatchMode = Word("help.match-mode", "match mode")
  /// The key column of the help bar's "type to filter" entry, which has no single key.
  public static let helpTypeKey = Word("help.type-key", "type")
  /// The action column of the help bar's “type to filter” entry: “to filter”.
  public static let helpFilter = Word("help.filter", "to filter")

  // The selection list. `{count}`, `{total}`, `{value}` are filled in.
  /// The selection list's filter placeholder: “Type to filter”.
  public static let filterPlaceholder = Word("list.filter-placeholder", "Type to filter")
  /// How many values match the filter, of all: “{count} of {total}”.
  public static let matchCount = Word("list.match-count", "{count} of {total}")
  /// How many values are chosen: “{count} chosen”.
  public static let chosenCount = Word("list.chosen-count", "{count} chosen")
  /// How many values are chosen, of the most the list takes: “{count} of {total} chosen”.
  public static let chosenOfLimit = Word("list.chosen-of-limit", "{count} of {total} chosen")
  /// The row that adds the filter's text as a new value: Add “{value}”.
  public static let addValue = Word("list.add-value", "Add “{value}”")
  /// Said when no value matches the filter: “No match”.
  public static let noMatch = Word("list.no-match", "No match")
  /// Said when the list has no values: “Nothing to choose”.
  public static let noValues = Word("list.no-values", "Nothing to choose")
  /// The name of fuzzy matching: “fuzzy”.
  public static let matchFuzzy = Word("list.match-fuzzy", "fuzzy")
  /// The name of matching at the start: “prefix”.
  public static let matchPrefix = Word("list.match-prefix", "prefix")
  /// The name of matching anywhere in a value: “substring”.
  public static let matchSubstring = Word("list.match-substring", "substring")
  /// The title of the overlay that adds a value: “New value”.
  public static let newValue = Word("list.new-value", "New value")
  /// The title of the question before a value is forgotten: Forget “{value}”?
  public static let forgetTitle = Word("list.forget-title", "Forget “{value}”?")
  /// The message of the question before a value is forgotten: “It will not be offered again.”
  public static let forgetMessage = Word("list.forget-message", "It will not be offered again.")
  /// The button that forgets the value: “Forget”.
  public static let forget = Word("list.forget", "Forget")
  /// Said when a new value is blank: “Type a value first.”
  public static let emptyValue = Word("message.empty-value", "Type a value first.")

  // The list editor, the form and the field editor. `{key}`, `{count}`, `{name}` are
  // filled in.
  /// The title of the list editor's overlay that edits an item: “Edit item”.
  public static let editItem = Word("edit-item", "Edit item")
  /// The list editor with no items: “No items yet. Press {key} to add one.”
  public static let listEmpty = Word("list-editor.empty", "No items yet. Press {key} to add one.")
  /// The number of items in the list editor: “{count} items”.
  public static let itemCount = Word("list-editor.count", "{count} items")
  /// The list editor's count for one item: “1 item”.
  public static let itemCountOne = Word("list-editor.count-one", "1 item")
  /// Said when an item is blank: “An item cannot be empty.”
  public static let emptyItem = Word("message.empty-item", "An item cannot be empty.")
  /// The help bar's word for editing: “edit”.
  public static let helpEdit = Word("help.edit", "edit")
  /// The help bar's word for deleting: “delete”.
  public static let helpDelete = Word("help.delete", "delete")
  /// The help bar's word for moving an item up or down: “reorder”.
  public static let helpReorder = Word("help.reorder", "reorder")
  /// The help bar's word for moving the focus on: “next”.
  public static let helpNext = Word("help.next", "next")
  /// The help bar's word for moving the focus back: “back”.
  public static let helpPrevious = Word("help.previous", "back")
  /// The help bar's word for submitting a form: “submit”.
  public static let helpSubmit = Word("help.submit", "submit")
  /// Said of a required field left blank: “Required.”
  public static let required = Word("message.required", "Required.")
  /// Said under a field whose value is not one of its options: “Choose one of the options.”
  public static let notAnOption = Word("message.not-an-option", "Choose one of the options.")
  /// The placeholder of a form's choice field: “Choose…”
  public static let choosePlaceholder = Word("form.choose", "Choose…")
  /// The placeholder of an empty field editor or multiline field: “Empty”.
  public static let fieldEmpty = Word("field-editor.empty", "Empty")
  /// The title of the question when a field's value changed while it was edited: “{name} changed
  /// while you edited it”.
  public static let changedMeanwhile = Word("field-editor.changed", "{name} changed while you edited it")
  /// The message of the question about a value changed while it was edited: “Replace the other
  /// change with your text, keep the other change, or go on editing?”
  public static let changedMeanwhileMessage = Word(
    "field-editor.changed-message",
    "Replace the other change with your text, keep the other change, or go on editing?")
  /// The button that writes the user's text over the other change: “Overwrite”.
  public static let overwrite = Word("field-editor.overwrite", "Overwrite")
  /// The button that keeps the other change: “Keep theirs”.
  public static let keepTheirs = Word("field-editor.keep-theirs", "Keep theirs")
  /// The button that goes on editing: “Keep editing”.
  public static let keepEditing = Word("field-editor.keep-editing", "Keep editing")

  // Messages.
  /// Said when the text holds as many characters as it may: “Character limit reached”.
  public static let characterLimitReached = Word("message.character-limit", "Character limit reached")
  /// Said when a text area holds as many lines as it may: “Line limit reached”.
  public static let lineLimitReached = Word("message.line-limit", "Line limit reached")
  /// Said of text that cannot be changed: “Read-only”.
  public static let readOnly = Word("message.read-only", "Read-only")
  /// Said when the external editor failed: “The editor failed”.
  public static let editorFailed = Word("message.editor-failed", "The editor failed")
  /// Said when no external editor is found: “No editor found: set $VISUAL or $EDITOR”.
  public static let editorMissing = Word("message.editor-missing", "No editor found: set $VISUAL or $EDITOR")
  /// Said once the text is taken back from the external editor: “Text taken from the editor”.
  public static let textChangedByEditor = Word("message.text-changed-by-editor", "Text taken from the editor")

  // Marks.
  /// Follows the label of a button whose action cannot be taken back (`[ Delete! ]`), so the
  /// danger shows without colour.
  public static let destructiveMark = Word("mark.destructive", "!")
  /// Opens an error message under a field (`! Not a valid address.`).
  public static let errorMark = Word("mark.error", "!")
}

/// The seed's list app, full screen: a title with the number of items, the items one a row
/// (a `ListEditor`), and the help bar. `a` adds an item after the cursor's through an
/// `InputOverlay` in add mode; Return, `e` or a click on the cursor's item edits it through
/// the overlay in edit mode, replacing it in place; `d` or Delete deletes it; Alt-↑/Alt-↓
/// move it; Ctrl-Z/Ctrl-Y undo and redo each change.
///
/// The caller owns the list: the screen finishes with the list as edited when the person
/// leaves (Esc or Ctrl-S; there is no separate discard, since every change can be undone),
/// and `onChange` hears every change as it is made, for an app that saves as it goes.
///
/// ```swift
/// let items = try await stack.push(ListEditorScreen(title: "Groceries", items: ["milk"]))
/// ```
@MainActor
public final class ListEditorScreen: Screen {
  public typealias Result = [String]

  /// The title in the top row.
  public var title: String
  /// The list and its keys.
  public var editor: ListEditor
  /// Called with the items after every change (an edit, an undo, a redo).
  public var onChange: (@MainActor ([String]) -> Void)?
  /// The revision of the editor `onChange` last heard of.
  private var reportedRevision = 0

  /// A screen titled `title` editing `items`, the cursor on the first.
  public init(title: String, items: [String], onChange: (@MainActor ([String]) -> Void)? = nil) {
    self.title = title
    self.editor = ListEditor(items: items)
    self.onChange = onChange
  }

  /// The items as they are now.
  public var items: [String] { editor.items }

  public func helpItems(context: DrawContext) -> [HelpItem] {
    editor.helpItems(context.strings)
  }

  /// Tells `onChange` about a change since the last call.
  func reportChange() {
    guard editor.revision != reportedRevision else { return }
    reportedRevision = editor.revision
    onChange?(editor.items)
  }

  /// Refuses an empty item, with the words of `strings`.
  static func itemValidator(_ strings: Strings) -> TextField.Validator {
    { text in text.allSatisfy(\.isWhitespace) ? strings[.emptyItem] : nil }
  }
}

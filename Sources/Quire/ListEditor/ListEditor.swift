/// The seed's list app as a value: items shown one a row, a cursor, and the changes a person
/// makes to them (add, edit, delete, reorder), each undoable. A test drives it with
/// `handle(_:context:)` or its methods and reads `items`; `ListEditorScreen` puts it on
/// screen and adds and edits items through an `InputOverlay`.
///
/// Every change is a `ListEdit` applied through `perform(_:)`, whose inverse goes on the undo
/// history; a new change clears what could be redone. The cursor and scrolling are the
/// shared `ListViewport`.
@MainActor
public struct ListEditor: Component {
  /// The items, in order.
  public internal(set) var items: [String]
  /// The cursor and the first item shown.
  public internal(set) var viewport: ListViewport
  /// The keys, for this component and its screen (add, edit and done are the screen's); an
  /// application may change them.
  public var keys: KeyMap<ListEditorAction>
  /// The rows the items are shown in. The owner sets it when it places the list, so that
  /// the scrolling chosen while handling an event is the one drawn.
  public var rows: Int = 1
  /// Counts the changes made, undone and redone: an owner compares it to notice a change.
  public internal(set) var revision = 0
  /// The inverses of the changes made, newest last.
  var undoStack: [ListEdit] = []
  /// The inverses of the changes undone, newest last.
  var redoStack: [ListEdit] = []

  /// The most changes kept for undo; the oldest go first.
  public static let historyLimit = 10_000

  /// An editor of `items` with the cursor on `cursor` (the first item when `nil`).
  public init(items: [String], cursor: Int? = nil, keys: KeyMap<ListEditorAction> = ListEditor.defaultKeys) {
    self.items = items
    self.viewport = ListViewport(count: items.count, cursor: cursor)
    self.keys = keys
  }

  /// The item the cursor is on; `nil` only when the list is empty.
  public var cursor: Int? { viewport.cursor }

  /// The cursor's item.
  public var currentItem: String? { cursor.map { items[$0] } }

  /// Whether there is a change to undo.
  public var canUndo: Bool { !undoStack.isEmpty }

  /// Whether there is an undone change to redo.
  public var canRedo: Bool { !redoStack.isEmpty }

  /// Puts the cursor on `index` (clamped to the list) and shows it.
  public mutating func setCursor(_ index: Int) {
    viewport.setCursor(index)
    viewport.reveal(inRows: rows)
  }
}

import Quire

/// A page for overlay tests, as the seed's list app: a title and the items, one a row. `a`
/// adds an item through an `InputOverlay` (add mode), `e` renames the first (edit mode), `d`
/// asks an `Alert` before deleting the first; Return finishes with the items.
@MainActor
final class ItemsPage: Screen {
  typealias Result = [String]

  var items: [String]
  var validator: TextField.Validator?
  var suggestions: [String] = []
  /// What the last overlay or alert answered (`.some(nil)` for Cancel).
  var answers: [String?] = []

  init(_ items: [String] = ["Groceries", "Ideas", "Meeting notes"]) {
    self.items = items
  }

  func handle(_ event: InputEvent, context: ScreenContext<ItemsPage>) -> EventVerdict {
    guard case .key(let key) = event, key.modifiers.isEmpty else { return .ignored }
    switch key.key {
    case .character("a"):
      let overlay = InputOverlay(
        title: "New item", placeholder: "Item name", suggestions: suggestions, validator: validator)
      context.push(overlay) { [weak self] name in
        self?.answers.append(name)
        if let name { self?.items.append(name) }
      }
    case .character("e"):
      guard let first = items.first else { return .consumed }
      context.push(InputOverlay(title: "Rename", value: first, validator: validator)) { [weak self] name in
        self?.answers.append(name)
        if let name { self?.items[0] = name }
      }
    case .character("d"):
      guard let first = items.first else { return .consumed }
      let alert = Alert(
        confirming: "Delete \(first)?", confirm: "Delete", deny: .word(.cancel), isDestructive: true,
        defaultsToConfirm: false)
      context.push(alert) { [weak self] delete in
        self?.answers.append(delete.map { "\($0)" })
        if delete == true { self?.items.removeFirst() }
      }
    case .enter:
      context.finish(items)
    default:
      return .ignored
    }
    return .consumed
  }

  func draw(in canvas: inout Canvas, context: DrawContext) {
    canvas.draw("Items", at: CellPosition(column: 0, row: 0), style: context.theme.title)
    for (row, item) in items.enumerated() {
      canvas.draw(item, at: CellPosition(column: 0, row: row + 1), style: context.theme.text)
    }
  }

  func helpItems(context: DrawContext) -> [HelpItem] {
    [
      HelpItem(keys: "a", action: "add"), HelpItem(keys: "e", action: "edit"),
      HelpItem(keys: "⏎", action: "done"),
    ]
  }
}

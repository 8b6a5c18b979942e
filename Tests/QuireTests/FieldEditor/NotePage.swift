import Observation
import Quire

/// A note as an app keeps it: an observable object whose description a field editor edits.
@MainActor @Observable
final class NoteRecord {
  var name: String
  var summary: String

  init(name: String = "Groceries", summary: String = "") {
    self.name = name
    self.summary = summary
  }
}

/// A page with a title row and a field editor under it, from row 1: it forwards every event
/// to the editor, mouse events in the editor's coordinates.
@MainActor
final class NotePage: Screen {
  var editor: FieldEditor

  init(_ editor: FieldEditor) {
    self.editor = editor
  }

  func handle(_ event: InputEvent, context: ScreenContext<NotePage>) -> EventVerdict {
    if case .mouse(var mouse) = event {
      mouse.row -= 1
      guard mouse.row >= 0, mouse.row < editor.rowsNeeded else { return .consumed }
      return editor.handle(.mouse(mouse), context: context)
    }
    return editor.handle(event, context: context)
  }

  func draw(in canvas: inout Canvas, context: DrawContext) {
    canvas.draw("Note", at: CellPosition(column: 1, row: 0), style: context.theme.title)
    let region = CellRect(column: 0, row: 1, columns: canvas.size.columns, rows: editor.rowsNeeded)
    canvas.withRegion(region) { editor.draw(in: &$0, context: context) }
  }

  func helpItems(context: DrawContext) -> [HelpItem] {
    editor.helpItems(context.strings)
  }
}

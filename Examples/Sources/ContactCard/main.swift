// Seed 000, the text helper: a contact card whose Notes field shows a few lines of the notes;
// Return (or a click) opens a page to edit them, and Done writes them back to the contact,
// which the card then shows. Esc leaves and prints the notes as the contact now holds them.
import Foundation
import Quire

/// The contact the card shows; the notes field writes into it.
@MainActor final class Contact {
  var name = "Ada Lovelace"
  var notes = "Met at the analytical engine talk.\nAsk about the notes on Bernoulli numbers."
}

/// The card: the name, then the notes field. The field editor does the editing.
@MainActor final class ContactCard: Screen {
  let contact: Contact
  var notes: FieldEditor

  init(_ contact: Contact) {
    self.contact = contact
    notes = FieldEditor(
      title: "Notes", binding: TextBinding(get: { contact.notes }, set: { contact.notes = $0 }), lines: 3)
  }

  /// Where the parts go: the name's row, a blank row, the notes field, the rest.
  func parts(_ area: CellRect) -> [CellRect] {
    area.split(.vertical, [.length(1), .length(1), .length(notes.rowsNeeded), .fill])
  }

  func handle(_ event: InputEvent, context: ScreenContext<ContactCard>) -> EventVerdict {
    if case .key(let key) = event, key.key == .escape {
      context.finish(())
      return .consumed
    }
    if case .mouse(var mouse) = event {
      // The field takes the mouse in its own coordinates.
      let field = parts(context.area)[2]
      mouse.row -= field.row
      guard mouse.row >= 0, mouse.row < field.rows else { return .consumed }
      return notes.handle(.mouse(mouse), context: context)
    }
    return notes.handle(event, context: context)
  }

  func draw(in canvas: inout Canvas, context: DrawContext) {
    let parts = parts(CellRect(size: canvas.size))
    canvas.draw(contact.name, at: CellPosition(column: 1, row: parts[0].row), style: context.theme.title)
    canvas.withRegion(parts[2]) { notes.draw(in: &$0, context: context) }
  }

  func helpItems(context: DrawContext) -> [HelpItem] {
    notes.helpItems(context.strings) + [HelpItem(keys: "esc", action: "leave")]
  }
}

let contact = Contact()
let capabilities = TerminalCapabilities.detect(
  environment: ProcessInfo.processInfo.environment, isTerminal: true)
_ = try await withTerminalScreen(mode: .fullScreen, capabilities: capabilities) { terminal in
  try await App(terminal: terminal).run { stack in try await stack.push(ContactCard(contact)) }
}
print(contact.notes)

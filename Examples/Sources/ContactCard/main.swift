// Seed 000, the text helper: a contact card with a phone field and a Notes field that shows a
// few lines of the notes; Tab and Shift-Tab (or a click) move between them; Return on the
// notes opens a page to edit them, and Done writes them back to the contact, which the card
// then shows. Esc leaves and prints the contact as it now is.
import Foundation
import Quire

/// The contact the card shows; its fields write into it.
@MainActor final class Contact {
  var name = "Ada Lovelace"
  var phone = ""
  var notes = "Met at the analytical engine talk.\nAsk about the notes on Bernoulli numbers."
}

/// The card: the name, the phone field and the notes field, placed by a split and focused
/// by a focus chain. The field editor does the notes' editing.
@MainActor final class ContactCard: Screen {
  enum Part: Hashable, Sendable { case phone, notes }

  let contact: Contact
  var phone = TextField(placeholder: "a number")
  var notes: FieldEditor
  var focus = FocusChain([Part.phone, .notes])

  init(_ contact: Contact) {
    self.contact = contact
    notes = FieldEditor(
      title: "Notes", binding: TextBinding(get: { contact.notes }, set: { contact.notes = $0 }), lines: 3)
  }

  /// Where the parts go: the name's row, a blank row, the phone's row, a blank row, the notes.
  func regions(_ area: CellRect) -> [(Part, CellRect)] {
    let rows = area.split(
      .vertical, [.length(1), .length(1), .length(1), .length(1), .length(notes.rowsNeeded)])
    let phone = rows[2].split(.horizontal, [.length(9), .fill])[1]
    return [(.phone, phone), (.notes, rows[4])]
  }

  func handle(_ event: InputEvent, context: ScreenContext<ContactCard>) -> EventVerdict {
    // The field scrolls by the width it is drawn in, which its owner tells it as it places it.
    phone.width = regions(context.area)[0].1.columns
    switch event {
    case .key(let key) where key.key == .escape:
      contact.phone = phone.text
      context.finish(())
      return .consumed
    case .key(let key):
      if let move = FocusMove.defaultKeys.action(for: key) {
        focus.receive(.move(move))
        return .consumed
      }
    case .mouse(var mouse):
      let regions = regions(context.area)
      let position = CellPosition(column: mouse.column, row: mouse.row)
      guard let part = focus.member(at: position, in: regions),
        let region = regions.first(where: { $0.0 == part })?.1
      else { return .consumed }
      focus.receive(.select(part))
      // Each part takes the mouse in its own coordinates.
      mouse.column -= region.column
      mouse.row -= region.row
      return part == .phone
        ? phone.handle(.mouse(mouse), context: context) : notes.handle(.mouse(mouse), context: context)
    default:
      break
    }
    return focus.isFocused(.phone)
      ? phone.handle(event, context: context) : notes.handle(event, context: context)
  }

  func draw(in canvas: inout Canvas, context: DrawContext) {
    let area = CellRect(size: canvas.size)
    canvas.draw(contact.name, at: CellPosition(column: 1, row: 0), style: context.theme.title)
    for (part, region) in regions(area) {
      if focus.isFocused(part) {
        canvas.draw("›", at: CellPosition(column: 0, row: region.row), style: context.theme.accent)
      }
      let shown = context.focused(focus.isFocused(part))
      switch part {
      case .phone:
        canvas.draw("Phone", at: CellPosition(column: 1, row: region.row), style: context.theme.title)
        canvas.withRegion(region) { phone.draw(in: &$0, context: shown) }
      case .notes:
        canvas.withRegion(region) { notes.draw(in: &$0, context: shown) }
      }
    }
  }

  func helpItems(context: DrawContext) -> [HelpItem] {
    FocusMove.defaultKeys.helpItems(context.strings)
      + (focus.isFocused(.notes) ? notes.helpItems(context.strings) : [])
      + [HelpItem(keys: "esc", action: "leave")]
  }
}

let contact = Contact()
let capabilities = TerminalCapabilities.detect(
  environment: ProcessInfo.processInfo.environment, isTerminal: true)
_ = try await withTerminalScreen(mode: .fullScreen, capabilities: capabilities) { terminal in
  try await App(terminal: terminal).run { stack in try await stack.push(ContactCard(contact)) }
}
print("\(contact.name), \(contact.phone.isEmpty ? "no phone" : contact.phone)")
print(contact.notes)

import Quire

/// A screen for runtime tests: shows its title and the keys it took; Return finishes with the
/// typed text, Esc cancels, `!` leaves every key to the app; a task's message is shown.
@MainActor
final class ProbeScreen: Screen {
  typealias Result = String

  let title: String
  let isOverlay: Bool
  var typed = ""
  var received: [String] = []
  var events: [InputEvent] = []
  var passesEverything = false
  /// Run once, during the next draw: a slow frame, for instance.
  var duringNextDraw: (() -> Void)?
  var height: Int

  init(_ title: String, overlay: Bool = false, height: Int = 3) {
    self.title = title
    self.isOverlay = overlay
    self.height = height
  }

  var presentation: Presentation { isOverlay ? .overlay : .page }

  static let keys = KeyMap<String>([
    KeyBinding(KeyChord(.enter), "finish", help: .helpOkay),
    KeyBinding(KeyChord(.escape), "cancel", help: .helpCancel),
  ])

  func handle(_ event: InputEvent, context: ScreenContext<ProbeScreen>) -> EventVerdict {
    events.append(event)
    if passesEverything { return .ignored }
    guard case .key(let key) = event else { return .consumed }
    switch Self.keys.action(for: key) {
    case "finish":
      context.finish(typed)
    case "cancel":
      context.cancel()
    default:
      if case .character("!") = key.key {
        passesEverything = true
        return .ignored
      }
      guard key.modifiers.isEmpty, case .character(let character) = key.key else { return .ignored }
      typed.append(character)
    }
    return .consumed
  }

  func receive(_ message: String, context: ScreenContext<ProbeScreen>) {
    received.append("\(message)")
  }

  func draw(in canvas: inout Canvas, context: DrawContext) {
    if let work = duringNextDraw {
      duringNextDraw = nil
      work()
    }
    if isOverlay {
      canvas.drawBox(canvas.bounds, title: title)
    } else {
      canvas.draw(title, at: CellPosition(column: 0, row: 0), style: context.theme.title)
    }
    let inset = isOverlay ? 1 : 0
    canvas.draw("> " + typed, at: CellPosition(column: inset + (isOverlay ? 1 : 0), row: 1))
    if let last = received.last { canvas.draw(last, at: CellPosition(column: inset, row: 2)) }
    if context.isFocused {
      canvas.cursor = CellCursor(column: inset + 2 + typed.count + (isOverlay ? 1 : 0), row: 1)
    }
  }

  func helpItems(context: DrawContext) -> [HelpItem] {
    Self.keys.helpItems(context.strings)
  }

  func preferredHeight(width: Int, context: DrawContext) -> Int { height }
}

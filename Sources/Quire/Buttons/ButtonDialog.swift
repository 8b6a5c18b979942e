/// A screen answered with a row of buttons: the glue `Alert` and `ConfirmPrompt` share. The
/// dialog says where its buttons are drawn; the keys, clicks and help are handled here.
@MainActor
public protocol ButtonDialog: Screen {
  /// The buttons, the focus starting on the default.
  var buttons: ButtonRow<Result> { get set }
  /// Return takes the focused button, Esc cancels.
  var keys: KeyMap<DialogAction> { get }

  /// Where the button row starts in a region of `size`, and how it is written there.
  func buttonsPlacement(in size: TerminalSize, strings: Strings)
    -> (origin: CellPosition, layout: ButtonRow<Result>.Layout)
}

extension ButtonDialog {
  /// The focus keys move the focus; Return finishes with the focused button's value and Esc
  /// with `nil`; a click on a button finishes with its value. Every other mouse event and
  /// paste is taken, so nothing reaches the screen behind; other keys are left to the app
  /// (a dialog edits nothing, so Ctrl-Z suspends).
  public func handle(_ event: InputEvent, context: ScreenContext<Self>) -> EventVerdict {
    switch event {
    case .key(let key):
      if buttons.handle(key) == .consumed { return .consumed }
      switch keys.action(for: key) {
      case .okay:
        if let value = buttons.currentValue { context.finish(value) }
        return .consumed
      case .cancel:
        context.cancel()
        return .consumed
      case nil:
        return .ignored
      }
    case .mouse(var mouse):
      let area = context.area
      let placement = buttonsPlacement(
        in: TerminalSize(columns: area.columns, rows: area.rows), strings: context.strings)
      mouse.column -= placement.origin.column
      mouse.row -= placement.origin.row
      if case .activated(let index) = buttons.handle(mouse, layout: placement.layout) {
        context.finish(buttons.buttons[index].value)
      }
      return .consumed
    case .paste:
      return .consumed
    default:
      return .ignored
    }
  }

  /// ←→ choose, then Okay and Cancel.
  public func helpItems(context: DrawContext) -> [HelpItem] {
    buttons.helpItems(context.strings) + keys.helpItems(context.strings)
  }
}

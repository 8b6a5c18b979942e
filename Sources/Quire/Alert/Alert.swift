/// A modal question over the dimmed screen: a title, an optional message, and a few buttons
/// (`[ Yes ]   No`), the focused one in brackets. ←/→ or Tab choose, Return takes the focused
/// button, a click takes the one clicked, Esc cancels (`nil`). A destructive button is drawn
/// in the error style and marked after its title (`Delete!`), so the danger shows without
/// colour. Placed just above the help bar, as the input overlay is.
///
/// ```swift
/// let delete = try await stack.push(
///   Alert(title: "Delete 3 notes?", buttons: [
///     Button("Delete", value: true, role: .destructive), Button(.word(.cancel), value: false, role: .cancel),
///   ], defaultIndex: 1))
/// ```
@MainActor
public final class Alert<Value: Sendable>: ButtonDialog {
  public typealias Result = Value

  /// The title in the box's top line.
  public var title: String
  /// The text under the title, wrapped; `nil` for none.
  public var message: String?
  /// The buttons, the focus starting on the default.
  public var buttons: ButtonRow<Value>
  /// Return takes the focused button, Esc cancels.
  public var keys: KeyMap<DialogAction>
  /// The most rows the message takes; a longer one ends with an ellipsis.
  public var maximumMessageRows = 6

  public var presentation: Presentation { .overlay }

  /// An alert titled `title` with `message` and `buttons`, the focus on `defaultIndex`.
  public init(title: String, message: String? = nil, buttons: [Button<Value>], defaultIndex: Int = 0) {
    self.title = title
    self.message = message.flatMap { $0.isEmpty ? nil : $0 }
    self.buttons = ButtonRow(buttons, look: .focusFramed, defaultIndex: defaultIndex)
    self.keys = DialogAction.defaultKeys
  }

  /// The rows the box needs at `width`: its border, the message's rows and the buttons.
  public func preferredHeight(width: Int, context: DrawContext) -> Int {
    2 + messageRows(width: layoutBox(width: width).columns - 4).count + 1
  }
}

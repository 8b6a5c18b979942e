/// The seed's custom text input view: a modal box just above the help bar (the terminal's
/// keyboard) that covers and dims the screen behind it and takes all input, with a title, a
/// `TextField`, the field's message when it has one, and `[ Okay ⏎ ]  [ Cancel esc ]`.
///
/// Return or a click on Okay finishes with the text, unless the validator refuses it (its
/// message shows and the box stays); Esc or Cancel finishes with `nil`. Add mode starts
/// empty; edit mode starts with the current value selected, so typing replaces it.
///
/// ```swift
/// let name = try await stack.push(InputOverlay(title: "New note"))             // add
/// let renamed = try await stack.push(InputOverlay(title: "Rename", value: old)) // edit
/// ```
@MainActor
public final class InputOverlay: Screen {
  public typealias Result = String

  /// Whether the overlay adds a value or edits one.
  public enum Mode: Hashable, Sendable {
    /// Starts empty.
    case add
    /// Starts with the value, selected.
    case edit
  }

  /// The title in the box's top line.
  public var title: String
  /// The field edited.
  public var field: TextField
  /// Okay and Cancel.
  public var buttons: ButtonRow<DialogAction>
  /// Return = Okay, Esc = Cancel; the buttons name the first key of each.
  public var keys: KeyMap<DialogAction> {
    didSet { nameKeysOnButtons() }
  }
  /// Add mode (started empty) or edit mode (started with a value).
  public let mode: Mode

  public var presentation: Presentation { .overlay }

  /// An overlay titled `title` editing `value`: add mode when it is empty, else edit mode
  /// with the value selected. The other arguments go to the `TextField`.
  public convenience init(
    title: String, value: String = "", placeholder: String = "", isMasked: Bool = false,
    suggestions: [String] = [], characterLimit: Int? = nil, validator: TextField.Validator? = nil
  ) {
    self.init(
      title: title,
      field: TextField(
        text: value, placeholder: placeholder, isMasked: isMasked, suggestions: suggestions,
        characterLimit: characterLimit, selectsAll: !value.isEmpty, validator: validator))
  }

  /// An overlay titled `title` around `field` as it is: edit mode when it holds text.
  public init(title: String, field: TextField) {
    self.title = title
    self.field = field
    self.mode = field.isEmpty ? .add : .edit
    self.keys = DialogAction.defaultKeys
    self.buttons = ButtonRow(
      [Button(.word(.okay), value: .okay), Button(.word(.cancel), value: .cancel, role: .cancel)],
      look: .framed, defaultIndex: 0)
    nameKeysOnButtons()
  }

  private func nameKeysOnButtons() {
    for index in buttons.buttons.indices {
      buttons.buttons[index].key = keys.chords(for: buttons.buttons[index].value).first
    }
  }

  /// Four rows, five while the field has a message.
  public func preferredHeight(width: Int, context: DrawContext) -> Int {
    InputOverlay.rowsWanted(hasMessage: field.message != nil)
  }

  /// Okay and Cancel, then the field's keys.
  public func helpItems(context: DrawContext) -> [HelpItem] {
    keys.helpItems(context.strings) + field.helpItems(context.strings)
  }

  /// Finishes with the text if the validator accepts it (else its message shows and the bell
  /// rings), or with `nil`.
  func perform(_ action: DialogAction, context: ScreenContext<InputOverlay>) {
    switch action {
    case .okay:
      if let text = field.accept() { context.finish(text) } else { context.ringBell() }
    case .cancel:
      context.cancel()
    }
  }
}

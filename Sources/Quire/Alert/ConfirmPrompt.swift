/// The one-row confirmation `quire confirm` draws inline below the shell's cursor: the
/// question, the buttons with the focused one in brackets, and the keys at the right when
/// there is room.
///
/// ```
///  Delete 3 notes?   [ Yes ]   No                                 ←→ choose  ⏎ okay
/// ```
///
/// ←/→ or Tab choose, Return takes the focused button (`true` for the affirmative, `false`
/// for the negative), a click takes the one clicked, Esc cancels (`nil`).
@MainActor
public final class ConfirmPrompt: ButtonDialog {
  public typealias Result = Bool

  /// The question.
  public var prompt: String
  /// The affirmative button, then the negative one.
  public var buttons: ButtonRow<Bool>
  /// Return takes the focused button, Esc cancels.
  public var keys: KeyMap<DialogAction>
  /// The cells between the question and the buttons.
  public static let gap = 3

  /// A confirmation asking `prompt`, the focus on the affirmative button unless
  /// `defaultsToYes` is false; with `isDestructive` the affirmative button is marked as such.
  public init(
    _ prompt: String, affirmative: Button<Bool>.Title = .word(.yes),
    negative: Button<Bool>.Title = .word(.no),
    defaultsToYes: Bool = true, isDestructive: Bool = false
  ) {
    self.prompt = TextField.singleLine(prompt)
    self.buttons = ButtonRow(
      [
        Button(affirmative, value: true, role: isDestructive ? .destructive : .normal),
        Button(negative, value: false, role: .cancel),
      ],
      look: .focusFramed, defaultIndex: defaultsToYes ? 0 : 1)
    self.keys = DialogAction.defaultKeys
  }

  public func preferredHeight(width: Int, context: DrawContext) -> Int { 1 }

  /// ←→ choose and ⏎ okay (Esc works too, but the row keeps to what choosing needs).
  func hintItems(_ strings: Strings) -> [HelpItem] {
    buttons.helpItems(strings) + keys.helpItems(strings) { $0 == .okay }
  }
}

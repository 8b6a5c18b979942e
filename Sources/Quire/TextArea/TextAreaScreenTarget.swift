/// Something on a `TextAreaScreen` a click performs: a button or a help item of the screen's
/// own, or an action of its text area (a help item such as undo).
enum TextAreaScreenTarget: Hashable, Sendable {
  case screen(TextAreaScreenAction)
  case area(TextAreaAction)
}

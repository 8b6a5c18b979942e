/// A part of a screen that edits or shows something (a text area, a field, a list): a value
/// a test can drive without a terminal, which handles events, draws into a region and names
/// its keys. A screen holds its components, forwards events to the focused one, and acts on
/// what it ignores.
///
/// A component that needs slow work or the terminal (the text area's `$EDITOR` hand-off) asks
/// for it as a value its screen carries out; the outcome comes back as the component's
/// `Message`, inside one of the screen's own messages that the screen gives to this
/// component only.
///
/// Mouse events reach a component in its own coordinates ((0, 0) is the top left of where
/// it was last drawn): the screen that places it translates them.
@MainActor
public protocol Component {
  /// What the component takes back from what it asked its screen for; `Never` for one that
  /// asks for nothing.
  associatedtype Message: Sendable = Never

  /// Handles `event`: `.consumed` when it used it, `.ignored` to leave it to the screen.
  mutating func handle(_ event: InputEvent, context: EventContext) -> EventVerdict

  /// Takes the outcome of what the component asked its screen for. Only a component whose
  /// `Message` is `Never` may leave it out.
  mutating func receive(_ message: Message, context: EventContext)

  /// Draws into `canvas` at its size; sets the canvas's cursor when focused and it has a caret.
  func draw(in canvas: inout Canvas, context: DrawContext)

  /// The keys that work now, for the help bar.
  func helpItems(_ strings: Strings) -> [HelpItem]
}

extension Component where Message == Never {
  /// A component that asks for nothing receives nothing.
  public mutating func receive(_ message: Never, context: EventContext) {}
}

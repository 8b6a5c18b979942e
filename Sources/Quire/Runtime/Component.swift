/// A part of a screen that edits or shows something (a text area, a field, a list): a value
/// a test can drive without a terminal, which handles events, draws into a region and names
/// its keys. A screen holds its components, forwards events to the focused one, and acts on
/// what it ignores.
///
/// Mouse events reach a component in its own coordinates ((0, 0) is the top left of where
/// it was last drawn): the screen that places it translates them.
@MainActor
public protocol Component {
  /// Handles `event`: `.consumed` when it used it, `.ignored` to leave it to the screen.
  mutating func handle(_ event: InputEvent, context: EventContext) -> EventVerdict

  /// Takes a message from a task or a suspension the component asked for through its
  /// context; returns whether it was the component's. Ignores everything unless a component
  /// says otherwise.
  mutating func receive(_ message: any Sendable, context: EventContext) -> Bool

  /// Draws into `canvas` at its size; sets the canvas's cursor when focused and it has a caret.
  func draw(in canvas: inout Canvas, context: DrawContext)

  /// The keys that work now, for the help bar.
  func helpItems(_ strings: Strings) -> [HelpItem]
}

extension Component {
  public mutating func receive(_ message: any Sendable, context: EventContext) -> Bool { false }
}

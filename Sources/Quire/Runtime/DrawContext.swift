/// What a screen or component may read while it draws.
public struct DrawContext: Sendable {
  /// The styles to draw with.
  public var theme: Theme
  /// The words to show.
  public var strings: Strings
  /// The time of the frame (for a blink or a message that fades).
  public var now: Duration
  /// Where the app draws: the whole screen, or inline below the shell's cursor.
  public var surface: Renderer.Surface
  /// Whether the receiver has the keyboard focus (the top screen, a form's current field).
  public var isFocused: Bool
  /// How many rows at the bottom of the region a screen above covers (an overlay, as the
  /// keyboard covers part of a view on a phone): a screen keeps its caret above them.
  public var bottomInset: Int

  /// A context of these values; the defaults draw in the standard theme and English, focused, on the
  /// full screen, at time zero.
  public init(
    theme: Theme = .standard, strings: Strings = .english, now: Duration = .zero,
    surface: Renderer.Surface = .fullScreen, isFocused: Bool = true, bottomInset: Int = 0
  ) {
    self.theme = theme
    self.strings = strings
    self.now = now
    self.surface = surface
    self.isFocused = isFocused
    self.bottomInset = bottomInset
  }

  /// This context with `isFocused` set, for a child component.
  public func focused(_ focused: Bool) -> DrawContext {
    var copy = self
    copy.isFocused = focused
    return copy
  }

  /// This context with `bottomInset` set.
  public func inset(bottom rows: Int) -> DrawContext {
    var copy = self
    copy.bottomInset = max(0, rows)
    return copy
  }
}

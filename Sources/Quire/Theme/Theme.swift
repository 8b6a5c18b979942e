/// The styles of everything the components draw, by role. Colour is an accent, never the
/// only signal: every state also shows as a symbol or a word, so `monochrome` (used under
/// `NO_COLOR` and on terminals without colour) loses nothing.
public struct Theme: Hashable, Sendable {
  /// Text as typed.
  public var text: Style
  /// A placeholder, a ghost suggestion, secondary text.
  public var faint: Style
  /// A screen's title.
  public var title: Style
  /// Rules and borders.
  public var border: Style
  /// Selected text in an editor.
  public var selection: Style
  /// The row the cursor is on in a list.
  public var cursorRow: Style
  /// Characters matched by a filter.
  public var match: Style
  /// The keys of the help bar.
  public var helpKey: Style
  /// The actions of the help bar.
  public var helpText: Style
  /// A button.
  public var button: Style
  /// The button Return presses.
  public var defaultButton: Style
  /// A message about something wrong (a validation error, a failed save).
  public var error: Style
  /// A state that went well (saved).
  public var success: Style
  /// Accented text (a checkmark, a disclosure mark, an `Other…` row).
  public var accent: Style
  /// The status line of an editor.
  public var status: Style
  /// Line numbers.
  public var lineNumber: Style

  /// A theme of these styles, one for each role.
  public init(
    text: Style, faint: Style, title: Style, border: Style, selection: Style, cursorRow: Style,
    match: Style, helpKey: Style, helpText: Style, button: Style, defaultButton: Style, error: Style,
    success: Style, accent: Style, status: Style, lineNumber: Style
  ) {
    self.text = text
    self.faint = faint
    self.title = title
    self.border = border
    self.selection = selection
    self.cursorRow = cursorRow
    self.match = match
    self.helpKey = helpKey
    self.helpText = helpText
    self.button = button
    self.defaultButton = defaultButton
    self.error = error
    self.success = success
    self.accent = accent
    self.status = status
    self.lineNumber = lineNumber
  }

  /// The default theme: the terminal's own colours for text, one accent colour, colours only
  /// from the 16 the user's theme sets, so it suits light and dark terminals.
  public static let standard = Theme(
    text: .plain,
    faint: Style(.dim),
    title: Style(.bold),
    border: Style(.dim),
    selection: Style(.reverse),
    cursorRow: Style(.bold),
    match: Style([.bold, .underline], foreground: .ansi(.yellow)),
    helpKey: Style(.bold),
    helpText: Style(.dim),
    button: .plain,
    defaultButton: Style([.bold, .reverse]),
    error: Style(.bold, foreground: .ansi(.red)),
    success: Style(foreground: .ansi(.green)),
    accent: Style(foreground: .ansi(.cyan)),
    status: Style(.dim),
    lineNumber: Style(.dim))

  /// No colour at all: attributes only (bold, dim, underline, reverse).
  public static let monochrome = Theme(
    text: .plain,
    faint: Style(.dim),
    title: Style(.bold),
    border: Style(.dim),
    selection: Style(.reverse),
    cursorRow: Style(.bold),
    match: Style([.bold, .underline]),
    helpKey: Style(.bold),
    helpText: Style(.dim),
    button: .plain,
    defaultButton: Style([.bold, .reverse]),
    error: Style(.bold),
    success: .plain,
    accent: .plain,
    status: Style(.dim),
    lineNumber: Style(.dim))

  /// The theme for a terminal of `depth`: `monochrome` without colour, else `standard`.
  public static func forColorDepth(_ depth: ColorDepth) -> Theme {
    depth == .none ? .monochrome : .standard
  }
}

/// The app's clipboard: kept inside the app for cut, copy and paste, and, where the terminal
/// allows it and the app turned it on, also sent to the system clipboard with OSC 52.
@MainActor
public final class Clipboard {
  /// The text last cut or copied.
  public private(set) var text: String?
  /// Whether copies also go to the system clipboard (OSC 52).
  public var usesSystemClipboard: Bool
  /// Where OSC 52 goes; `nil` keeps the clipboard inside the app.
  weak var terminal: (any TerminalSurface)?

  /// An empty clipboard; with `usesSystemClipboard`, copies also go to the system clipboard where the
  /// terminal allows it.
  public init(usesSystemClipboard: Bool = true) {
    self.usesSystemClipboard = usesSystemClipboard
  }

  /// Keeps `text` for pasting, and sends it to the system clipboard when that is on.
  public func copy(_ text: String) {
    self.text = text
    guard usesSystemClipboard, let terminal else { return }
    try? terminal.perform(.setClipboard(text))
  }
}

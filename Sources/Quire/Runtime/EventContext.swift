/// What a screen or a component may use while it handles an event: the time, the clipboard,
/// the words and styles, and requests to the app (a bell, input given back). Components take
/// it as a parameter and never hold on to it; the tasks, timers and hand-offs whose messages
/// come back are the screen's (`ScreenContext`), since their messages are typed by it.
///
/// Made by the app for each screen; a test of a single component makes one with
/// `init(time:strings:theme:clipboard:)`, and reads back what was asked of the app in
/// `requests`.
@MainActor
public class EventContext {
  /// Where the time comes from.
  public let time: any TimeSource
  /// The words to show.
  public let strings: Strings
  /// The styles to draw with.
  public let theme: Theme
  /// The app's clipboard.
  public let clipboard: Clipboard
  /// The app, when the context belongs to one.
  weak var app: App?
  /// The stack entry of the screen the context belongs to.
  let entryID: Int
  /// What was asked of the app, when no app runs (a component tested alone).
  public private(set) var requests: [Request] = []

  /// Something asked of the app.
  public enum Request: Sendable {
    /// The bell.
    case bell
    /// The terminal handed to a child program (see `ScreenContext.suspendTerminal`).
    case suspendTerminal
    /// Input given back to be handled again (see `replay(_:)`).
    case replay([InputEvent])
  }

  /// A context with no app, for testing a component alone.
  public init(
    time: any TimeSource = ManualTime(), strings: Strings = .english, theme: Theme = .standard,
    clipboard: Clipboard = Clipboard(usesSystemClipboard: false)
  ) {
    self.time = time
    self.strings = strings
    self.theme = theme
    self.clipboard = clipboard
    self.entryID = -1
  }

  init(app: App, entryID: Int) {
    self.time = app.time
    self.strings = app.strings
    self.theme = app.theme
    self.clipboard = app.clipboard
    self.app = app
    self.entryID = entryID
  }

  /// The time now.
  public var now: Duration { time.now }

  /// The context for drawing, as of now.
  public var drawContext: DrawContext {
    DrawContext(
      theme: theme, strings: strings, now: now, surface: app?.terminal.surface ?? .fullScreen, isFocused: true
    )
  }

  /// Rings the terminal's bell (a limit reached, nothing to undo).
  public func ringBell() {
    guard let app else {
      requests.append(.bell)
      return
    }
    try? app.terminal.perform(.bell)
  }

  /// Records `request`, asked of an app that is not there (a context tested alone).
  func record(_ request: Request) {
    requests.append(request)
  }

  /// Gives `events` back to the app, to be handled in order right after the event or
  /// message being handled now, before anything read later, as if they had just been typed:
  /// keys a screen kept while it could not take them (a document still loading). They go to
  /// the screen on top by then, and what it leaves goes to the app's own keys (Ctrl-C).
  public func replay(_ events: [InputEvent]) {
    guard !events.isEmpty else { return }
    guard let app else {
      requests.append(.replay(events))
      return
    }
    app.replay(events)
  }

  /// Asks for a new frame (the app draws after every event a screen consumes and every
  /// message; this is for changes from elsewhere).
  public func setNeedsDisplay() {
    app?.needsDisplay = true
  }
}

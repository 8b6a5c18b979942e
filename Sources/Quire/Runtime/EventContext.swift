/// What a screen or a component may use while it handles an event: the time, the clipboard,
/// the words and styles, and requests to the app (a bell, a task, the terminal handed to a
/// child program). Components take it as a parameter and never hold on to it.
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
    /// The terminal handed to a child program (see `suspendTerminal(_:)`).
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

  /// Runs `operation` as a task owned by this context's screen, off the input path; its
  /// result comes back to the screen's `receive(_:context:)`, unless the screen is gone by
  /// then (popping a screen cancels its tasks). Alone (no app), the operation is not run.
  public func run(_ operation: @escaping @Sendable () async -> any Sendable) {
    app?.stack.runTask(for: entryID, operation)
  }

  /// Runs `operation` as `run(_:)` does, giving it a reporter through which it sends the
  /// screen messages before its result (a load's progress, a watcher's notices), each to
  /// `receive(_:context:)` in order. Alone (no app), the operation is not run.
  public func run(reporting operation: @escaping @Sendable (TaskReporter) async -> any Sendable) {
    app?.stack.runTask(for: entryID, reporting: operation)
  }

  /// Sends `message` to this context's screen after `delay` of the app's time.
  public func send(_ message: any Sendable, after delay: Duration) {
    guard let app else { return }
    let deadline = now + delay
    let time = self.time
    app.stack.runTask(for: entryID) {
      do {
        try await time.sleep(until: deadline)
        return message
      } catch {
        return TaskCancelled()
      }
    }
  }

  /// Hands the terminal to `body` (run once the current events are handled: raw mode off,
  /// the alternate screen left), takes it back, redraws everything, and sends what `body`
  /// returns to this context's screen. For `$EDITOR`: `body` is given the terminal the
  /// editor is to run on (`TerminalHandOff`), whatever the program's standard streams are.
  public func suspendTerminal(_ body: @escaping @MainActor (TerminalHandOff) -> any Sendable) {
    guard let app else {
      requests.append(.suspendTerminal)
      return
    }
    app.requestSuspension(for: entryID, body)
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

/// The message a cancelled timer leaves behind; the app drops it.
struct TaskCancelled: Sendable {}

import Quire

/// Runs an `App` on an `InMemoryTerminal` with `ManualTime`, for tests that drive screens as a
/// person would (`type`, `press`, `paste`, `click`) and read the screen back.
@MainActor
public final class AppDriver<Value: Sendable> {
  /// The terminal the app draws on.
  public let terminal: InMemoryTerminal
  /// The app's time, moved only by `advance(by:)`.
  public let time: ManualTime
  /// The app.
  public let app: App
  private let task: Task<Value, any Error>

  /// Starts `app` on a terminal of `size` (full screen unless `surface` says inline), below
  /// `shellLines` a shell printed before, and runs `body` in it; returns once the first frame
  /// is drawn.
  public init(
    size: TerminalSize = TerminalSize(columns: 40, rows: 10), surface: Renderer.Surface = .fullScreen,
    colorDepth: ColorDepth = .trueColor, animations: Bool = false, strings: Strings = .english,
    shellLines: [String] = [],
    _ body: @escaping @MainActor (NavigationStack) async throws -> Value
  ) async {
    terminal = InMemoryTerminal(
      size: size, surface: surface,
      options: Renderer.Options(
        colorDepth: colorDepth, synchronizedOutput: false, asksAreaPosition: surface == .inline))
    if !shellLines.isEmpty { terminal.write(Array(shellLines.map { $0 + "\r\n" }.joined().utf8)) }
    time = ManualTime()
    app = App(
      terminal: terminal, strings: strings, time: time, clipboard: Clipboard(usesSystemClipboard: true),
      animations: animations)
    let app = self.app
    task = Task { @MainActor in try await app.run(body) }
    await app.settle()
  }

  /// The screen's text, row by row, without trailing spaces or trailing empty rows.
  public var screen: String { terminal.text }

  /// The rows of the screen.
  public var lines: [String] { terminal.lines }

  /// Types `text` as key presses, then lets the app handle them.
  public func type(_ text: String) async {
    terminal.type(text)
    await app.settle()
  }

  /// Presses `keys` in order, then lets the app handle them.
  public func press(_ keys: KeyChord...) async {
    for key in keys { terminal.send(.key(KeyEvent(key.key, modifiers: key.modifiers))) }
    await app.settle()
  }

  /// Sends `events`, then lets the app handle them.
  public func send(_ events: InputEvent...) async {
    for event in events { terminal.send(event) }
    await app.settle()
  }

  /// Pastes `text` (bracketed paste).
  public func paste(_ text: String) async {
    terminal.send(.paste(text))
    await app.settle()
  }

  /// Clicks (press and release) with the left button at a cell of the screen.
  public func click(column: Int, row: Int) async {
    terminal.send(
      .mouse(MouseEvent(kind: .press, button: .left, column: column, row: row)),
      .mouse(MouseEvent(kind: .release, button: .left, column: column, row: row)))
    await app.settle()
  }

  /// Resizes the terminal as a window would.
  public func resize(to size: TerminalSize) async {
    terminal.size = size
    await app.settle()
  }

  /// Moves the app's time on.
  public func advance(by duration: Duration) async {
    time.advance(by: duration)
    await app.settle()
  }

  /// What the app's body returned, or threw.
  public func result() async throws -> Value {
    try await task.value
  }

  /// Whether the app's body has finished.
  public var isFinished: Bool {
    get async {
      await app.settle()
      return app.stack.count == 0
    }
  }

  /// Waits until `condition` holds, letting the app and other tasks run (tasks a screen owns
  /// run off the main actor); gives up after about five seconds. Returns whether it held.
  public func waitUntil(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<2500 {
      await app.settle()
      if condition() { return true }
      try? await Task.sleep(for: .milliseconds(2))
    }
    return condition()
  }
}

import QuireText

/// A terminal in memory, for tests and embedders: input events queued by the test, frames
/// drawn through the real renderer into a `TerminalEmulator`, and the screen read back.
///
/// `render(_:)` encodes a grid with a `Renderer` exactly as for a real terminal and feeds the
/// bytes to the emulator, so a test sees what a user would see and can count the bytes
/// written. Setting `size` resizes the screen as a window would: the next frame is a full
/// redraw and a `.resize` event is queued.
public final class InMemoryTerminal {
  /// The screen, as the bytes written so far have left it.
  public private(set) var emulator: TerminalEmulator
  /// The renderer frames go through.
  public internal(set) var renderer: Renderer
  /// Events queued for the program, oldest first.
  public internal(set) var pendingEvents: [InputEvent] = []
  /// The bytes of the last frame (or of the last `finish()` or `write`).
  public private(set) var lastFrame: [UInt8] = []
  /// How many bytes each frame took, in order.
  public private(set) var frameByteCounts: [Int] = []
  /// All the bytes written, frames and others.
  public private(set) var bytesWritten = 0
  /// The terminal commands performed (clipboard, bell), in order.
  public internal(set) var performedCommands: [TerminalCommand] = []
  /// How many times the terminal was given to a child program (`suspended(_:)`).
  public internal(set) var suspensionCount = 0
  /// How many times the program was stopped and continued (`stopAndContinue()`, a Ctrl-Z).
  public private(set) var stopCount = 0
  /// Where events go while a runtime reads them (`startEvents(_:)`); queued otherwise.
  var eventHandler: (@Sendable (TerminalInput) -> Void)?

  /// A terminal of `size` drawing on `surface` with what `options` says it can do.
  /// `characterWidth` measures clusters on the emulator's side (the package's width table
  /// unless a test gives its own).
  public init(
    size: TerminalSize = TerminalSize(columns: 80, rows: 24), surface: Renderer.Surface = .fullScreen,
    options: Renderer.Options = Renderer.Options(),
    characterWidth: @escaping @Sendable (Character) -> Int = { displayWidth(of: $0) }
  ) {
    emulator = TerminalEmulator(size: size, characterWidth: characterWidth)
    renderer = Renderer(surface: surface, options: options)
  }

  /// The size of the screen; setting it resizes the window.
  public var size: TerminalSize {
    get { emulator.size }
    set {
      guard newValue != emulator.size else { return }
      emulator.resize(to: newValue)
      renderer.invalidate()
      deliver(.resize(emulator.size))
    }
  }

  /// Queues events as if the user had typed, clicked or pasted them.
  public func send(_ events: InputEvent...) {
    for event in events { deliver(event) }
  }

  /// Queues key presses for each character of `text`.
  public func type(_ text: String) {
    for character in text { deliver(.key(KeyEvent(.character(character)))) }
  }

  /// The oldest queued event, removed from the queue; `nil` when there is none.
  public func nextEvent() -> InputEvent? {
    pendingEvents.isEmpty ? nil : pendingEvents.removeFirst()
  }

  /// Draws a frame: the renderer's bytes go to the screen.
  public func render(_ grid: CellGrid) {
    let bytes = renderer.render(grid)
    renderer.keepAreaOnScreen(rows: size.rows)
    frameByteCounts.append(bytes.count)
    write(bytes)
  }

  /// Ends drawing (see `Renderer.finish()`).
  public func finish() {
    write(renderer.finish())
  }

  /// Writes bytes to the screen directly, as the terminal layer's own sequences or a shell's
  /// output would be.
  public func write(_ bytes: [UInt8]) {
    lastFrame = bytes
    bytesWritten += bytes.count
    emulator.feed(bytes)
    answerQueries()
  }

  /// Sends what the screen answers to the queries written (a cursor position report, device
  /// attributes) back as input, decoded, as a real terminal does.
  func answerQueries() {
    let replies = emulator.takeReplies()
    guard !replies.isEmpty else { return }
    var decoder = InputDecoder()
    for event in decoder.feed(replies) + decoder.flush() { deliver(event) }
  }

  /// Makes the next frame a full redraw.
  public func invalidate() { renderer.invalidate() }

  /// Does to the screen what SIGTSTP and then SIGCONT do to a real one: the terminal is given
  /// back (the modes' exit sequence, the cursor's default shape) and taken again (the
  /// alternate screen entered afresh, blank), and `.redraw` is queued. The renderer is not
  /// told: on `.redraw` the program must `invalidate()` and draw, as after a real SIGCONT.
  public func stopAndContinue() {
    stopCount += 1
    var modes: TerminalModes = [.bracketedPaste, .mouse, .focusEvents]
    if renderer.surface == .fullScreen { modes.insert(.alternateScreen) }
    var given = modes.exitSequence(kittyPushed: false)
    if emulator.cursorShape != .default { given += Array("\u{1B}[0 q".utf8) }
    write(given)
    write(modes.enterSequence(kittyPushed: false))
    deliver(.redraw)
  }

  /// Hands `event` to the runtime reading events, or queues it for `nextEvent()`.
  func deliver(_ event: InputEvent) {
    if let eventHandler {
      eventHandler(.event(event))
    } else {
      pendingEvents.append(event)
    }
  }

  /// Ends the input, as a hang-up would: the runtime reading events is told.
  public func hangUp() {
    eventHandler?(.ended(nil))
  }

  /// The text of every row, without trailing spaces.
  public var lines: [String] { emulator.lines }

  /// The screen as one text, trailing empty lines dropped.
  public var text: String { emulator.text }

  /// Where the cursor is.
  public var cursor: CellPosition { emulator.cursor }

  public var isCursorVisible: Bool { emulator.isCursorVisible }

  /// The cell at `position`.
  public func cell(at position: CellPosition) -> Cell { emulator.cell(at: position) }

  /// The style of the cell at `position`.
  public func style(at position: CellPosition) -> Style { emulator.style(at: position) }
}

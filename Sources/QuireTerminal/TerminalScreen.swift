/// The live screen: a `TerminalSession` joined to a `Renderer`, so that frames drawn into a
/// `CellGrid` reach the terminal in one write each, at the terminal's current size.
///
/// The surface follows the session's modes: `.fullScreen` with the alternate screen, where a
/// frame is the whole terminal; `.inline` without it, where a frame is the terminal's width
/// and as many rows as the caller asks (capped to the terminal's height), drawn below the
/// shell's cursor.
///
/// Events are read through the screen (`events()` or `nextEvent(timeout:)`), never from the
/// session directly: the screen applies `.resize` (the new size; the next full-screen frame
/// is a full redraw at it) and `.redraw` (after SIGCONT: the size is read again and the next
/// frame repaints everything) before the caller sees them, so a caller cannot forget to.
/// The events still reach the caller, which draws a new frame for them.
///
/// Use it from one task at a time. Prefer `withTerminalScreen(mode:device:capabilities:_:)`,
/// which finishes drawing and gives the terminal back on every path.
public final class TerminalScreen {
  /// The terminal, taken.
  public let session: TerminalSession
  /// What the terminal can do; the renderer is set up from it.
  public let capabilities: TerminalCapabilities
  /// The terminal's size as the screen last learnt it: when it was made, from a `.resize`,
  /// and after a `.redraw`. Never smaller than 1×1.
  public internal(set) var size: TerminalSize
  /// How many bytes the last `render(_:)` wrote (0 when the frame changed nothing).
  public private(set) var lastFrameByteCount = 0
  var renderer: Renderer

  /// Joins `session` to a renderer for its surface (`.fullScreen` when its modes include the
  /// alternate screen, else `.inline`) set up from `capabilities`.
  public init(session: TerminalSession, capabilities: TerminalCapabilities) {
    self.session = session
    self.capabilities = capabilities
    self.size = Self.usable(session.size)
    let surface: Renderer.Surface = session.modes.contains(.alternateScreen) ? .fullScreen : .inline
    var options = Renderer.Options(capabilities)
    options.asksAreaPosition = surface == .inline && capabilities.isUsable
    self.renderer = Renderer(surface: surface, options: options)
  }

  /// Where frames are drawn.
  public var surface: Renderer.Surface { renderer.surface }

  /// Where a frame's top left cell is on the terminal (see `Renderer.origin`).
  public var origin: CellPosition { renderer.origin }

  /// An empty grid to draw the next frame into. Full screen: the terminal's size (`rows` is
  /// ignored). Inline: the terminal's width and `rows` rows (the terminal's height when
  /// `nil`), capped to the terminal's height, at least one.
  public func makeGrid(rows: Int? = nil) -> CellGrid {
    CellGrid(frameOn: surface, of: size, rows: rows)
  }

  /// Writes the bytes that turn the terminal's screen into `grid`, in one write; nothing when
  /// nothing changed. O(cells) for the comparison.
  ///
  /// - Throws: `TerminalError` when the write fails.
  public func render(_ grid: CellGrid) throws(TerminalError) {
    let bytes = renderer.render(grid)
    renderer.keepAreaOnScreen(rows: size.rows)
    lastFrameByteCount = bytes.count
    guard !bytes.isEmpty else { return }
    guard surface == .inline else { return try session.write(bytes) }
    try session.write(bytes, leaving: renderer.leavingSequence)
  }

  /// Makes the next frame a full redraw, for when the screen may have been changed behind
  /// the renderer's back (an explicit request from the user, say Ctrl-L).
  public func invalidate() {
    renderer.invalidate()
  }

  /// Applies what `event` means for the screen itself and says whether it was such an event:
  /// `.resize` takes the new size (full screen: the next frame is a full redraw; inline: the
  /// renderer redraws the area itself when the width changed), `.redraw` reads the size
  /// again (no resize reaches a stopped process) and makes the next frame a full redraw
  /// (inline: the area starts again on the cursor's line, below what the shell printed
  /// while the program was stopped). Other events are left alone (`false`).
  ///
  /// `events()` and `nextEvent(timeout:)` call it for every event they return.
  @discardableResult
  public func apply(_ event: InputEvent) -> Bool {
    switch event {
    case .resize(let newSize):
      size = Self.usable(newSize)
      if surface == .fullScreen { renderer.invalidate() }
      return true
    case .redraw:
      size = Self.usable(session.size)
      renderer.invalidate()
      session.setLeavingSequence([])
      return true
    case .reply(.cursorPosition(let row, _)):
      renderer.noteCursorPosition(row: row)
      return false
    default:
      return false
    }
  }

  /// Waits for the next event, as `TerminalSession.nextEvent(timeout:)` does, and applies it
  /// to the screen (see `apply(_:)`) before returning it.
  ///
  /// - Throws: `TerminalError.closed` when the terminal goes away.
  public func nextEvent(timeout: Duration? = nil) throws(TerminalError) -> InputEvent? {
    guard let event = try session.nextEvent(timeout: timeout) else { return nil }
    apply(event)
    return event
  }

  /// The session's events as an asynchronous sequence, each applied to the screen (see
  /// `apply(_:)`) in the task that reads it, before that task sees it. One sequence at a
  /// time, and not together with `nextEvent(timeout:)`.
  public func events() -> Events {
    Events(base: session.events(), screen: self)
  }

  /// Ends drawing: inline, the area is erased and the cursor left where it began; full
  /// screen, the style is reset. The cursor is shown. The next `render(_:)` starts afresh.
  ///
  /// - Throws: `TerminalError` when the write fails.
  public func finish() throws(TerminalError) {
    let bytes = renderer.finish()
    session.setLeavingSequence([])
    guard !bytes.isEmpty else { return }
    try session.write(bytes)
  }

  /// `size` with each side at least 1, so a grid can always be made.
  static func usable(_ size: TerminalSize) -> TerminalSize {
    TerminalSize(columns: max(size.columns, 1), rows: max(size.rows, 1))
  }
}

/// Takes the terminal (the controlling one, or `device`) with `mode` as suited to
/// `capabilities` (`TerminalModes.suited(to:)`), joins it to a renderer
/// set up from `capabilities`, and runs `body` with the screen; drawing is finished (the
/// inline area erased) and the terminal given back on every exit path, as `withTerminal`
/// gives it back.
///
/// - Throws: `TerminalError` when the terminal cannot be taken, or what `body` throws.
public func withTerminalScreen<Result>(
  mode modes: TerminalModes = .fullScreen, device: TerminalDevice? = nil,
  capabilities: TerminalCapabilities, _ body: (TerminalScreen) throws -> Result
) throws -> Result {
  try withTerminal(mode: modes.suited(to: capabilities), device: device) { session in
    let screen = TerminalScreen(session: session, capabilities: capabilities)
    defer { try? screen.finish() }
    return try body(screen)
  }
}

/// Takes the terminal for the duration of the asynchronous `body`, as
/// `withTerminalScreen(mode:device:capabilities:_:)` does.
public func withTerminalScreen<Result>(
  mode modes: TerminalModes = .fullScreen, device: TerminalDevice? = nil,
  capabilities: TerminalCapabilities, isolation: isolated (any Actor)? = #isolation,
  _ body: (TerminalScreen) async throws -> Result
) async throws -> Result {
  try await withTerminal(mode: modes.suited(to: capabilities), device: device) { session in
    let screen = TerminalScreen(session: session, capabilities: capabilities)
    defer { try? screen.finish() }
    return try await body(screen)
  }
}

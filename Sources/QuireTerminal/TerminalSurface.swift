/// What an app runtime draws on and reads from: the real terminal (`TerminalScreen`) or a
/// terminal in memory (`InMemoryTerminal`), through the same calls, so components are tested
/// headlessly on the path users run.
///
/// Used from one task (the runtime's), except the event handler given to `startEvents(_:)`,
/// which is called on whatever thread reads the input.
public protocol TerminalSurface: AnyObject {
  /// The terminal's size as last learnt (from a `.resize` applied, or a `.redraw`).
  var size: TerminalSize { get }
  /// Where frames are drawn: the whole screen, or an area below the shell's cursor.
  var surface: Renderer.Surface { get }
  /// What the terminal can do.
  var capabilities: TerminalCapabilities { get }
  /// Where a frame's top left cell is on the terminal, so mouse events (in the terminal's
  /// cells) can be placed in the frame: (0, 0) on the full screen; inline, the area's first
  /// row once the terminal has said where it is.
  var origin: CellPosition { get }

  /// An empty grid for the next frame: the terminal's size on the full screen; inline, its
  /// width and `rows` rows (capped to its height).
  func makeGrid(rows: Int?) -> CellGrid
  /// Writes the difference between `grid` and the last frame, in one write.
  func render(_ grid: CellGrid) throws(TerminalError)
  /// Makes the next frame a full redraw.
  func invalidate()
  /// Ends drawing: inline, the area is erased.
  func finish() throws(TerminalError)
  /// Applies what a `.resize` or `.redraw` means for the surface itself (its size, a full
  /// redraw) and says whether `event` was one. The runtime calls it for every event it
  /// takes from the handler of `startEvents(_:)`, before any screen sees the event.
  @discardableResult func apply(_ event: InputEvent) -> Bool

  /// Starts reading events: each one, and finally the end of input, goes to `handler`, on
  /// any thread, in order. One reader at a time.
  func startEvents(_ handler: @escaping @Sendable (TerminalInput) -> Void)
  /// Stops reading events; returns once no more will reach the handler.
  func stopEvents()

  /// Sends a terminal command that is not a frame (the system clipboard, a bell).
  func perform(_ command: TerminalCommand) throws(TerminalError)

  /// Gives the terminal back for the duration of `body` (raw mode off, modes off, the
  /// alternate screen left) so that a child program (an `$EDITOR`) can use it, then takes it
  /// again with every mode as before; the next frame is a full redraw. Events are not read
  /// meanwhile, and what was typed meanwhile and not read by the child never arrives as
  /// events. On the real terminal, SIGINT and SIGQUIT meanwhile are the child's. `body` is
  /// given the terminal a child runs on (`TerminalHandOff`).
  func suspended<Result>(_ body: (TerminalHandOff) throws -> Result) throws -> Result

  /// Stops the program as a shell's Ctrl-Z would (the whole job; the terminal given back
  /// meanwhile); `fg` continues it, and a `.redraw` follows.
  func suspendJob()
}

/// What reaches an event handler: an event, or the end of input.
public enum TerminalInput: Sendable {
  /// An event the terminal sent (or a resize, or a redraw after a stop).
  case event(InputEvent)
  /// The terminal is gone (hang-up, end of input), with the error that ended reading.
  case ended(TerminalError?)
}

/// A command for the terminal that is not part of a frame.
public enum TerminalCommand: Hashable, Sendable {
  /// Puts `text` on the system clipboard with OSC 52, where the terminal allows it.
  case setClipboard(String)
  /// Rings the bell.
  case bell

  /// The bytes that carry the command. The clipboard's text travels base64-encoded, so none
  /// of it can be read as a control sequence.
  public var bytes: [UInt8] {
    switch self {
    case .setClipboard(let text):
      return Array("\u{1B}]52;c;".utf8) + Base64.encode(Array(text.utf8)) + [0x07]
    case .bell:
      return [0x07]
    }
  }
}

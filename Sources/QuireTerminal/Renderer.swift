/// Turns frames into the bytes that bring the terminal from the last frame to the new one.
///
/// It keeps the frame the terminal shows and encodes only what changed, as one buffer per
/// frame for the terminal layer to write at once: the shortest cursor moves (relative or
/// absolute), insert/delete character when a row's tail shifted, erase to end of line for
/// blank tails, a scrolling region when rows moved up or down together, style changes as
/// SGR deltas, the cursor's position, shape and visibility at the end, and synchronized
/// output (mode 2026) around large frames when the terminal has it.
///
/// Two surfaces: `.fullScreen` owns the screen (the alternate screen, entered by the
/// terminal layer) and addresses rows absolutely; `.inline` draws below the shell's cursor
/// in as many rows as the frame has, making room by scrolling, using only relative moves,
/// and `finish()` erases it and leaves the cursor where it began. A renderer holds no
/// global state: several can exist, one per terminal.
public struct Renderer: Sendable {
  /// Where frames are drawn.
  public enum Surface: Hashable, Sendable {
    /// The whole screen (the alternate screen), rows addressed from its top.
    case fullScreen
    /// Rows below the line where the cursor was, in the shell's screen; only relative moves.
    case inline
  }

  /// What the terminal can do, as far as the renderer cares.
  public struct Options: Hashable, Sendable {
    /// Colours are downgraded to this depth.
    public var colorDepth: ColorDepth
    /// Whether the terminal has synchronized output (mode 2026).
    public var synchronizedOutput: Bool
    /// Frames shorter than this many bytes are not wrapped in synchronized output: one small
    /// write reaches the terminal whole, and the 16 bytes of the wrapping would double a
    /// keystroke's frame.
    public var synchronizedOutputMinimum: Int
    /// Inline: whether the renderer asks the terminal where the area starts (a cursor
    /// position report, `CSI 6 n`, right after it takes the area's rows), so that mouse
    /// events can be placed in the area. Off for terminals that answer nothing.
    public var asksAreaPosition: Bool

    public init(
      colorDepth: ColorDepth = .trueColor, synchronizedOutput: Bool = false,
      synchronizedOutputMinimum: Int = 512, asksAreaPosition: Bool = false
    ) {
      self.colorDepth = colorDepth
      self.synchronizedOutput = synchronizedOutput
      self.synchronizedOutputMinimum = synchronizedOutputMinimum
      self.asksAreaPosition = asksAreaPosition
    }

    /// The options that suit a terminal with `capabilities`.
    public init(_ capabilities: TerminalCapabilities) {
      self.init(
        colorDepth: capabilities.colorDepth, synchronizedOutput: capabilities.usesSynchronizedOutput)
    }
  }

  /// What the renderer knows of the terminal between frames.
  struct TerminalState: Sendable {
    /// The cursor's row (inline: counted from the first row of the area) and column; `nil`
    /// when unknown (a column is unknown after printing in the last one: the wrap pends).
    var row: Int?
    var column: Int?
    /// The SGR state; `nil` when unknown.
    var style: Style?
    var cursorVisible: Bool?
    /// The shape is taken to be the terminal's default until a frame sets another.
    var cursorShape: CellCursor.Shape? = .default
  }

  public let surface: Surface
  public var options: Options
  /// The frame the terminal shows, styles downgraded; `nil` until the first frame and after
  /// `invalidate()`.
  var shown: CellGrid?
  var terminal = TerminalState()
  /// Inline: the rows the area has taken on the screen so far (it never gives rows back
  /// before `finish()`, so shrinking and growing again does not scroll the shell's text).
  var reservedRows = 0
  /// Inline: the terminal row of the area's first row, once the terminal has said where the
  /// cursor was when the area was taken; `nil` before that.
  public internal(set) var areaTop: Int?
  /// Inline: how many position questions are waiting for their answer.
  var positionQuestions = 0

  public init(surface: Surface = .fullScreen, options: Options = Options()) {
    self.surface = surface
    self.options = options
  }

  /// Makes the next frame a full redraw: after a resize, SIGCONT, or when the screen may
  /// have been changed behind the renderer's back.
  ///
  /// The style, the cursor's visibility and a shape other than the default are forgotten
  /// too, and set again by the next frame: giving the terminal back on SIGTSTP resets them
  /// (`TerminalModes`, `TerminalSession.write`), so after SIGCONT a hidden cursor would
  /// otherwise show, and a bar cursor stay a block. The default shape is never sent, so a
  /// shape the user chose stays.
  public mutating func invalidate() {
    shown = nil
    terminal.style = nil
    terminal.cursorVisible = nil
    if terminal.cursorShape != .default { terminal.cursorShape = nil }
  }

  /// The bytes that turn the terminal's screen into `grid`; a cursor outside the grid is
  /// hidden. O(cells), plus O(changed cells × a small shift search) for rows that changed.
  public mutating func render(_ grid: CellGrid) -> [UInt8] {
    let frame = downgraded(grid)
    let cursor = frame.cursor.flatMap { frame.bounds.contains($0.position) ? $0 : nil }
    var encoder = Encoder(surface: surface, columns: frame.size.columns, state: terminal)
    encoder.target = cursor.map { $0.position }
    if cursor == nil, terminal.cursorVisible != false {
      encoder.append("\u{1B}[?25l")
      encoder.state.cursorVisible = false
    }
    var old = prepare(frame, &encoder)
    var new = frame
    if old.size.rows > frame.size.rows {
      new = CellGrid(size: old.size)
      new.replaceRows(with: frame)
    }
    let columns = old.size.columns
    var changed = (0..<old.size.rows).map {
      !Self.rowsEqual(old.cells, new.cells, from: $0 * columns, count: columns)
    }
    if surface == .fullScreen, let scroll = Self.detectScroll(old: old, new: new, changed: changed) {
      encoder.scroll(scroll, rows: old.size.rows)
      old.scroll(scroll)
      for row in scroll.top...scroll.bottom {
        changed[row] = !Self.rowsEqual(old.cells, new.cells, from: row * columns, count: columns)
      }
    }
    for row in 0..<old.size.rows where changed[row] {
      encoder.encodeRow(row, old: old.cells(ofRow: row), new: new.cells(ofRow: row))
    }
    encoder.placeCursor(cursor)
    if surface == .inline, cursor == nil, encoder.state.row != 0 || encoder.state.column != 0 {
      // A hidden cursor waits at the area's first cell: a terminal that re-wraps its rows
      // when it narrows moves that cell with the area's top, where the end of a wide row
      // moves down, and the next frame or the erase at the end starts from it.
      encoder.move(toRow: 0, column: 0)
    }
    shown = new
    terminal = encoder.state
    var bytes = encoder.bytes
    if options.synchronizedOutput, !bytes.isEmpty, bytes.count >= options.synchronizedOutputMinimum {
      bytes.insert(contentsOf: Array("\u{1B}[?2026h".utf8), at: 0)
      bytes.append(contentsOf: Array("\u{1B}[?2026l".utf8))
    }
    return bytes
  }

  /// The bytes that end drawing: inline, the area is erased and the cursor left where the
  /// area began; full screen, the style is reset. Either way the cursor is shown in its
  /// default shape. The next `render` starts afresh.
  public mutating func finish() -> [UInt8] {
    var encoder = Encoder(surface: surface, columns: shown?.size.columns ?? 0, state: terminal)
    if encoder.state.style != .plain {
      encoder.append("\u{1B}[m")
      encoder.state.style = .plain
    }
    if surface == .inline, shown != nil {
      encoder.moveToAreaTop()
      encoder.append("\u{1B}[J")
    }
    if terminal.cursorShape != .default { encoder.append("\u{1B}[0 q") }
    if terminal.cursorVisible != true { encoder.append("\u{1B}[?25h") }
    shown = nil
    reservedRows = 0
    areaTop = nil
    terminal = TerminalState()
    return encoder.bytes
  }

  /// Inline: the bytes that erase the area from where the last frame left the cursor and
  /// leave the cursor at its first row, as `finish()` does, for the terminal layer to write
  /// when the terminal is given back behind the program's back (a signal); empty when
  /// nothing is drawn, and on the full screen (leaving the alternate screen is enough there).
  public var leavingSequence: [UInt8] {
    guard surface == .inline, shown != nil else { return [] }
    var encoder = Encoder(surface: surface, columns: shown?.size.columns ?? 0, state: terminal)
    encoder.moveToAreaTop()
    encoder.append("\u{1B}[J")
    return encoder.bytes
  }

  /// `grid` with its colours downgraded to the terminal's depth.
  private func downgraded(_ grid: CellGrid) -> CellGrid {
    let depth = options.colorDepth
    guard depth != .trueColor else { return grid }
    var result = grid
    var lastStyle = Style.plain
    var lastDowngraded = Style.plain
    for index in result.cells.indices {
      let style = result.cells[index].style
      if style != lastStyle {
        lastStyle = style
        lastDowngraded = style.downgraded(to: depth)
      }
      result.cells[index].style = lastDowngraded
    }
    return result
  }

  /// The frame the terminal shows before `frame` is drawn, after any full redraw or change of
  /// the area's size this frame needs (those bytes go to `encoder`).
  private mutating func prepare(_ frame: CellGrid, _ encoder: inout Encoder) -> CellGrid {
    switch surface {
    case .fullScreen:
      if let shown, shown.size == frame.size { return shown }
      encoder.clearScreen()
      return CellGrid(size: frame.size)
    case .inline:
      if let shown, shown.size.columns == frame.size.columns {
        if frame.size.rows > reservedRows {
          encoder.growArea(from: reservedRows, to: frame.size.rows)
          reservedRows = frame.size.rows
        }
        var old = CellGrid(size: TerminalSize(columns: frame.size.columns, rows: reservedRows))
        old.replaceRows(with: shown)
        return old
      }
      encoder.startArea(rows: frame.size.rows, redrawing: shown != nil)
      reservedRows = max(1, frame.size.rows)
      if options.asksAreaPosition {
        encoder.append("\u{1B}[6n")
        positionQuestions += 1
        areaTop = nil
      }
      return CellGrid(size: TerminalSize(columns: frame.size.columns, rows: reservedRows))
    }
  }
}

extension CellGrid {
  /// Copies the rows `other` has into this grid (same number of columns), leaving the rest.
  mutating func replaceRows(with other: CellGrid) {
    guard other.size.columns == size.columns else { return }
    let count = min(other.size.rows, size.rows) * size.columns
    cells.replaceSubrange(0..<count, with: other.cells[0..<count])
    cursor = other.cursor
  }
}

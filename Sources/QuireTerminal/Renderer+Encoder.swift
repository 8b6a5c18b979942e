extension Renderer {
  /// Builds the bytes of one frame while tracking what they do to the terminal's cursor and
  /// style, so that each move and style change can be the shortest.
  struct Encoder: Sendable {
    /// Where `DECSC` could have saved the cursor at the frame's final position: the offset in
    /// the frame's bytes where the cursor last left it, and the style then.
    struct SavePoint: Sendable {
      var offset: Int
      var style: Style?
    }

    let surface: Surface
    let columns: Int
    var state: TerminalState
    var bytes: [UInt8] = []
    /// How many bytes of the frame come before this encoder's (a trial starts mid-frame).
    var base = 0
    /// Where the cursor must be at the end of the frame, if shown.
    var target: CellPosition?
    var savePoint: SavePoint?
    /// The last byte of the last cell printed, its text when that byte is not ASCII, and the
    /// frame offset just after it: a cell printed right there joins the same run of text in
    /// the terminal.
    var lastPrintedByte: UInt8 = 0
    var lastPrinted: String?
    var lastPrintEnd = -1

    init(surface: Surface, columns: Int, state: TerminalState) {
      self.surface = surface
      self.columns = columns
      self.state = state
      bytes.reserveCapacity(256)
    }

    /// An encoder that continues from this one's state with no bytes of its own, to measure
    /// one way of encoding something before choosing it.
    func trial() -> Encoder {
      var copy = self
      copy.base = base + bytes.count
      copy.bytes = []
      return copy
    }

    /// Takes over what `trial` encoded.
    mutating func adopt(_ trial: Encoder) {
      bytes.append(contentsOf: trial.bytes)
      state = trial.state
      savePoint = trial.savePoint
    }

    mutating func append(_ text: String) {
      bytes.append(contentsOf: text.utf8)
    }

    /// Appends the decimal digits of `number` (not negative).
    mutating func appendNumber(_ number: Int) {
      if number >= 10 { appendNumber(number / 10) }
      bytes.append(UInt8(0x30 + number % 10))
    }

    /// Appends `ESC [ count final`, leaving the count out when it is 1.
    mutating func csi(_ count: Int, _ final: UInt8) {
      bytes.append(0x1B)
      bytes.append(0x5B)
      if count != 1 { appendNumber(count) }
      bytes.append(final)
    }

    /// Prints `cell` at the cursor (its style must be set already). When the cell would join
    /// the cluster printed just before it into one (two regional indicators make a flag),
    /// the cursor is set again in between, so that the terminal starts a new cluster.
    mutating func write(_ cell: Cell) {
      if base + bytes.count == lastPrintEnd, let column = state.column, let firstByte = cell.text.utf8.first,
        lastPrintedByte >= 0x80 || firstByte >= 0xCC,
        Self.wouldJoin(lastPrinted ?? String(Unicode.Scalar(lastPrintedByte)), cell.text)
      {
        bytes.append(0x1B)
        bytes.append(0x5B)
        appendNumber(column + 1)
        bytes.append(0x47)
      }
      let text = cell.text.utf8
      if text.count == 1, let byte = text.first {
        bytes.append(byte)
      } else {
        bytes.append(contentsOf: text)
      }
      if let column = state.column {
        let next = column + max(1, cell.width)
        state.column = next >= columns ? nil : next
      }
      printed(cell.text)
    }

    /// Records that `text` was just printed.
    mutating func printed(_ text: String) {
      let lastByte = text.utf8.last ?? 0
      lastPrintedByte = lastByte
      lastPrinted = lastByte >= 0x80 ? text : nil
      lastPrintEnd = base + bytes.count
    }

    /// Whether two clusters printed one after the other would make fewer than two clusters.
    /// (A cluster ending in ASCII is only joined by one starting at U+0300 or above, whose
    /// first UTF-8 byte is 0xCC or more: `write` looks no further otherwise.)
    static func wouldJoin(_ first: String, _ second: String) -> Bool {
      (first + second).count < 2
    }

    /// Clears the whole screen to the default background, cursor at the top left.
    mutating func clearScreen() {
      if state.style != .plain {
        append("\u{1B}[m")
        state.style = .plain
      }
      append("\u{1B}[H\u{1B}[2J")
      state.row = 0
      state.column = 0
      savePoint = nil
    }
  }
}

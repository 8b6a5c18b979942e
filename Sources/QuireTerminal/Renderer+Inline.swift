extension Renderer.Encoder {
  /// Inline: back to column 0 of the area's first row.
  mutating func moveToAreaTop() {
    if let row = state.row, row > 0 { csi(row, 0x41) }
    bytes.append(0x0D)
    state.row = 0
    state.column = 0
  }

  /// Inline: takes `rows` rows from the cursor's line down, scrolling the shell's text up
  /// when they are not there, and clears them; a redraw starts from the area's first row.
  mutating func startArea(rows: Int, redrawing: Bool) {
    if redrawing { moveToAreaTop() } else { bytes.append(0x0D) }
    if state.style != .plain {
      append("\u{1B}[m")
      state.style = .plain
    }
    append("\u{1B}[J")
    if rows > 1 {
      for _ in 1..<rows { bytes.append(0x0A) }
      csi(rows - 1, 0x41)
    }
    state.row = 0
    state.column = 0
    savePoint = nil
  }

  /// Inline: takes more rows below the area's `old` rows, up to `new`, and clears them.
  mutating func growArea(from old: Int, to new: Int) {
    move(toRow: old - 1, column: 0)
    for _ in old..<new { bytes.append(0x0A) }
    state.row = new - 1
    if state.style != .plain {
      append("\u{1B}[m")
      state.style = .plain
    }
    move(toRow: old, column: 0)
    append("\u{1B}[J")
    savePoint = nil
  }
}

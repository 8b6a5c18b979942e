extension TerminalEmulator {
  /// Moves the cursor to `row`, `column` (kept on the screen), ending a pending wrap.
  mutating func moveCursor(row: Int, column: Int) {
    cursor.row = max(0, min(size.rows - 1, row))
    cursor.column = max(0, min(size.columns - 1, column))
    pendingWrap = false
  }

  /// Moves up `count` rows, stopping at the top margin when the cursor is inside the region.
  mutating func cursorUp(_ count: Int) {
    let top = cursor.row >= scrollTop ? scrollTop : 0
    moveCursor(row: max(top, cursor.row - count), column: cursor.column)
  }

  /// Moves down `count` rows, stopping at the bottom margin when the cursor is inside it.
  mutating func cursorDown(_ count: Int) {
    let bottom = cursor.row <= scrollBottom ? scrollBottom : size.rows - 1
    moveCursor(row: min(bottom, cursor.row + count), column: cursor.column)
  }

  mutating func carriageReturn() {
    cursor.column = 0
    pendingWrap = false
  }

  mutating func backspace() {
    if cursor.column > 0 { cursor.column -= 1 }
    pendingWrap = false
  }

  /// Moves to the next tab stop (every 8 columns), the last column at most.
  mutating func tab() {
    cursor.column = min(size.columns - 1, (cursor.column / 8 + 1) * 8)
    pendingWrap = false
  }

  /// Moves down a row, scrolling the region up when the cursor is on its bottom row.
  mutating func lineFeed() {
    if cursor.row == scrollBottom {
      scrollUp(1)
    } else if cursor.row < size.rows - 1 {
      cursor.row += 1
    }
    pendingWrap = false
  }

  /// Moves up a row, scrolling the region down when the cursor is on its top row.
  mutating func reverseIndex() {
    if cursor.row == scrollTop {
      scrollDown(1)
    } else if cursor.row > 0 {
      cursor.row -= 1
    }
    pendingWrap = false
  }

  /// DECSC: remembers the cursor position, style and pending wrap of this screen.
  mutating func saveCursor() {
    savedCursors[isAlternateScreen ? 1 : 0] = SavedCursor(
      position: cursor, style: currentStyle, pendingWrap: pendingWrap)
  }

  /// DECRC: goes back to what DECSC saved (the top left in the plain style when nothing was).
  mutating func restoreCursor() {
    let saved = savedCursors[isAlternateScreen ? 1 : 0]
    moveCursor(row: saved?.position.row ?? 0, column: saved?.position.column ?? 0)
    currentStyle = saved?.style ?? .plain
    pendingWrap = saved?.pendingWrap ?? false
  }

  /// RIS: back to the state of a new terminal, screen cleared.
  mutating func reset() {
    if isAlternateScreen { swap(&cells, &otherCells) }
    isAlternateScreen = false
    currentStyle = .plain
    fill(0..<cells.count, with: .space)
    cursor = .zero
    pendingWrap = false
    isCursorVisible = true
    cursorShape = .default
    autowrap = true
    privateModes = []
    ansiModes = []
    scrollTop = 0
    scrollBottom = size.rows - 1
    savedCursors = [nil, nil]
  }
}

extension TerminalEmulator {
  /// Prints one grapheme cluster at the cursor with the current style, as xterm does: a
  /// pending wrap happens first, a wide cluster that does not fit in the last column wraps
  /// whole, and a cluster of width 0 joins the cell before the cursor.
  mutating func print(_ character: Character) {
    let width = min(2, characterWidth(character))
    let columns = size.columns
    if width <= 0 {
      attach(character)
      return
    }
    if pendingWrap {
      if autowrap {
        carriageReturn()
        lineFeed()
      }
      pendingWrap = false
    }
    if width == 2, cursor.column == columns - 1 {
      guard autowrap, columns >= 2 else { return }
      let rowStart = cursor.row * columns
      cells.place(
        .blank(Style(background: currentStyle.background)), at: rowStart + cursor.column,
        in: rowStart..<rowStart + columns)
      carriageReturn()
      lineFeed()
    }
    let rowStart = cursor.row * columns
    cells.place(
      Cell(String(character), width: width, style: currentStyle), at: rowStart + cursor.column,
      in: rowStart..<rowStart + columns)
    cursor.column += width
    if cursor.column >= columns {
      cursor.column = columns - 1
      pendingWrap = autowrap
    }
  }

  /// Adds a zero-width cluster to the cell before the cursor (nothing when there is none).
  private mutating func attach(_ character: Character) {
    var column = pendingWrap ? cursor.column : cursor.column - 1
    let rowStart = cursor.row * size.columns
    if column >= 0, cells[rowStart + column].isContinuation { column -= 1 }
    guard column >= 0 else { return }
    cells[rowStart + column].text.append(character)
  }
}

extension Array where Element == Cell {
  /// Writes `cell` (and its continuation when it is wide) at `index` of the row that spans
  /// `row`, blanking the other half of any wide cluster it overwrites half of. The caller
  /// makes sure the cell fits in the row. O(1).
  mutating func place(_ cell: Cell, at index: Int, in row: Range<Int>) {
    let width = Swift.max(1, cell.width)
    breakCluster(at: index, in: row)
    if width == 2 { breakCluster(at: index + 1, in: row) }
    self[index] = cell
    if width == 2 { self[index + 1] = .continuation(cell.style) }
  }

  /// Blanks the half of a wide cluster that is not at `index`, when `index` holds half of one,
  /// so that writing over `index` leaves no orphan half. O(1).
  mutating func breakCluster(at index: Int, in row: Range<Int>) {
    let cell = self[index]
    if cell.isContinuation, index > row.lowerBound {
      self[index - 1] = .blank(self[index - 1].style)
    } else if cell.isWide, index + 1 < row.upperBound {
      self[index + 1] = .blank(self[index + 1].style)
    }
  }

  /// Blanks orphan halves anywhere in `row`: a continuation not after a wide cell, a wide cell
  /// not followed by its continuation. O(row).
  mutating func repairClusters(in row: Range<Int>) {
    var index = row.lowerBound
    while index < row.upperBound {
      let cell = self[index]
      if cell.isContinuation {
        if index == row.lowerBound || !self[index - 1].isWide { self[index] = .blank(cell.style) }
      } else if cell.isWide {
        if index + 1 >= row.upperBound || !self[index + 1].isContinuation {
          self[index] = .blank(cell.style)
        } else {
          index += 1
        }
      }
      index += 1
    }
  }
}

extension Collection where Element == Cell {
  /// The text these cells show in a row, continuation cells skipped and trailing spaces
  /// dropped. O(n).
  var shownText: String {
    var text = ""
    for cell in self where !cell.isContinuation { text += cell.text }
    while text.last == " " { text.removeLast() }
    return text
  }
}

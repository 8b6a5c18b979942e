import FuzzSupport
import QuireText

/// Wrapping, in a mode drawn from the input: the rows from the start cover every byte once
/// and in order, no row is wider than the width but for a single too-wide cluster, and
/// offsets and cells lead to each other.
enum WrapCheck {
  /// Lays out `text` in one mode, drawn from the input, and checks its rows, the positions at
  /// a few offsets and the stepping between a few rows. Each mode gets a third of the inputs:
  /// a row costs its bytes, and the positions far more per byte.
  static func run(_ text: TextStorage, _ input: TextFuzzInput, _ isBoundary: [Bool]) {
    let modes: [WrapLayout.Mode] = [.word, .character, .none]
    let layout = input.layout(modes[input.phase % modes.count])
    let context = { "\(layout.mode) wrap of \(input)" }
    let rows = layout.rows(from: .zero, count: text.byteCount + text.lineCount + 1, in: text)
    checkCoverage(rows, text, layout, isBoundary, context())
    checkPositions(rows, text, layout, isBoundary, input.phase, context())
    checkStepping(rows, text, layout, input.phase, context())
  }

  /// Checks only that the rows of `text` in one mode, drawn from the input, cover it: for a
  /// text whose tree an edit script has reshaped.
  static func runCoverage(_ text: TextStorage, _ input: TextFuzzInput, _ isBoundary: [Bool]) {
    let modes: [WrapLayout.Mode] = [.word, .character, .none]
    let layout = input.layout(modes[(input.phase / 3) % modes.count])
    let rows = layout.rows(from: .zero, count: text.byteCount + text.lineCount + 1, in: text)
    checkCoverage(rows, text, layout, isBoundary, "\(layout.mode) wrap after the edit script of \(input)")
  }

  /// The rows cover the text in order, one line after another, their clusters side by side.
  private static func checkCoverage(
    _ rows: [VisualRow], _ text: TextStorage, _ layout: WrapLayout, _ isBoundary: [Bool],
    _ context: @autoclosure () -> String
  ) {
    var expected = ByteOffset.zero
    var line = 0
    for row in rows {
      check(
        row.start == expected && row.line.value == line && row.contentEnd <= row.range.upperBound,
        "\(context()): row \(row.range) of \(row.line) after \(expected) of line \(line)")
      check(
        row.range.upperBound > row.start || row.endsLine,
        "\(context()): empty row \(row.range) that does not end its line")
      expected = row.range.upperBound
      if row.endsLine { line += 1 }
      guard layout.mode != .none else { continue }
      var column = 0
      var position = row.start
      for cluster in row.clusters {
        check(
          cluster.range.lowerBound == position && cluster.column == column
            && isBoundary[cluster.range.upperBound.value],
          "\(context()): cluster \(cluster.range) at column \(cluster.column) of row \(row.range)")
        position = cluster.range.upperBound
        column += cluster.width
      }
      check(
        position == row.contentEnd && column == row.endColumn,
        "\(context()): row \(row.range) clusters end at \(position), column \(column)")
      check(
        row.endColumn <= layout.width || row.clusters.filter { $0.width > 0 }.count == 1,
        "\(context()): row \(row.range) is \(row.endColumn) cells wide")
    }
    check(expected == text.endOffset, "\(context()): rows end at \(expected)")
    check(line == text.lineCount, "\(context()): rows end \(line) lines of \(text.lineCount)")
  }

  /// Every offset of a short text (a few drawn from the input in longer ones) is in the row that holds it, its cell leads back
  /// to it, and moves between rows land on cluster boundaries.
  private static func checkPositions(
    _ rows: [VisualRow], _ text: TextStorage, _ layout: WrapLayout, _ isBoundary: [Bool], _ phase: Int,
    _ context: @autoclosure () -> String
  ) {
    let count = text.byteCount
    var index = 0
    for value in MotionCheck.offsets(count, most: 2, phase: phase) {
      let offset = ByteOffset(value)
      while index + 1 < rows.count,
        !(offset < rows[index].contentEnd || rows[index].endsLine && offset < rows[index].range.upperBound)
      {
        index += 1
      }
      let row = rows[index]
      let cell = layout.cell(of: offset, in: text)
      check(
        layout.rowStart(containing: offset, in: text) == row.start && cell.rowStart == row.start,
        "\(context()): @\(value) is in row \(row.range), found \(cell)")
      let back = layout.offset(atColumn: cell.column, inRowStarting: cell.rowStart, in: text)
      check(back.value <= count && isBoundary[back.value], "\(context()): \(cell) leads to \(back)")
      if layout.mode != .none {
        check(cell.column == row.column(of: offset), "\(context()): @\(value) at \(cell)")
        let startsCluster = row.clusters.contains { $0.range.lowerBound == offset && $0.width > 0 }
        if startsCluster || row.endsLine && offset == row.contentEnd {
          check(back == offset, "\(context()): @\(value) at \(cell) leads back to \(back)")
        }
      }
      for steps in [-1, 1] {
        let moved = layout.move(offset, byRows: steps, in: text).offset.value
        check(
          moved >= 0 && moved <= count && isBoundary[moved],
          "\(context()): moving \(steps) rows from @\(value) gives @\(moved)")
      }
      checkScrolling(to: offset, in: rows, at: index, cell, text, layout, phase, context())
    }
  }

  /// Scrolling to reveal `offset`, in row `rowIndex` of `rows` at `cell`, puts its row among
  /// the visible rows, and its column in the window under no wrap.
  private static func checkScrolling(
    to offset: ByteOffset, in rows: [VisualRow], at rowIndex: Int, _ cell: WrapLayout.CellPosition,
    _ text: TextStorage, _ layout: WrapLayout, _ phase: Int, _ context: @autoclosure () -> String
  ) {
    let visible = 1 + (phase / 5 + offset.value) % 6
    let top = rows[(phase + offset.value) % rows.count].start
    let shown = layout.topRow(revealing: offset, from: top, visibleRows: visible, in: text)
    let shownIndex = rows.firstIndex { $0.start == shown }
    check(
      shownIndex.map { rowIndex - $0 >= 0 && rowIndex - $0 < visible } ?? false,
      "\(context()): revealing \(offset) from \(top) in \(visible) rows shows from \(shown)")
    guard layout.mode == .none else { return }
    let scrolled = layout.horizontalOffset(revealing: offset, in: text)
    check(
      cell.column >= scrolled && cell.column < scrolled + layout.width,
      "\(context()): revealing \(offset) at \(cell) scrolls to column \(scrolled)")
  }

  /// Stepping from a few rows, drawn from `phase`, to the next and the one before gives the
  /// rows laid out from the start.
  private static func checkStepping(
    _ rows: [VisualRow], _ text: TextStorage, _ layout: WrapLayout, _ phase: Int,
    _ context: @autoclosure () -> String
  ) {
    for index in MotionCheck.offsets(rows.count - 1, most: 2, phase: phase) where index < rows.count {
      let start = rows[index].start
      let after = index + 1 < rows.count ? rows[index + 1].start : nil
      let before = index > 0 ? rows[index - 1].start : nil
      let foundAfter = layout.rowStart(after: start, in: text)
      let foundBefore = layout.rowStart(before: start, in: text)
      check(
        foundAfter == after && foundBefore == before,
        "\(context()): rows around \(start) are \(String(describing: foundBefore)), "
          + "\(String(describing: foundAfter)); expected \(String(describing: before)), "
          + "\(String(describing: after))")
    }
  }
}

extension WrapLayout {
  /// Lays out wrapped rows forward from a row start, line after line (rows under `.none` are
  /// laid out by `noWrapRow(of:in:from:)`).
  struct RowWalker {
    let layout: WrapLayout
    let text: TextStorage
    private var line: LineSpan
    private var reader: ClusterReader
    private var start: ByteOffset
    /// The place of the next anchor (see `anchorPlace(after:of:)`), once known.
    private var nextAnchor: ByteOffset?
    private var finished = false
    /// The end of the bytes the last row's layout depended on: past the last cluster it
    /// looked at (the one that did not fit, or the line's end), so that text changed from
    /// 4 bytes after it (one scalar, which decides where that cluster ends) leaves the row
    /// as it is.
    private(set) var readEnd: ByteOffset = .zero

    /// A walker whose first row starts at `start`, which must be a row start. `window` is a
    /// hint of how many bytes will be read.
    init(_ layout: WrapLayout, _ text: TextStorage, from start: ByteOffset, window: Int = 256) {
      self.layout = layout
      self.text = text
      line = LineSpan(holding: start, in: text)
      self.start = min(max(start, line.start), line.contentEnd)
      reader = ClusterReader(text, from: self.start, to: line.contentEnd, window: window)
    }

    /// The next row, or `nil` after the last row of the text. Cost proportional to the row,
    /// plus O(log n) per line and anchor met.
    mutating func next() -> VisualRow? {
      guard !finished else { return nil }
      reader.discardConsumed()
      let row = wrappedRow()
      if row.endsLine {
        if let following = line.next(in: text) {
          line = following
          start = following.start
          reader = ClusterReader(text, from: start, to: line.contentEnd, window: layout.width * 2)
          nextAnchor = nil
        } else {
          finished = true
        }
      } else {
        start = row.range.upperBound
      }
      return row
    }

    /// Whether the last row returned was the last row of the text.
    var isFinished: Bool { finished }

    /// The row from `start` when wrapping: clusters placed while they fit, then a break after
    /// the last whitespace (word mode), else before the cluster that does not fit; a row never
    /// passes an anchor or the line's end. The anchor is met as the clusters are read, at the
    /// first one that starts at or after its place (`anchorPlace(after:of:)`), with no look-back.
    private mutating func wrappedRow() -> VisualRow {
      if let anchor = nextAnchor, anchor <= start { nextAnchor = nil }
      if nextAnchor == nil { nextAnchor = layout.anchorPlace(after: start, of: line) }
      let stop = nextAnchor ?? line.contentEnd
      let width = layout.width
      let wordWrap = layout.mode == .word
      let first = reader.index
      var placed: [VisualRow.Cluster] = []
      var column = 0
      var breakCount = 0
      var breakColumn = 0
      readEnd = start
      while let cluster = peekNoting(), cluster.range.lowerBound < stop {
        let measured = layout.measure(cluster, at: column)
        if column + measured.width <= width {
          if measured.breaksAround, !placed.isEmpty {
            breakCount = placed.count
            breakColumn = column
          }
          placed.append(
            .init(range: cluster.range, column: column, width: measured.width, glyph: measured.glyph))
          column += measured.width
          reader.advance()
          if measured.breaksAfter || measured.breaksAround {
            breakCount = placed.count
            breakColumn = column
          }
          continue
        }
        if wordWrap {
          if measured.mayHang {
            let cells = max(0, width - column)
            placed.append(.init(range: cluster.range, column: column, width: cells, glyph: measured.glyph))
            column += cells
            reader.advance()
            break
          }
          if measured.breaksAround, !placed.isEmpty { break }
          if breakCount > 0 {
            placed.removeLast(placed.count - breakCount)
            reader.index = first + breakCount
            column = breakColumn
            break
          }
        }
        if placed.isEmpty {
          placed.append(
            .init(range: cluster.range, column: column, width: measured.width, glyph: measured.glyph))
          column += measured.width
          reader.advance()
        }
        break
      }
      let end = placed.last?.range.upperBound ?? start
      readEnd = max(readEnd, end)
      let endsLine = end >= line.contentEnd
      return VisualRow(
        range: start..<(endsLine ? line.end : end), line: line.number, contentEnd: end, endsLine: endsLine,
        clusters: placed, endColumn: column)
    }

    /// The next cluster, as `reader.peek()`, noting in `readEnd` how far the row looked: to
    /// the cluster's end, or to the line's end when there is none.
    private mutating func peekNoting() -> Grapheme? {
      guard let cluster = reader.peek() else {
        readEnd = max(readEnd, line.contentEnd)
        return nil
      }
      readEnd = max(readEnd, cluster.range.upperBound)
      return cluster
    }
  }
}

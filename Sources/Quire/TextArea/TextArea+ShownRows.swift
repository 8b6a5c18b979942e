extension TextArea {
  /// What an area of a given size shows: the layout of its text column, the rows from the top
  /// shown, and the width of the line-number gutter before them.
  struct ShownRows {
    /// The layout of the text column (under `.none`, scrolled to show the caret).
    var layout: WrapLayout
    /// The rows shown, top first: as many as the area has, fewer at the end of the text.
    var rows: [VisualRow]
    /// The cells of the gutter at the left (0 without line numbers).
    var gutter: Int
    /// The index in `rows` of the row that holds the caret (the selection's head).
    var caretIndex: Int?
    /// When wrapping and the rows were laid out as a run, the end of what each row read (see
    /// `WrapLayout.RowRun`), so that after an edit the rows it cannot reach are kept.
    var readEnds: [ByteOffset]? = nil

    /// Rows shown, with what they were laid out from: valid while the buffer and the layout's
    /// options are unchanged.
    struct Memo {
      var textVersion: Int
      var size: TerminalSize
      var scrollTop: ByteOffset
      var scrollColumn: Int
      var shown: ShownRows
    }

    /// Whether `row` holds the caret at `offset` (see `WrapLayout.row(containing:in:)`): an
    /// offset where one row of a line ends belongs to the next; a line break, and the end of
    /// the text, to the row they end.
    static func row(_ row: VisualRow, holds offset: ByteOffset, textEnd: ByteOffset) -> Bool {
      guard offset >= row.start else { return false }
      if offset < row.contentEnd { return true }
      guard row.endsLine else { return false }
      return offset < row.range.upperBound || offset == row.contentEnd && offset == textEnd
    }

    /// Under `.none`: whether the caret at `offset`, in `row`, is inside the window the row
    /// was laid out for (`width` cells from its leading column).
    static func window(of row: VisualRow, width: Int, shows offset: ByteOffset) -> Bool {
      // The row's clusters are those in the window: before the first, or with none (a line
      // that ends before the window) anywhere but the line's end, the caret is left of it.
      guard offset >= (row.clusters.first?.range.lowerBound ?? row.contentEnd) else { return false }
      let column = row.column(of: offset) - row.leadingColumn
      return column >= 0 && column < width
    }

    /// The start of the first row shown.
    var top: ByteOffset { rows.first?.start ?? .zero }

    /// The index in `rows` of the row starting at `start`, if it is shown. O(rows).
    func index(ofRowStarting start: ByteOffset) -> Int? {
      rows.firstIndex { $0.start == start }
    }
  }
}

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

    /// The start of the first row shown.
    var top: ByteOffset { rows.first?.start ?? .zero }

    /// The index in `rows` of the row starting at `start`, if it is shown. O(rows).
    func index(ofRowStarting start: ByteOffset) -> Int? {
      rows.firstIndex { $0.start == start }
    }
  }
}

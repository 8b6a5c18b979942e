extension TextField {
  /// One grapheme cluster as the field shows it: where its bytes are, what it shows (a `•`
  /// when masked, a space for a tab), and the display columns it takes.
  struct ShownCluster: Hashable {
    var range: Range<ByteOffset>
    var shown: Character
    var column: Int
    var width: Int
  }

  /// The field's line as shown at a width: the first display column shown, the caret's
  /// column and the text's width.
  struct ShownLine: Hashable {
    var scroll: Int
    var caret: Int
    var total: Int
  }

  /// Hands each cluster of the text as shown to `body`, left to right, with its column, until
  /// `body` returns false. Nothing is kept, so a pasted text of megabytes costs no more than
  /// its own bytes: O(n) time, O(1) memory.
  func forEachShownCluster(_ body: (ShownCluster) -> Bool) {
    var column = 0
    let masked = isMasked
    buffer.text.forEachGrapheme(in: .zero..<buffer.text.endOffset) { grapheme in
      let shown: Character = masked ? "•" : grapheme.character == "\t" ? " " : grapheme.character
      let width = masked ? 1 : Canvas.shownWidth(of: shown)
      let cluster = ShownCluster(range: grapheme.range, shown: shown, column: column, width: width)
      column += width
      return body(cluster)
    }
  }

  /// The display column of the caret (where the cluster at or after it starts, or the end)
  /// and the width of the whole text, in one pass. O(n).
  func caretAndTotalColumns() -> (caret: Int, total: Int) {
    let head = buffer.selection.head
    var caret: Int?
    var total = 0
    forEachShownCluster { cluster in
      if caret == nil, cluster.range.lowerBound >= head { caret = cluster.column }
      total = cluster.column + cluster.width
      return true
    }
    return (caret ?? total, total)
  }

  /// The cells kept between the caret and an edge beyond which there is more text, in a
  /// field `width` cells wide: up to 4, a quarter of the width, none below 5 cells.
  static func margin(forWidth width: Int) -> Int {
    max(0, min(4, (width - 1) / 4))
  }

  /// The first display column to show in `width` cells: the stored `scrollColumn` moved as
  /// little as needed to show the caret with a margin, no further right than needed to show
  /// the end with room for the caret after it, and never inside a wide cluster. Pure: the
  /// same state and width always give the same column. O(n).
  func scroll(forWidth width: Int) -> Int {
    shownLine(forWidth: width).scroll
  }

  /// The line as shown in `width` cells: the scroll `scroll(forWidth:)` says, the caret's
  /// column and the text's width. O(n), in at most two passes that keep nothing.
  func shownLine(forWidth width: Int) -> ShownLine {
    let (caret, total) = caretAndTotalColumns()
    guard width > 0 else { return ShownLine(scroll: 0, caret: caret, total: total) }
    let margin = TextField.margin(forWidth: width)
    var scroll = scrollColumn
    if caret < scroll + margin { scroll = caret - margin }
    if caret > scroll + width - 1 - margin { scroll = caret - (width - 1 - margin) }
    scroll = max(0, min(scroll, total + 1 - width))
    if scroll > 0 {
      let wanted = scroll
      forEachShownCluster { cluster in
        guard cluster.column < wanted else { return false }
        if wanted < cluster.column + cluster.width { scroll = cluster.column + cluster.width }
        return true
      }
    }
    return ShownLine(scroll: scroll, caret: caret, total: total)
  }

  /// The caret offset for a click at `column` of a field showing from display column
  /// `scroll`: before the cluster clicked, after it when its right half was clicked, the end
  /// past the text. O(n).
  func offset(atColumn column: Int, scroll: Int) -> ByteOffset {
    let target = column + scroll
    var offset = buffer.text.endOffset
    forEachShownCluster { cluster in
      guard target < cluster.column + cluster.width else { return true }
      let pastHalf = cluster.width > 1 && target >= cluster.column + cluster.width / 2
      offset = pastHalf ? cluster.range.upperBound : cluster.range.lowerBound
      return false
    }
    return offset
  }
}

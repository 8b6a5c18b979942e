extension TextField {
  /// One grapheme cluster as the field shows it: where its bytes are, what it shows (a `•`
  /// when masked, a space for a tab), and the display columns it takes.
  struct ShownCluster: Hashable {
    var range: Range<ByteOffset>
    var shown: Character
    var column: Int
    var width: Int
  }

  /// The clusters of the text as shown, left to right, with their columns. O(n).
  var shownClusters: [ShownCluster] {
    var clusters: [ShownCluster] = []
    var column = 0
    let masked = isMasked
    buffer.text.forEachGrapheme(in: .zero..<buffer.text.endOffset) { grapheme in
      let shown: Character = masked ? "•" : grapheme.character == "\t" ? " " : grapheme.character
      let width = masked ? 1 : Canvas.shownWidth(of: shown)
      clusters.append(ShownCluster(range: grapheme.range, shown: shown, column: column, width: width))
      column += width
      return true
    }
    return clusters
  }

  /// The display column of `offset` among `clusters`: where the cluster at or after it
  /// starts, or the end. O(log n).
  static func column(of offset: ByteOffset, in clusters: [ShownCluster]) -> Int {
    var low = 0
    var high = clusters.count
    while low < high {
      let middle = (low + high) / 2
      if clusters[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
    }
    return low < clusters.count ? clusters[low].column : clusters.last.map { $0.column + $0.width } ?? 0
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
    scroll(forWidth: width, clusters: shownClusters)
  }

  func scroll(forWidth width: Int, clusters: [ShownCluster]) -> Int {
    guard width > 0 else { return 0 }
    let caret = TextField.column(of: buffer.selection.head, in: clusters)
    let total = clusters.last.map { $0.column + $0.width } ?? 0
    let margin = TextField.margin(forWidth: width)
    var scroll = scrollColumn
    if caret < scroll + margin { scroll = caret - margin }
    if caret > scroll + width - 1 - margin { scroll = caret - (width - 1 - margin) }
    scroll = max(0, min(scroll, total + 1 - width))
    if let cut = clusters.first(where: { $0.column < scroll && scroll < $0.column + $0.width }) {
      scroll = cut.column + cut.width
    }
    return scroll
  }

  /// The caret offset for a click at `column` of a field showing from display column
  /// `scroll`: before the cluster clicked, after it when its right half was clicked, the end
  /// past the text. O(n).
  func offset(atColumn column: Int, scroll: Int, clusters: [ShownCluster]) -> ByteOffset {
    let target = column + scroll
    for cluster in clusters where target < cluster.column + cluster.width {
      let pastHalf = cluster.width > 1 && target >= cluster.column + cluster.width / 2
      return pastHalf ? cluster.range.upperBound : cluster.range.lowerBound
    }
    return buffer.text.endOffset
  }
}

extension VisualRow {
  /// The column where the caret stands at `offset`: that of the cluster holding it, or
  /// `endColumn` at the row's content end and in its line break. O(clusters of the row).
  ///
  /// Under `.none` the row only holds the clusters in its window; use the layout's
  /// `cell(of:in:)`.
  public func column(of offset: ByteOffset) -> Int {
    for cluster in clusters where offset < cluster.range.upperBound { return cluster.column }
    return endColumn
  }

  /// The caret offset for a click or a vertical move to `column`: before the cluster whose
  /// cells reach past `column`; past the row's end, the line end on a line's last row, else
  /// before the row's last cluster (the row's end is the next row's start).
  /// O(clusters of the row).
  public func offset(atColumn column: Int) -> ByteOffset {
    for cluster in clusters where column < cluster.column + cluster.width {
      return cluster.range.lowerBound
    }
    if endsLine { return contentEnd }
    return clusters.last?.range.lowerBound ?? start
  }
}

/// One screen row of a laid-out text: where its bytes are, and each grapheme cluster with the
/// cells it takes, so that a renderer draws it without measuring again.
public struct VisualRow: Hashable, Sendable {
  /// The bytes of the row, its line break included when it is the last row of its line.
  /// The rows of a text cover every byte once, in order.
  public var range: Range<ByteOffset>
  /// The line the row belongs to.
  public var line: LineNumber
  /// Where the row's content ends: before the line break on the last row of a line, else
  /// `range.upperBound`.
  public var contentEnd: ByteOffset
  /// Whether this is the last row of its line.
  public var endsLine: Bool
  /// The clusters drawn on the row, left to right, with their columns. Under `.none` only the
  /// clusters that are at least partly inside the window.
  public var clusters: [Cluster]
  /// The row column shown in the first screen column: `horizontalOffset` under `.none`, else
  /// 0. A cluster's screen column is its `column` minus this.
  public var leadingColumn: Int
  /// The column just past the last cluster of the row: where the caret stands at
  /// `contentEnd`. Under `.none`, past the last cluster read (the window's right edge at most).
  public var endColumn: Int

  public init(
    range: Range<ByteOffset>, line: LineNumber, contentEnd: ByteOffset, endsLine: Bool,
    clusters: [Cluster], leadingColumn: Int = 0, endColumn: Int
  ) {
    self.range = range
    self.line = line
    self.contentEnd = contentEnd
    self.endsLine = endsLine
    self.clusters = clusters
    self.leadingColumn = leadingColumn
    self.endColumn = endColumn
  }

  /// The offset where the row starts; rows are identified by it.
  public var start: ByteOffset { range.lowerBound }
}

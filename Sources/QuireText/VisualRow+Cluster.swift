extension VisualRow {
  /// One grapheme cluster placed on a row.
  public struct Cluster: Hashable, Sendable {
    /// The bytes of the cluster.
    public var range: Range<ByteOffset>
    /// The row column of its first cell.
    public var column: Int
    /// The cells it takes: a tab's distance to its stop, a control's stand-in's width; 0 for
    /// a zero-width cluster, and for whitespace left hanging past the right edge.
    public var width: Int
    /// What to draw in those cells.
    public var glyph: Glyph

    public init(range: Range<ByteOffset>, column: Int, width: Int, glyph: Glyph) {
      self.range = range
      self.column = column
      self.width = width
      self.glyph = glyph
    }
  }
}

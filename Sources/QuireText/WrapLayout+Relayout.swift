extension WrapLayout {
  /// Rows laid out from one row start, each with the end of the bytes its layout depended
  /// on: what lets a view that changed the text lay out again only the rows the change
  /// reached (`rowRun(from:count:in:reusing:changedFrom:)`).
  public struct RowRun: Hashable, Sendable {
    /// The rows, as `rows(from:count:in:)` gives them.
    public var rows: [VisualRow]
    /// For each row, the end of the bytes its layout read: the end of the last cluster it
    /// looked at (the one that did not fit, or the line's end). A change of the text from
    /// `readEnd + RowRun.scalarMargin` on leaves the row as it was laid out.
    public var readEnds: [ByteOffset]

    /// The bytes after a row's read end that may still decide it: the scalar that starts
    /// there, which says whether the cluster before it ends (at most 4 bytes of UTF-8, and a
    /// carried byte that is not UTF-8 is one).
    public static let scalarMargin = 4

    /// A run of these rows and read ends, one for each row.
    public init(rows: [VisualRow], readEnds: [ByteOffset]) {
      precondition(rows.count == readEnds.count, "one read end for each row")
      self.rows = rows
      self.readEnds = readEnds
    }

    /// The leading rows of the run that a change of the text from `changedFrom` on leaves
    /// as they are. O(rows kept).
    func keptCount(changedFrom: ByteOffset) -> Int {
      var kept = 0
      while kept < rows.count, readEnds[kept] + Self.scalarMargin <= changedFrom { kept += 1 }
      return kept
    }
  }

  /// Lays out `count` rows from `rowStart` (fewer at the end of the text), as
  /// `rows(from:count:in:)` does, with the end of what each row read. Under `.none` each row's
  /// read end is its line's end (a row there reads no further than its line). O(log n + the
  /// bytes of the rows) when wrapping.
  public func rowRun(from rowStart: ByteOffset, count: Int, in text: TextStorage) -> RowRun {
    guard count > 0 else { return RowRun(rows: [], readEnds: []) }
    if mode == .none {
      let rows = rows(from: rowStart, count: count, in: text)
      return RowRun(rows: rows, readEnds: rows.map(\.range.upperBound))
    }
    var walker = RowWalker(self, text, from: rowStart, window: min(count, 1 << 16) * (width + 1))
    return continueRun(RowRun(rows: [], readEnds: []), with: &walker, count: count)
  }

  /// The `count` rows from `rowStart` after the text changed from `changedFrom` on, `previous`
  /// being the run this layout laid out from the same start before the change (the bytes
  /// before `changedFrom` are as they were then): the rows of `previous` that the change
  /// cannot reach (see `RowRun.readEnds`) are kept, and only the rows from the first it may
  /// reach are laid out again. The same rows as `rowRun(from:count:in:)`; O(log n + the bytes
  /// of the rows laid out again). Under `.none`, or when `previous` starts elsewhere, every
  /// row is laid out again.
  public func rowRun(
    from rowStart: ByteOffset, count: Int, in text: TextStorage, reusing previous: RowRun,
    changedFrom: ByteOffset
  ) -> RowRun {
    guard mode != .none, count > 0, previous.rows.first?.start == rowStart else {
      return rowRun(from: rowStart, count: count, in: text)
    }
    let kept = min(count, previous.keptCount(changedFrom: changedFrom))
    guard kept > 0 else { return rowRun(from: rowStart, count: count, in: text) }
    let run = RowRun(rows: Array(previous.rows.prefix(kept)), readEnds: Array(previous.readEnds.prefix(kept)))
    let last = run.rows[kept - 1]
    if kept == count || last.endsLine && last.line.value + 1 >= text.lineCount { return run }
    // The row after the last kept one starts where that one ends (at the next line's start
    // when it ends its line): a row start, from which a walker lays out what follows.
    let next = last.range.upperBound
    var walker = RowWalker(self, text, from: next, window: (count - kept) * (width + 1))
    return continueRun(run, with: &walker, count: count)
  }

  /// `run` with the rows `walker` gives appended, until it holds `count` or the text ends.
  private func continueRun(_ run: RowRun, with walker: inout RowWalker, count: Int) -> RowRun {
    var rows = run.rows
    var readEnds = run.readEnds
    rows.reserveCapacity(min(count, 1 << 12))
    readEnds.reserveCapacity(min(count, 1 << 12))
    while rows.count < count, let row = walker.next() {
      rows.append(row)
      readEnds.append(walker.readEnd)
    }
    return RowRun(rows: rows, readEnds: readEnds)
  }
}

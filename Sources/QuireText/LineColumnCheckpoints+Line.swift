extension LineColumnCheckpoints {
  /// The checkpoints of one line, in order.
  struct Line: Hashable, Sendable {
    /// Where the line starts.
    var start: ByteOffset
    /// The checkpoints' distances from the line start, increasing, each at least `spacing`
    /// after the one before (the line start, 0, is not one).
    var places: [Int] = []
    /// The cell column at each checkpoint, counted from the line start; never decreasing.
    var columns: [Int] = []
    /// When the line was last asked about (see `LineColumnCheckpoints.clock`).
    var lastUse: UInt64

    /// The last checkpoint at or before `place` bytes into the line, or the line start.
    /// O(log c).
    func point(atOrBefore place: Int) -> WrapLayout.ColumnPoint {
      let index = Self.count(of: places) { $0 <= place }
      return index == 0 ? (start, 0) : (start + places[index - 1], columns[index - 1])
    }

    /// The last checkpoint whose column is at most `column` (below it with `strictly`), or the
    /// line start. O(log c).
    func point(atOrBeforeColumn column: Int, strictly: Bool) -> WrapLayout.ColumnPoint {
      let index = Self.count(of: columns) { strictly ? $0 < column : $0 <= column }
      return index == 0 ? (start, 0) : (start + places[index - 1], columns[index - 1])
    }

    /// The place and column of the last checkpoint, or the line start.
    var last: WrapLayout.ColumnPoint {
      guard let place = places.last, let column = columns.last else { return (start, 0) }
      return (start + place, column)
    }

    /// Keeps the checkpoints less than `place` bytes into the line. O(log c).
    mutating func keepCheckpoints(before place: Int) {
      let kept = Self.count(of: places) { $0 < place }
      places.removeLast(places.count - kept)
      columns.removeLast(columns.count - kept)
    }

    /// The length of the prefix of `values` (in which `isBefore` holds for a prefix) where
    /// `isBefore` holds. O(log n).
    static func count(of values: [Int], where isBefore: (Int) -> Bool) -> Int {
      var low = 0
      var high = values.count
      while low < high {
        let middle = (low + high) / 2
        if isBefore(values[middle]) { low = middle + 1 } else { high = middle }
      }
      return low
    }
  }
}

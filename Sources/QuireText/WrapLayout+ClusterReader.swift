extension WrapLayout {
  /// Reads the grapheme clusters of one line forward from a cluster boundary, a window of
  /// bytes at a time, so that only what is laid out is read.
  ///
  /// Clusters read stay in `clusters`, so a row that breaks early rewinds by index.
  struct ClusterReader {
    let text: TextStorage
    /// The end of the line's content: no cluster crosses it.
    let limit: ByteOffset
    /// The clusters read so far.
    private(set) var clusters: [Grapheme] = []
    /// The index in `clusters` of the next cluster.
    var index = 0
    private var nextRead: ByteOffset
    private var window: Int
    private var readingASCII = true

    /// A reader from `start` (a cluster boundary) to `limit`, reading `window` bytes first.
    init(_ text: TextStorage, from start: ByteOffset, to limit: ByteOffset, window: Int = 256) {
      self.text = text
      self.limit = limit
      self.nextRead = start
      self.window = min(max(64, window), 1 << 16)
    }

    /// The next cluster without consuming it, or `nil` at the limit. Amortised O(1) per
    /// cluster.
    mutating func peek() -> Grapheme? {
      if index == clusters.count, !fill() { return nil }
      return clusters[index]
    }

    /// Consumes the next cluster.
    mutating func advance() { index += 1 }

    /// Forgets clusters already consumed, so that reading a long stretch keeps little in
    /// memory. Indices from before the call are no longer valid. Amortised O(1).
    mutating func discardConsumed() {
      if index == clusters.count {
        clusters.removeAll(keepingCapacity: true)
        index = 0
      } else if index > 4096, index * 2 > clusters.count {
        clusters.removeFirst(index)
        index = 0
      }
    }

    /// Passes over ASCII clusters without making them, adding their cells (`cells(byte,
    /// column)`) to `column`, until `stop(offset, column, cells)` says to stop before one or a
    /// byte that is not ASCII comes. Does nothing while clusters read earlier are left.
    /// O(bytes passed), without allocating: columns far into a long line, under no wrap.
    mutating func skipASCII(
      column: inout Int, cells: (UInt8, Int) -> Int, stop: (ByteOffset, Int, Int) -> Bool
    ) {
      guard index == clusters.count else { return }
      var stopped = false
      while !stopped, nextRead < limit {
        let start = nextRead
        let end = start + min(1 << 16, limit - start)
        let endsLine = end == limit
        var passed = 0
        text.withBytes(in: start..<end) { bytes in
          let count = bytes.count
          while passed < count, bytes[passed] < 0x80 {
            let followed = passed + 1 < count ? bytes[passed + 1] < 0x80 : endsLine
            guard followed else { break }
            let width = cells(bytes[passed], column)
            if stop(start + passed, column, width) { break }
            column += width
            passed += 1
          }
          // Only a window that ended on ASCII goes on with the next window.
          stopped = passed + 1 < count || passed == count && endsLine || passed == 0
        }
        nextRead = start + passed
      }
    }

    /// Reads the next window of clusters.
    ///
    /// ASCII is read directly: between two ASCII bytes there is always a cluster boundary (a
    /// line's content holds no CR LF). Other stretches are segmented up to the next such
    /// boundary, or else up to the window's end, forward from `nextRead`: always a cluster
    /// boundary, so the segmentation resumes there with no look-back. The clusters are whole
    /// (the segmenter reads past the window's end to finish the last one), and none crosses
    /// `limit`, before which a line break or the end of the text always breaks (GB2, GB5).
    /// Each cluster thus costs its own bytes, even in a run of regional indicators whose
    /// pairing a look-back would have to count from the start of the run.
    private mutating func fill() -> Bool {
      guard nextRead < limit else { return false }
      let end = nextRead + min(window, limit - nextRead)
      // Only a read that was all ASCII is followed by a whole window of it; otherwise a short
      // probe, so that a stretch of other text is not copied just to find where it ends.
      let probe = nextRead + min(readingASCII ? window : 256, limit - nextRead)
      let (ascii, boundary) = readASCII(nextRead..<probe)
      readingASCII = ascii > 0 && ascii + 1 >= probe - nextRead
      if ascii > 0 {
        nextRead = nextRead + ascii
        window = min(window + window / 2, 1 << 16)
        return true
      }
      let count = clusters.count
      var reached = nextRead
      text.forEachGrapheme(fromBoundary: nextRead, in: nextRead..<(boundary ?? end)) { cluster in
        clusters.append(cluster)
        reached = cluster.range.upperBound
        return true
      }
      // A cluster always starts at `nextRead`, before `limit`.
      guard clusters.count > count, reached > nextRead else { return false }
      nextRead = min(reached, limit)
      if boundary == nil { window = min(window + window / 2, 1 << 16) }
      return true
    }

    /// Appends the one-byte clusters of the ASCII bytes at the start of `range` that are
    /// followed by ASCII (or end the line); returns how many, and when there are none, the
    /// first certain cluster boundary after the start (between two ASCII bytes) in `range`.
    private mutating func readASCII(_ range: Range<ByteOffset>) -> (count: Int, boundary: ByteOffset?) {
      let base = range.lowerBound
      let endsLine = range.upperBound == limit
      var read: [Grapheme] = []
      var boundary: ByteOffset?
      text.withBytes(in: range) { bytes in
        let count = bytes.count
        var index = 0
        while index < count, bytes[index] < 0x80 {
          let followed = index + 1 < count ? bytes[index + 1] < 0x80 : endsLine
          guard followed else { break }
          let start = base + index
          read.append(
            Grapheme(range: start..<(start + 1), character: TextStorage.asciiCharacters[Int(bytes[index])]))
          index += 1
        }
        guard index == 0 else { return }
        var next = 1
        while next < count, bytes[next - 1] >= 0x80 || bytes[next] >= 0x80 { next += 1 }
        if next < count { boundary = base + next }
      }
      clusters += read
      return (read.count, boundary)
    }
  }
}

/// The scan behind find: every place a needle matches, read straight from the leaves.
extension TextStorage {
  /// The unit an invalid UTF-8 sequence reads as when ignoring case: it matches nothing.
  static let invalidSearchUnit: UInt32 = 0xFFFF_FFFF

  /// Calls `body` with the start and end of each match of `search` that starts in `starts`,
  /// in order (overlapping ones too; grapheme boundaries are not checked), until it returns
  /// false.
  ///
  /// Reads the bytes from `starts.lowerBound` to at most `search.longestMatch - 1` past
  /// `starts.upperBound` once, leaf by leaf, none copied: Knuth–Morris–Pratt never reads a
  /// byte twice, and literally, while nothing is matched, `memchr` skips to the needle's
  /// first byte. O(k) for the k bytes read.
  func forEachRawMatch(of search: TextSearch, startingIn starts: Range<Int>, _ body: (Int, Int) -> Bool) {
    let low = max(0, starts.lowerBound)
    let high = min(byteCount, starts.upperBound)
    guard !search.isEmpty, low < high else { return }
    let (end, overflow) = high.addingReportingOverflow(search.longestMatch - 1)
    let readEnd = overflow ? byteCount : min(byteCount, end)
    var scanner = TextSearch.Scanner(search, high: high)
    var chunkStart = low
    forEachChunk(in: ByteOffset(low)..<ByteOffset(readEnd)) { chunk in
      defer { chunkStart += chunk.count }
      return scanner.scan(chunk, at: chunkStart, body)
    }
  }
}

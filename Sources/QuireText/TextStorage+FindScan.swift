#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    if search.ignoresCase {
      scanFolded(search, low, high, readEnd, body)
    } else {
      scanBytes(search, low, readEnd, body)
    }
  }

  /// The literal scan: bytes against the needle's bytes.
  private func scanBytes(_ search: TextSearch, _ low: Int, _ readEnd: Int, _ body: (Int, Int) -> Bool) {
    let units = search.units
    let fallback = search.fallback
    let count = units.count
    let first = Int32(units[0])
    var state = 0
    var chunkStart = low
    forEachChunk(in: ByteOffset(low)..<ByteOffset(readEnd)) { chunk in
      defer { chunkStart += chunk.count }
      guard let base = chunk.baseAddress else { return true }
      let size = chunk.count
      var index = 0
      while index < size {
        if state == 0 {
          guard let found = memchr(base + index, first, size - index) else { return true }
          index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        }
        let byte = UInt32(chunk[index])
        while state > 0, units[state] != byte { state = fallback[state - 1] }
        if units[state] == byte { state += 1 }
        index += 1
        if state == count {
          state = fallback[count - 1]
          let end = chunkStart + index
          if !body(end - count, end) { return false }
        }
      }
      return true
    }
  }

  /// The scan ignoring case: scalars decoded (each invalid sequence, by the maximal-subpart
  /// rule, one unit that matches nothing) and folded, against the needle's folded scalars.
  /// The starts of the last units matched are kept in a ring to find a match's start.
  private func scanFolded(
    _ search: TextSearch, _ low: Int, _ high: Int, _ readEnd: Int, _ body: (Int, Int) -> Bool
  ) {
    let units = search.units
    let fallback = search.fallback
    let count = units.count
    let first = units[0]
    var ring = [Int](repeating: 0, count: count)
    var seen = 0
    var state = 0
    var lead: UTF8Lead?
    var pending: (start: Int, value: UInt32, count: Int) = (0, 0, 0)

    /// Takes the unit `value` that spans `start..<end`; false to stop.
    func take(_ start: Int, _ end: Int, _ value: UInt32) -> Bool {
      ring[seen % count] = start
      seen += 1
      let folded = CaseFolding.simpleFold(value)
      while state > 0, units[state] != folded { state = fallback[state - 1] }
      if units[state] == folded { state += 1 }
      guard state == count else { return state > 0 || start < high }
      state = fallback[count - 1]
      let matchStart = ring[seen % count]
      return matchStart < high && body(matchStart, end)
    }

    /// Decodes `byte` at `offset`, taking each unit it completes; false to stop.
    func feed(_ byte: UInt8, at offset: Int) -> Bool {
      if pending.count > 0, let promise = lead {
        if promise.allows(byte, at: pending.count) {
          pending.value = pending.value << 6 | UInt32(byte & 0x3F)
          pending.count += 1
          guard pending.count == promise.length else { return true }
          pending.count = 0
          return take(pending.start, offset + 1, pending.value)
        }
        pending.count = 0
        if !take(pending.start, offset, Self.invalidSearchUnit) { return false }
      }
      if byte < 0x80 { return take(offset, offset + 1, UInt32(byte)) }
      guard let promise = UTF8Lead(byte) else { return take(offset, offset + 1, Self.invalidSearchUnit) }
      lead = promise
      pending = (offset, promise.bits, 1)
      return true
    }

    var chunkStart = low
    forEachChunk(in: ByteOffset(low)..<ByteOffset(readEnd)) { chunk in
      defer { chunkStart += chunk.count }
      let size = chunk.count
      var index = 0
      while index < size {
        if state == 0, pending.count == 0 {
          // No match under way: ASCII that does not fold to the first unit starts none.
          while index < size, chunk[index] < 0x80, CaseFolding.simpleFold(UInt32(chunk[index])) != first {
            index += 1
          }
          guard index < size else { return true }
          if chunkStart + index >= high { return false }
        }
        if !feed(chunk[index], at: chunkStart + index) { return false }
        index += 1
      }
      return true
    }
  }
}

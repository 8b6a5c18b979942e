#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TextSearch {
  /// Finds the raw matches of a search in bytes fed to it chunk by chunk, in order: the
  /// Knuth–Morris–Pratt state and, ignoring case, the UTF-8 decoding carry over from one
  /// chunk to the next. All its state is stored, so the per-byte loop touches no captured
  /// variables.
  struct Scanner {
    /// The units matched and their fallback table (see `TextSearch`).
    let units: [UInt32]
    let fallback: [Int]
    let ignoresCase: Bool
    /// Matches must start before this offset.
    let high: Int
    /// Literally, the needle's first byte; ignoring case, the ASCII bytes that fold to the
    /// first unit (the two cases of a letter), or 0x80 for neither when it is not ASCII.
    let lower: UInt8
    let upper: UInt8
    /// The number of units matched so far.
    var state = 0
    /// Ignoring case: the starts of the last units taken, a ring as long as the needle.
    var ring: [Int]
    var seen = 0
    /// Ignoring case: the scalar being decoded, its start and its bytes so far.
    var lead: UTF8Lead?
    var pendingStart = 0
    var pendingValue: UInt32 = 0
    var pendingCount = 0

    /// A scanner for `search`, reporting matches that start before `high`.
    init(_ search: TextSearch, high: Int) {
      units = search.units
      fallback = search.fallback
      ignoresCase = search.ignoresCase
      self.high = high
      let first = units.first ?? 0
      if ignoresCase {
        lower = first < 0x80 ? UInt8(first) : 0x80
        upper = lower &- 0x61 < 26 ? lower - 0x20 : lower
        ring = [Int](repeating: 0, count: units.count)
      } else {
        lower = UInt8(truncatingIfNeeded: first)
        upper = lower
        ring = []
      }
    }

    /// Scans `chunk`, whose first byte is at `start`, calling `body` with each match's start
    /// and end; returns false once `body` asked to stop or no match can start any more.
    mutating func scan(
      _ chunk: UnsafeBufferPointer<UInt8>, at start: Int, _ body: (Int, Int) -> Bool
    ) -> Bool {
      ignoresCase ? scanFolded(chunk, at: start, body) : scanBytes(chunk, at: start, body)
    }

    /// The literal scan: while nothing is matched, `memchr` skips to the first byte.
    private mutating func scanBytes(
      _ chunk: UnsafeBufferPointer<UInt8>, at start: Int, _ body: (Int, Int) -> Bool
    ) -> Bool {
      guard let base = chunk.baseAddress else { return true }
      let (units, fallback) = (self.units, self.fallback)
      let size = chunk.count
      let count = units.count
      var state = self.state
      defer { self.state = state }
      var index = 0
      while index < size {
        if state == 0 {
          guard let found = memchr(base + index, Int32(lower), size - index) else { return true }
          index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        }
        let byte = UInt32(chunk[index])
        while state > 0, units[state] != byte { state = fallback[state - 1] }
        if units[state] == byte { state += 1 }
        index += 1
        if state == count {
          state = fallback[count - 1]
          let end = start + index
          if !body(end - count, end) { return false }
        }
      }
      return true
    }

    /// The scan ignoring case: while nothing is matched, ASCII that does not fold to the
    /// first unit is passed over without decoding.
    private mutating func scanFolded(
      _ chunk: UnsafeBufferPointer<UInt8>, at start: Int, _ body: (Int, Int) -> Bool
    ) -> Bool {
      let size = chunk.count
      var index = 0
      while index < size {
        if state == 0, pendingCount == 0 {
          while index < size {
            let byte = chunk[index]
            if byte >= 0x80 || byte == lower || byte == upper { break }
            index += 1
          }
          guard index < size else { return true }
          if start + index >= high { return false }
        }
        if !feed(chunk[index], at: start + index, body) { return false }
        index += 1
      }
      return true
    }

    /// Decodes `byte` at `offset` by the maximal-subpart rule, taking each unit it ends (an
    /// invalid sequence as one unit that matches nothing); false to stop.
    @inline(__always) private mutating func feed(_ byte: UInt8, at offset: Int, _ body: (Int, Int) -> Bool)
      -> Bool
    {
      if pendingCount > 0, let promise = lead {
        if promise.allows(byte, at: pendingCount) {
          pendingValue = pendingValue << 6 | UInt32(byte & 0x3F)
          pendingCount += 1
          guard pendingCount == promise.length else { return true }
          pendingCount = 0
          return take(pendingStart, offset + 1, pendingValue, body)
        }
        pendingCount = 0
        if !take(pendingStart, offset, TextStorage.invalidSearchUnit, body) { return false }
      }
      if byte < 0x80 { return take(offset, offset + 1, UInt32(byte), body) }
      guard let promise = UTF8Lead(byte) else {
        return take(offset, offset + 1, TextStorage.invalidSearchUnit, body)
      }
      lead = promise
      pendingStart = offset
      pendingValue = promise.bits
      pendingCount = 1
      return true
    }

    /// Takes the unit `value` that spans `start..<end` into the match; false to stop.
    @inline(__always) private mutating func take(
      _ start: Int, _ end: Int, _ value: UInt32, _ body: (Int, Int) -> Bool
    ) -> Bool {
      let count = units.count
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
  }
}

/// One grapheme cluster of a text: where its bytes are, and the character shown for it.
///
/// An invalid UTF-8 sequence is a cluster of its own, shown as U+FFFD.
public struct Grapheme: Hashable, Sendable {
  /// The bytes of the cluster.
  public var range: Range<ByteOffset>
  /// What the cluster shows: the decoded character, or U+FFFD for an invalid sequence.
  public var character: Character
  /// Whether the bytes were valid UTF-8.
  public var isValid: Bool

  public init(range: Range<ByteOffset>, character: Character, isValid: Bool = true) {
    self.range = range
    self.character = character
    self.isValid = isValid
  }
}

/// Grapheme clusters over bytes that may hold invalid UTF-8.
///
/// Clusters follow the extended grapheme cluster rules of UAX #29 with the properties of the
/// generated tables (`UnicodeProperties.unicodeVersion`); each invalid UTF-8 sequence (a
/// maximal subpart, as the Unicode standard defines for U+FFFD substitution) is a cluster of
/// its own. Every function reads a small window of bytes around the offsets it is given,
/// starting from the nearest place where a cluster certainly starts, never the whole line.
/// The one exception is a run of regional indicators, paired into flags from the start of the
/// run (GB12, GB13): the answer stays exact, and the run before the offset is counted, four
/// bytes a step, without being segmented.
extension TextStorage {
  /// The grapheme clusters that start in `range`, in order. O(log n + k), k the bytes of the
  /// clusters plus the cluster or two before `range` read to find where one starts.
  public func graphemes(in range: Range<ByteOffset>) -> [Grapheme] {
    var result: [Grapheme] = []
    forEachGrapheme(in: range) { grapheme in
      result.append(grapheme)
      return true
    }
    return result
  }

  /// Calls `body` with each grapheme cluster that starts in `range`, in order, until it
  /// returns false; as `graphemes(in:)` without building an array. O(log n + k), k the bytes
  /// of the clusters visited.
  public func forEachGrapheme(in range: Range<ByteOffset>, _ body: (Grapheme) -> Bool) {
    let lower = max(0, range.lowerBound.value)
    let upper = min(byteCount, range.upperBound.value)
    guard lower < upper else { return }
    var window = GraphemeWindow(self, around: lower)
    let start = window.restartPoint(atOrBefore: lower)
    forEachGrapheme(from: start, in: lower..<upper, window: window, body)
  }

  /// Calls `body` with each grapheme cluster that starts in `range`, segmenting forward from
  /// `start`, which the caller knows to be a cluster boundary at or before `range`: no
  /// look-back for a restart point. O(k), k the bytes from `start` to the end of the last
  /// cluster visited.
  ///
  /// A reader that walks a line keeps the boundary where it stopped and resumes from it, so
  /// each cluster costs its own bytes even in a long run of regional indicators, whose
  /// pairing a look-back would have to count from the start of the run.
  func forEachGrapheme(
    fromBoundary start: ByteOffset, in range: Range<ByteOffset>, _ body: (Grapheme) -> Bool
  ) {
    let from = max(0, start.value)
    let lower = max(from, range.lowerBound.value)
    let upper = min(byteCount, range.upperBound.value)
    guard lower < upper else { return }
    forEachGrapheme(from: from, in: lower..<upper, window: GraphemeWindow(self, around: from), body)
  }

  /// Segments forward from the boundary `start` over `window`, calling `body` with each
  /// cluster that starts in `range` until it returns false. O(k), k the bytes read.
  private func forEachGrapheme(
    from start: Int, in range: Range<Int>, window: GraphemeWindow, _ body: (Grapheme) -> Bool
  ) {
    let lower = range.lowerBound
    let upper = range.upperBound
    var segmenter = GraphemeSegmenter(window: window, start: start)
    while let cluster = segmenter.next(), cluster.range.lowerBound < upper {
      guard cluster.range.lowerBound >= lower else { continue }
      let character: Character
      if cluster.range.count == 1, cluster.isValid,
        let byte = segmenter.window.byte(at: cluster.range.lowerBound)
      {
        character = Self.asciiCharacters[Int(byte & 0x7F)]
      } else {
        character = Self.character(of: segmenter.window.bytes(in: cluster.range), isValid: cluster.isValid)
      }
      let grapheme = Grapheme(
        range: ByteOffset(cluster.range.lowerBound)..<ByteOffset(cluster.range.upperBound),
        character: character, isValid: cluster.isValid)
      if !body(grapheme) { return }
    }
  }

  /// The boundary of the grapheme cluster after `offset` (the end of the text at most): the
  /// first boundary past `offset`, also when `offset` is inside a cluster. Cost proportional
  /// to the cluster, not the line; inside a run of regional indicators, plus a count of the
  /// run before `offset` (a tight loop over 4 bytes a step).
  public func graphemeBoundary(after offset: ByteOffset) -> ByteOffset {
    guard offset.value < byteCount else { return endOffset }
    var window = GraphemeWindow(self, around: offset.value)
    let start = window.restartPoint(atOrBefore: max(0, offset.value))
    var segmenter = GraphemeSegmenter(window: window, start: start)
    while let cluster = segmenter.next() {
      if cluster.range.upperBound > offset.value { return ByteOffset(cluster.range.upperBound) }
    }
    return endOffset
  }

  /// The boundary of the grapheme cluster before `offset` (the start of the text at least):
  /// the last boundary before `offset`, also when `offset` is inside a cluster. Cost
  /// proportional to the cluster, not the line; inside a run of regional indicators, plus a
  /// count of the run before `offset` (a tight loop over 4 bytes a step).
  public func graphemeBoundary(before offset: ByteOffset) -> ByteOffset {
    guard offset.value > 0 else { return .zero }
    let target = min(offset.value, byteCount)
    var window = GraphemeWindow(self, around: target)
    let start = window.restartPoint(atOrBefore: target - 1)
    var segmenter = GraphemeSegmenter(window: window, start: start)
    while let cluster = segmenter.next() {
      if cluster.range.upperBound >= target { return ByteOffset(cluster.range.lowerBound) }
    }
    return ByteOffset(start)
  }

  /// Whether a grapheme cluster boundary falls at `offset` (the start and end of the text
  /// are boundaries). O(log n) between two ASCII bytes; else cost as
  /// `graphemeBoundary(after:)`.
  public func isGraphemeBoundary(_ offset: ByteOffset) -> Bool {
    guard offset.value > 0, offset.value < byteCount else { return true }
    // Between two ASCII bytes there is always a boundary but inside CR LF (GB3, GB4, GB5,
    // GB999): no ASCII character extends, joins or prepends.
    var pair: (UInt8, UInt8) = (0xFF, 0xFF)
    var seen = 0
    forEachChunk(in: (offset - 1)..<(offset + 1)) { chunk in
      for byte in chunk {
        if seen == 0 { pair.0 = byte } else { pair.1 = byte }
        seen += 1
      }
      return true
    }
    if pair.0 < 0x80, pair.1 < 0x80 { return pair != (0x0D, 0x0A) }
    return graphemeBoundary(after: offset - 1) == offset
  }

  /// The characters of the ASCII code points, made once: making a `Character` costs more than
  /// finding the cluster.
  static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

  /// The character a cluster shows: U+FFFD for an invalid sequence.
  static func character(of bytes: ArraySlice<UInt8>, isValid: Bool) -> Character {
    guard isValid else { return "\u{FFFD}" }
    if bytes.count == 1, let byte = bytes.first, byte < 0x80 { return asciiCharacters[Int(byte)] }
    // Swift's clusters follow a newer Unicode version; should they split this cluster,
    // the first of them stands for it.
    return String(decoding: bytes, as: UTF8.self).first ?? "\u{FFFD}"
  }
}

/// The number of words in a document, kept up to date as it is edited without reading it
/// again: a word is a run of bytes other than white space (space, tab, line breaks, vertical
/// tab, form feed), as `wc -w` counts in the C locale.
///
/// A full count reads the whole text (O(n): run it as a task on a snapshot of the text);
/// each edit then changes the count by what it did between the white space around it, read
/// from the text (O(log n + the bytes of the words it touches)). An edit whose words run on
/// for more than `neighbourhoodLimit` bytes (a long line without spaces) is not looked at:
/// the count is started again instead.
struct WordCount: Hashable, Sendable {
  /// How far from an edit its words are followed before the count is started again.
  static let neighbourhoodLimit = 1 << 16

  /// The count of the text the running full count read, once it is done; `nil` meanwhile.
  var base: Int?
  /// What the edits made since that text changed.
  var delta = 0
  /// The number of the full count that `base` waits for.
  var generation = 0

  /// The count now; `nil` while a full count runs.
  var value: Int? { base.map { $0 + delta } }

  /// Starts again from a full count about to run on the text now: returns its number.
  mutating func restart() -> Int {
    generation += 1
    base = nil
    delta = 0
    return generation
  }

  /// Takes the full count numbered `generation`, if it is the one awaited.
  mutating func finish(generation: Int, count: Int) {
    guard generation == self.generation else { return }
    base = count
  }

  /// Notes `changes`, made in order to the text that is `text` after the last of them.
  /// Returns `false` when one of them must be counted afresh (`restart()`).
  mutating func note(_ changes: [TextChange], in text: TextStorage) -> Bool {
    var after = text
    var total = 0
    for (index, change) in changes.enumerated().reversed() {
      guard let difference = Self.difference(made: change, in: after) else { return false }
      total += difference
      // The text before this change, for the one before it.
      if index > 0 { after.replace(change.insertedRange, with: change.removed) }
    }
    delta += total
    return true
  }

  /// Whether `byte` is white space.
  @inline(__always)
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  /// The words in `text`. O(n).
  static func count(in text: TextStorage) -> Int {
    var counter = Counter()
    text.forEachChunk(in: .zero..<text.endOffset) { chunk in
      counter.read(chunk)
      return true
    }
    return counter.words
  }

  /// How many words `change` added (negative: removed), read from `text`, the text just
  /// after it; `nil` when the words around it run on too far to follow.
  static func difference(made change: TextChange, in text: TextStorage) -> Int? {
    guard let start = wordStart(before: change.offset, in: text),
      let end = wordEnd(after: change.insertedRange.upperBound, in: text)
    else { return nil }
    var before = Counter()
    var after = Counter()
    text.forEachChunk(in: start..<change.offset) { chunk in
      before.read(chunk)
      after.read(chunk)
      return true
    }
    change.removed.withUnsafeBufferPointer { before.read($0) }
    text.forEachChunk(in: change.insertedRange) { chunk in
      after.read(chunk)
      return true
    }
    text.forEachChunk(in: change.insertedRange.upperBound..<end) { chunk in
      before.read(chunk)
      after.read(chunk)
      return true
    }
    return after.words - before.words
  }

  /// The start of the run of non-space bytes that ends at `offset` (`offset` itself after a
  /// space); `nil` past the limit.
  private static func wordStart(before offset: ByteOffset, in text: TextStorage) -> ByteOffset? {
    var high = offset.value
    let floor = max(0, offset.value - neighbourhoodLimit)
    while high > 0 {
      let low = max(floor, high - 256)
      guard low < high else { return nil }
      let found: Int? = text.withBytes(in: ByteOffset(low)..<ByteOffset(high)) { bytes in
        var index = bytes.count
        while index > 0 {
          if isSpace(bytes[index - 1]) { return low + index }
          index -= 1
        }
        return nil
      }
      if let found { return ByteOffset(found) }
      high = low
    }
    return .zero
  }

  /// The end of the run of non-space bytes that starts at `offset`; `nil` past the limit.
  private static func wordEnd(after offset: ByteOffset, in text: TextStorage) -> ByteOffset? {
    let limit = min(text.byteCount, offset.value + neighbourhoodLimit)
    var position = offset.value
    var found: Int?
    text.forEachChunk(in: offset..<text.endOffset) { chunk in
      for index in chunk.indices {
        if isSpace(chunk[index]) {
          found = position + index
          return false
        }
      }
      position += chunk.count
      return position < limit
    }
    if let found { return ByteOffset(found) }
    return position >= text.byteCount ? text.endOffset : nil
  }

  /// Counts word starts across buffers read in order.
  struct Counter {
    var words = 0
    var afterSpace = true

    /// Reads `bytes`, without a branch per byte (a word starts every few bytes, too often
    /// for a branch to be predicted). O(k).
    mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) {
      var words = self.words
      var afterSpace = self.afterSpace ? 1 : 0
      for byte in bytes {
        let space = (byte == 0x20 ? 1 : 0) | (byte &- 0x09 < 5 ? 1 : 0)
        words &+= afterSpace & (space ^ 1)
        afterSpace = space
      }
      self.words = words
      self.afterSpace = afterSpace == 1
    }
  }
}

import QuireTestSupport
import Testing

@testable import QuireText

/// The tree the program ships with, in the debug build the tests run in: texts built with the
/// release node sizes (leaves of 1 to 4 KiB, 8 to 16 children) and about a megabyte long, so
/// that the tree is four levels deep. Random edits, from a few bytes to most of the text, grow
/// and shrink it by whole levels; after each one the text is checked against the byte-array
/// model and the tree against every invariant, its node sizes those of release builds.
///
/// A failure prints its seed; `QUIRE_SEED=n swift test --filter TextStorageReleaseSizeTests`
/// replays it.
@Suite struct TextStorageReleaseSizeTests {
  /// Random edits on a tree of release sizes: small ones that fill and empty leaves, pastes of
  /// tens of KiB that split leaves and nodes, wide deletions that merge them across every
  /// level; once, nearly everything deleted and a large paste after it, so the root goes down
  /// to a leaf and back up.
  @Test(arguments: SeededRandom.seeds([1, 2, 3]))
  func randomEditsOnAMegabyteMatchTheModel(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let pool = Self.pool(&random)
    var model = TextStorageTestModel(bytes: Self.text(of: 1_100_000, from: pool, &random))
    var text = TextStorage(bytes: model.bytes, limits: .release)
    try #require(text.root.height >= 3, "seed \(seed): a tree of height \(text.root.height)")
    var heights: Set<Int> = []
    for step in 0..<30 {
      let context = "seed \(seed) step \(step); replay with QUIRE_SEED=\(seed)"
      let count = model.bytes.count
      let (range, inserted) =
        step == 12
        ? Self.nearlyEverything(count: count, &random) : Self.randomEdit(count: count, pool: pool, &random)
      let before = text
      let beforeBytes = model.bytes

      let change = text.replace(ByteOffset(range.lowerBound)..<ByteOffset(range.upperBound), with: inserted)
      model.bytes.replaceSubrange(range, with: inserted)
      heights.insert(text.root.height)
      let problems = model.differences(from: text, offsetStride: 4093, lineStride: 211)
      try #require(problems.isEmpty, "\(context): \(problems.prefix(5))")
      try #require(change.removed == Array(beforeBytes[range]), "\(context)")

      if step % 4 == 0 {
        var undone = text
        undone.apply(change.inverted())
        let undoProblems = TextStorageTestModel(bytes: beforeBytes).differences(
          from: undone, offsetStride: 4093, lineStride: 211)
        try #require(undoProblems.isEmpty, "\(context), undone: \(undoProblems.prefix(5))")
        // The copy taken before the edit still holds the old text: nodes are copied on write.
        try #require(before.allBytes == beforeBytes, "\(context): the copy changed")
      }
    }
    // Under 1 KiB the tree is a single leaf: the root came down and went back up.
    #expect(heights.contains(0) && heights.count >= 3, "seed \(seed): heights \(heights.sorted())")
  }

  /// A megabyte arriving in blocks of random sizes builds a tree of release sizes equal to the
  /// whole, and each snapshot on the way holds exactly the bytes that arrived.
  @Test(arguments: SeededRandom.seeds([1, 2]))
  func blocksOfAMegabyteBuildATreeOfReleaseSizes(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let bytes = Self.text(of: 1_200_000, from: Self.pool(&random), &random)
    var builder = TextStorage.Builder(stripsByteOrderMark: false, limits: .release)
    var start = 0
    var blocks = 0
    while start < bytes.count {
      let end = min(bytes.count, start + Int.random(in: 0...30_000, using: &random))
      builder.append(bytes[start..<end])
      start = end
      blocks += 1
      guard blocks % 16 == 0 else { continue }
      let problems = TextStorageTestModel(bytes: Array(bytes[0..<end])).differences(
        from: builder.snapshot(), offsetStride: 4093, lineStride: 211)
      try #require(problems.isEmpty, "seed \(seed) after \(end) bytes: \(problems.prefix(5))")
    }
    let built = builder.build()
    #expect(built.root.height >= 3, "seed \(seed): a tree of height \(built.root.height)")
    let problems = TextStorageTestModel(bytes: bytes).differences(
      from: built, offsetStride: 4093, lineStride: 211)
    #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(5))")
  }
}

extension TextStorageReleaseSizeTests {
  /// 64 KiB of random pieces (every line-break and encoding case), which texts are cut from.
  static func pool(_ random: inout SeededRandom) -> [UInt8] {
    var pool: [UInt8] = []
    while pool.count < 65_536 { pool += RandomBytes.make(&random, maxPieces: 60) }
    return pool
  }

  /// `count` bytes: slices of the pool from random offsets, so that their seams cut CR LF pairs
  /// and UTF-8 sequences.
  static func text(of count: Int, from pool: [UInt8], _ random: inout SeededRandom) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    while bytes.count < count {
      let start = Int.random(in: 0..<pool.count, using: &random)
      let length = min(count - bytes.count, Int.random(in: 1...8192, using: &random))
      bytes += pool[start..<min(pool.count, start + length)]
    }
    return bytes
  }

  /// The deletion of all but at most 1000 bytes of a text of `count` bytes, split between its
  /// two ends: fewer than a leaf holds at least, so the tree must come down to a single leaf.
  static func nearlyEverything(
    count: Int, _ random: inout SeededRandom
  ) -> (range: Range<Int>, inserted: [UInt8]) {
    let keep = Int.random(in: 0...min(count, 1000), using: &random)
    return ((keep / 2)..<(count - keep / 2), [])
  }

  /// The range to replace in a text of `count` bytes and the bytes to put there. A text under
  /// 300 KB gets a large paste, one over 1.5 MB a wide deletion, so it stays about a megabyte.
  static func randomEdit(
    count: Int, pool: [UInt8], _ random: inout SeededRandom
  ) -> (range: Range<Int>, inserted: [UInt8]) {
    let low = Int.random(in: 0...count, using: &random)
    let choice = count < 300_000 ? 5 : count > 1_500_000 ? 6 : Int.random(in: 0..<11, using: &random)
    switch choice {
    case 0..<3:
      let high = min(count, low + Int.random(in: 0...12, using: &random))
      return (low..<high, text(of: Int.random(in: 0...12, using: &random), from: pool, &random))
    case 3, 4:
      return (low..<low, text(of: Int.random(in: 1...65_536, using: &random), from: pool, &random))
    case 5:
      let high = min(count, low + Int.random(in: 0...4096, using: &random))
      return (low..<high, text(of: Int.random(in: 300_000...900_000, using: &random), from: pool, &random))
    case 6..<10:
      let high = min(count, low + Int.random(in: 0...(count / 3), using: &random))
      return (low..<high, text(of: Int.random(in: 0...8192, using: &random), from: pool, &random))
    default:
      // A leaf's worth at a random place: fills a leaf and splits it.
      return (low..<low, text(of: Int.random(in: 1000...5000, using: &random), from: pool, &random))
    }
  }
}

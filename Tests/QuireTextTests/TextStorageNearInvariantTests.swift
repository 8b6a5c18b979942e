import QuireTestSupport
import Testing

@testable import QuireText

/// `invariantViolations(near:)`, the check of the part of a tree an edit could have changed,
/// which the text fuzzer runs after every step of its edit scripts.
@Suite struct TextStorageNearInvariantTests {
  /// The leaves of `text`'s tree in order, with the offset where each starts.
  static func leaves(_ text: TextStorage) -> [(node: RopeNode, start: Int)] {
    var found: [(RopeNode, Int)] = []
    var offset = 0
    func visit(_ node: RopeNode) {
      if node.isLeaf {
        found.append((node, offset))
        offset += node.bytes.count
      } else {
        node.children.forEach(visit)
      }
    }
    visit(text.root)
    return found
  }

  /// After random edits the check near each edit finds nothing, as the whole check does.
  @Test(arguments: SeededRandom.seeds(Array(1...10)))
  func soundTreeHasNoProblemsNearAnyEdit(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var text = TextStorage(bytes: RandomBytes.make(&random, maxPieces: 200))
    for step in 0..<60 {
      let count = text.byteCount
      let low = Int.random(in: 0...count, using: &random)
      let high = min(count, low + Int.random(in: 0...40, using: &random))
      let inserted = RandomBytes.make(&random, maxPieces: Int.random(in: 0...30, using: &random))
      text.replace(ByteOffset(low)..<ByteOffset(high), with: inserted)
      let near = text.invariantViolations(near: ByteOffset(low)..<ByteOffset(low + inserted.count))
      #expect(near.isEmpty && text.invariantViolations().isEmpty, "seed \(seed) step \(step): \(near)")
    }
  }

  /// A leaf whose line count is wrong is found by a check near it, and, as the check costs
  /// only what is near, not by one far from it; the whole check finds it wherever it is.
  @Test func staleLeafIsFoundNearItOnly() {
    let text = TextStorage(bytes: Array(String(repeating: "line of text\n", count: 200).utf8))
    let leaves = Self.leaves(text)
    #expect(leaves.count > 20 && text.root.height >= 3)
    let (leaf, start) = leaves[leaves.count / 2]
    leaf.summary.lineFeeds += 1
    let problems = text.invariantViolations(near: ByteOffset(start)..<ByteOffset(start + 1))
    #expect(problems.contains { $0.contains("stale summary of leaf at @\(start)") }, "\(problems)")
    #expect(text.invariantViolations(near: .zero..<ByteOffset(1)).isEmpty)
    #expect(!text.invariantViolations().isEmpty)
  }

  /// A leaf of too few bytes beside the checked part is found: an edit that merges or
  /// regroups nodes next to it changes its siblings too.
  @Test func undersizedSiblingBesideTheEditIsFound() {
    let text = TextStorage(bytes: Array(String(repeating: "abcdefghij", count: 60).utf8))
    let leaves = Self.leaves(text)
    let (leaf, start) = leaves[leaves.count / 2]
    let next = leaves[leaves.count / 2 + 1]
    leaf.bytes.removeLast(leaf.bytes.count - 2)
    leaf.summary = RopeSummary(of: leaf.bytes)
    let problems = text.invariantViolations(near: ByteOffset(next.start)..<ByteOffset(next.start))
    #expect(problems.contains { $0.contains("leaf at @\(start) holds 2 bytes") }, "\(problems)")
  }
}

import QuireTestSupport
import QuireText
import Testing

@Suite struct TextStorageRandomEditTests {
  /// Random inserts, deletes and replacements, checked after every step against the model;
  /// every change's inverse restores the text before it.
  @Test(arguments: SeededRandom.seeds(Array(1...40)))
  func randomEditsMatchTheModel(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var model = TextStorageTestModel(bytes: RandomBytes.make(&random, maxPieces: 60))
    var text = TextStorage(bytes: model.bytes)
    for step in 0..<160 {
      let count = model.bytes.count
      let low = Int.random(in: 0...count, using: &random)
      let kind = Int.random(in: 0..<10, using: &random)
      let high =
        kind < 4 ? low : min(count, low + Int.random(in: 0...(kind == 9 ? count : 12), using: &random))
      let big = Int.random(in: 0..<12, using: &random) == 0
      let inserted = kind >= 4 && kind < 7 ? [] : RandomBytes.make(&random, maxPieces: big ? 120 : 6)
      let before = text
      let beforeBytes = model.bytes

      let change = text.replace(ByteOffset(low)..<ByteOffset(high), with: inserted)
      model.bytes.replaceSubrange(low..<high, with: inserted)
      let problems = model.differences(from: text, offsetStride: step % 8 == 0 ? 1 : 7)
      #expect(problems.isEmpty, "seed \(seed) step \(step): \(problems.prefix(5))")
      #expect(change.removed == Array(beforeBytes[low..<high]), "seed \(seed) step \(step)")
      if !problems.isEmpty { return }

      if Int.random(in: 0..<4, using: &random) == 0 {
        var undone = text
        undone.apply(change.inverted())
        let undoProblems = TextStorageTestModel(bytes: beforeBytes).differences(
          from: undone, offsetStride: 7)
        #expect(undoProblems.isEmpty, "seed \(seed) step \(step) undo: \(undoProblems.prefix(5))")
        // The copy taken before the edit still shows the old text: nodes are copied on write.
        #expect(before.allBytes == beforeBytes, "seed \(seed) step \(step): copy changed")
      }
    }
  }
}

extension TextStorageRandomEditTests {
  /// A text of tens of thousands of bytes makes a tree six or more levels deep in debug
  /// builds; wide deletions and large pastes then split and merge across every level.
  @Test(arguments: SeededRandom.seeds([1, 2, 3]))
  func wideEditsOnADeepTreeMatchTheModel(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var model = TextStorageTestModel(bytes: [])
    for _ in 0..<250 { model.bytes += RandomBytes.make(&random, maxPieces: 40) }
    var text = TextStorage(bytes: model.bytes)
    for step in 0..<16 {
      let count = model.bytes.count
      let low = Int.random(in: 0...count, using: &random)
      let high = min(count, low + Int.random(in: 0...(count / 3), using: &random))
      var inserted: [UInt8] = []
      for _ in 0..<Int.random(in: 0...60, using: &random) {
        inserted += RandomBytes.make(&random, maxPieces: 40)
      }
      text.replace(ByteOffset(low)..<ByteOffset(high), with: inserted)
      model.bytes.replaceSubrange(low..<high, with: inserted)
      let problems = model.differences(from: text, offsetStride: 101, lineStride: 17)
      #expect(problems.isEmpty, "seed \(seed) step \(step): \(problems.prefix(5))")
      if !problems.isEmpty { return }
    }
  }
}

extension TextStorageRandomEditTests {
  @Test func rangesPastTheEndAreClampedToTheText() {
    var text = TextStorage("abc")
    let change = text.replace(ByteOffset(2)..<ByteOffset(50), with: "Z")
    #expect(text.string == "abZ")
    #expect(change.removed == Array("c".utf8))
    text.replace(ByteOffset(99)..<ByteOffset(120), with: "!")
    #expect(text.string == "abZ!")
  }
}

import Quire
import QuireTestSupport
import Testing

/// Edits of a list as data: each one's inverse undoes it, and the editor's history gives back
/// every earlier list.
@MainActor @Suite struct ListEditTests {
  @Test(arguments: [
    (ListEdit.insert("x", at: 1), ["a", "x", "b", "c"]),
    (.insert("x", at: 3), ["a", "b", "c", "x"]),
    (.remove(at: 0), ["b", "c"]),
    (.replace(at: 2, with: "z"), ["a", "b", "z"]),
    (.move(from: 0, to: 2), ["b", "c", "a"]),
    (.move(from: 2, to: 0), ["c", "a", "b"]),
  ])
  func applyingAndItsInverse(edit: ListEdit, expected: [String]) {
    var items = ["a", "b", "c"]
    let inverse = edit.apply(to: &items)
    #expect(items == expected)
    inverse.apply(to: &items)
    #expect(items == ["a", "b", "c"])
  }

  @Test(arguments: SeededRandom.seeds(count: 40, from: 0x4C15_7ED1))
  func undoingEverythingGivesBackEveryEarlierList(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var editor = ListEditor(items: ["a", "b"])
    editor.rows = 3
    var states = [editor.items]
    for step in 0..<60 {
      let count = editor.items.count
      let roll = random.next() % 4
      if count == 0 || roll == 0 {
        editor.setCursor(Int(random.next() % UInt64(max(1, count))))
        editor.add("n\(step)")
      } else if roll == 1 {
        editor.deleteItem(at: Int(random.next() % UInt64(count)))
      } else if roll == 2 {
        editor.replaceItem(at: Int(random.next() % UInt64(count)), with: "r\(step)")
      } else if !editor.moveItem(at: Int(random.next() % UInt64(count)), by: random.next() % 2 == 0 ? -1 : 1)
      {
        continue
      }
      #expect(editor.cursor.map { editor.items.indices.contains($0) } ?? editor.items.isEmpty)
      states.append(editor.items)
    }
    let context = Comment(rawValue: "seed \(seed); replay with QUIRE_SEED=\(seed)")
    for expected in states.reversed().dropFirst() {
      let undone = editor.undo()
      #expect(undone && editor.items == expected, context)
    }
    let undoneMore = editor.undo()
    #expect(!undoneMore, context)
    for expected in states.dropFirst() {
      let redone = editor.redo()
      #expect(redone && editor.items == expected, context)
    }
  }

  @Test func aNewChangeClearsWhatCouldBeRedone() {
    var editor = ListEditor(items: ["a"])
    editor.add("b")
    editor.undo()
    #expect(editor.canRedo)
    editor.add("c")
    #expect(!editor.canRedo)
    #expect(editor.items == ["a", "c"])
  }
}

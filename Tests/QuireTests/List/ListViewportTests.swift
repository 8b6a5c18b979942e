import Quire
import Testing

/// The shared list viewport: the cursor stays shown, scrolling as little as possible.
@Suite struct ListViewportTests {
  @Test func movingPastTheBottomScrollsByOne() {
    var list = ListViewport(count: 10)
    for _ in 0..<4 { list.perform(.down, inRows: 3) }
    #expect(list.cursor == 4)
    #expect(list.visibleItems(inRows: 3) == 2..<5)
    list.perform(.up, inRows: 3)
    #expect(list.visibleItems(inRows: 3) == 2..<5, "moving up inside the view does not scroll")
  }

  @Test func shrinkingTheRowsKeepsTheCursorShown() {
    var list = ListViewport(count: 20, cursor: 9)
    list.reveal(inRows: 10)
    #expect(list.visibleItems(inRows: 10) == 0..<10)
    #expect(list.visibleItems(inRows: 4) == 6..<10)
  }

  @Test func pagesAndEnds() {
    var list = ListViewport(count: 20)
    list.perform(.pageDown, inRows: 5)
    #expect(list.cursor == 4)
    list.perform(.last, inRows: 5)
    #expect(list.cursor == 19)
    #expect(list.visibleItems(inRows: 5) == 15..<20)
    list.perform(.first, inRows: 5)
    #expect(list.cursor == 0)
    #expect(list.visibleItems(inRows: 5) == 0..<5)
  }

  @Test func itemsOfSeveralRows() {
    var list = ListViewport(count: 5, rowsPerItem: 2)
    list.move(by: 2, inRows: 4)
    #expect(list.visibleItems(inRows: 4) == 1..<3)
    #expect(list.item(atRow: 3, inRows: 4) == 2)
    #expect(list.item(atRow: 4, inRows: 4) == nil)
  }

  @Test func theWheelScrollsAndDragsTheCursorAlong() {
    var list = ListViewport(count: 30)
    _ = list.handle(MouseEvent(kind: .wheelDown, button: .none, column: 0, row: 0), inRows: 5)
    #expect(list.visibleItems(inRows: 5) == 3..<8)
    #expect(list.cursor == 3)
    let pressed = list.handle(MouseEvent(kind: .press, button: .left, column: 2, row: 4), inRows: 5)
    #expect(pressed == 7)
    #expect(list.cursor == 7)
  }

  @Test func anEmptyListHasNoCursor() {
    var list = ListViewport(count: 0)
    list.perform(.down, inRows: 3)
    #expect(list.cursor == nil)
    #expect(list.visibleItems(inRows: 3).isEmpty)
    list.setCount(2)
    #expect(list.cursor == 0)
  }
}

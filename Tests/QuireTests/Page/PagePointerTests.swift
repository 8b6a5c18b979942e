import Testing

@testable import Quire

/// The mouse on a page around a text: the text's events come out in its coordinates, a drag
/// that began in the text stays with it, and a click outside activates only the target it
/// was pressed on.
@Suite struct PagePointerTests {
  /// The text at column 1, rows 2 to 11; the target `"back"` at row 0, columns 1 to 6.
  let text = CellRect(column: 1, row: 2, columns: 38, rows: 10)

  func target(_ place: CellPosition) -> String? {
    place.row == 0 && (1..<7).contains(place.column) ? "back" : nil
  }

  func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) -> MouseEvent {
    MouseEvent(kind: kind, button: .left, column: column, row: row)
  }

  @Test func aPressInTheTextAndItsDragGoToTheTextInItsCoordinates() {
    var pointer = PagePointer<String>()
    #expect(pointer.route(mouse(.press, 5, 4), text: text, target: target) == .text(mouse(.press, 4, 2)))
    #expect(
      pointer.route(mouse(.drag, 3, 0), text: text, target: target) == .text(mouse(.drag, 2, -2)),
      "a drag out of the text stays with the text")
    #expect(pointer.route(mouse(.release, 3, 0), text: text, target: target) == .text(mouse(.release, 2, -2)))
    #expect(pointer.route(mouse(.drag, 3, 0), text: text, target: target) == .ignored, "the drag has ended")
  }

  @Test func theWheelAnywhereGoesToTheText() {
    var pointer = PagePointer<String>()
    #expect(
      pointer.route(mouse(.wheelDown, 3, 0), text: text, target: target) == .text(mouse(.wheelDown, 2, -2)))
  }

  @Test func aPressAndAReleaseOnTheTargetActivateIt() {
    var pointer = PagePointer<String>()
    #expect(pointer.route(mouse(.press, 2, 0), text: text, target: target) == .consumed)
    #expect(pointer.route(mouse(.release, 4, 0), text: text, target: target) == .activated("back"))
  }

  @Test func aReleaseElsewhereActivatesNothing() {
    var pointer = PagePointer<String>()
    #expect(pointer.route(mouse(.press, 2, 0), text: text, target: target) == .consumed)
    #expect(pointer.route(mouse(.release, 20, 0), text: text, target: target) == .ignored)
    #expect(pointer.route(mouse(.release, 2, 0), text: text, target: target) == .consumed, "no press is held")
    #expect(pointer.route(mouse(.press, 20, 0), text: text, target: target) == .ignored)
    #expect(pointer.route(mouse(.release, 2, 0), text: text, target: target) == .consumed)
  }
}

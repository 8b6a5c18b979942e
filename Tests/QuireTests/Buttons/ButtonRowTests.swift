import Quire
import QuireTestSupport
import Testing

/// The shared button row: how it is written at each width, which button a column hits, how
/// the focus moves, how a click is told from a press let go elsewhere.
@MainActor @Suite struct ButtonRowTests {
  static let okayCancel = ButtonRow(
    [
      Button(.word(.okay), value: 1, key: KeyChord(.enter)),
      Button(.word(.cancel), value: 0, key: KeyChord(.escape)),
    ],
    look: .framed)

  func drawn(_ row: ButtonRow<Int>, room: Int, theme: Theme = .standard) -> (String, CellGrid) {
    var canvas = Canvas(CellGrid(size: TerminalSize(columns: room, rows: 1)))
    let layout = row.layout(room: room, strings: .english)
    row.draw(
      in: &canvas, at: CellPosition(column: 0, row: 0), layout: layout, context: DrawContext(theme: theme))
    return (canvas.line(0), canvas.grid)
  }

  @Test(arguments: [
    (30, "[ Okay ⏎ ]  [ Cancel esc ]"),
    (26, "[ Okay ⏎ ]  [ Cancel esc ]"),
    (25, "[ Okay ]  [ Cancel ]"),
    (19, "[Okay] [Cancel]"),
    (15, "[Okay] [Cancel]"),
  ])
  func aNarrowRowDropsTheKeysThenTheInnerSpaces(room: Int, expected: String) {
    #expect(drawn(Self.okayCancel, room: room).0 == expected)
  }

  @Test func theDefaultButtonStandsOutWithoutColour() {
    let (_, grid) = drawn(Self.okayCancel, room: 30, theme: .monochrome)
    #expect(grid[0, 0].style.attributes.contains(.reverse))
    #expect(!grid[12, 0].style.attributes.contains(.reverse))
  }

  @Test func aColumnHitsTheButtonDrawnThere() {
    let layout = Self.okayCancel.layout(room: 30, strings: .english)
    #expect(layout.spans == [0..<10, 12..<26])
    #expect(layout.button(atColumn: 0) == 0)
    #expect(layout.button(atColumn: 10) == nil, "the gap")
    #expect(layout.button(atColumn: 25) == 1)
  }

  @Test func theFocusMovesBothWaysAndWraps() {
    var row = ButtonRow(
      [Button("A", value: 0), Button("B", value: 1), Button("C", value: 2)], look: .focusFramed)
    #expect(row.current == 0)
    #expect(row.handle(KeyEvent(.left)) == .consumed)
    #expect(row.current == 2)
    _ = row.handle(KeyEvent(.tab))
    _ = row.handle(KeyEvent(.right))
    #expect(row.currentValue == 1)
    #expect(row.handle(KeyEvent(.up)) == .ignored)
  }

  @Test func aFramedRowWithoutFocusLeavesTheKeys() {
    var row = Self.okayCancel
    #expect(row.handle(KeyEvent(.right)) == .ignored)
    #expect(row.currentValue == 1, "Return presses the default")
    #expect(row.helpItems(.english).isEmpty)
  }

  @Test func aClickIsAPressAndAReleaseOnTheSameButton() {
    var row = Self.okayCancel
    let layout = row.layout(room: 30, strings: .english)
    func mouse(_ kind: MouseEvent.Kind, _ column: Int) -> MouseEvent {
      MouseEvent(kind: kind, button: .left, column: column, row: 0)
    }
    #expect(row.handle(mouse(.press, 14), layout: layout) == .consumed)
    #expect(row.handle(mouse(.release, 20), layout: layout) == .activated(1))
    #expect(row.handle(mouse(.press, 3), layout: layout) == .consumed)
    #expect(row.handle(mouse(.release, 14), layout: layout) == .consumed, "let go on another button")
    #expect(row.handle(mouse(.press, 11), layout: layout) == .ignored, "the gap")
  }

  @Test func aDestructiveButtonIsMarkedInText() {
    let row = ButtonRow(
      [Button("Delete", value: 1, role: .destructive), Button("Keep", value: 0)], look: .focusFramed,
      defaultIndex: 1)
    #expect(drawn(row, room: 30).0 == "  Delete!   [ Keep ]")
  }
}

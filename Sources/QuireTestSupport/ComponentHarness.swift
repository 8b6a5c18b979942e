import Quire

/// A component driven alone, as its tests need it: keys, text, pastes and the mouse go
/// through `handle` with a context of its own (manual time, an in-app clipboard), and the
/// component is drawn into a grid, read back as rows with the caret as `|` (`ScreenText`).
///
/// `size` says how big the component is drawn from its state (a text area's viewport, a
/// field's width), so a test that changes the state sees the new size.
@MainActor
public struct ComponentHarness<Subject: Component> {
  /// The component.
  public var component: Subject
  /// The time its context reads, moved only by the test.
  public let time = ManualTime()
  /// The clipboard its context copies to and pastes from (not the system's).
  public let clipboard = Clipboard(usesSystemClipboard: false)
  /// The context every event is handled in; its `requests` collect what the component asked.
  public let context: EventContext
  /// The theme it is drawn with.
  public var theme = Theme.standard
  /// The size it is drawn at, from its state.
  public let size: @MainActor (Subject) -> TerminalSize

  /// Drives `component`, drawn at the size `size` gives.
  public init(_ component: Subject, size: @escaping @MainActor (Subject) -> TerminalSize) {
    self.component = component
    self.size = size
    context = EventContext(time: time, clipboard: clipboard)
  }

  /// Drives `component`, drawn at `size`.
  public init(_ component: Subject, size: TerminalSize) {
    self.init(component) { _ in size }
  }

  /// Handles `event`.
  @discardableResult
  public mutating func send(_ event: InputEvent) -> EventVerdict {
    component.handle(event, context: context)
  }

  /// Presses each key in turn.
  @discardableResult
  public mutating func press(_ keys: KeyChord...) -> [EventVerdict] {
    keys.map { send(.key(KeyEvent($0.key, modifiers: $0.modifiers))) }
  }

  /// Types `text`, a key per character.
  @discardableResult
  public mutating func type(_ text: String) -> [EventVerdict] {
    text.map { send(.key(KeyEvent(.character($0)))) }
  }

  /// Pastes `text` (bracketed paste).
  @discardableResult
  public mutating func paste(_ text: String) -> EventVerdict {
    send(.paste(text))
  }

  /// Sends a mouse event at a cell of the component.
  @discardableResult
  public mutating func mouse(
    _ kind: MouseEvent.Kind, column: Int, row: Int = 0, button: MouseEvent.Button = .left,
    modifiers: Modifiers = []
  ) -> EventVerdict {
    send(.mouse(MouseEvent(kind: kind, button: button, column: column, row: row, modifiers: modifiers)))
  }

  /// Clicks (press and release) at a cell of the component.
  public mutating func click(column: Int, row: Int = 0, modifiers: Modifiers = []) {
    mouse(.press, column: column, row: row, modifiers: modifiers)
    mouse(.release, column: column, row: row, modifiers: modifiers)
  }

  /// The grid the component draws at `size` (its own size when `nil`), focused unless told.
  public func grid(size: TerminalSize? = nil, focused: Bool = true) -> CellGrid {
    Self.draw(component, size: size ?? self.size(component), theme: theme, focused: focused)
  }

  /// The grid `component` draws at `size`.
  public static func draw(
    _ component: Subject, size: TerminalSize, theme: Theme = .standard, focused: Bool = true
  ) -> CellGrid {
    var canvas = Canvas(CellGrid(size: size))
    component.draw(in: &canvas, context: DrawContext(theme: theme, isFocused: focused))
    return canvas.grid
  }

  /// The component drawn at `size` (its own size when `nil`), row by row, the caret as `|`.
  public func screen(size: TerminalSize? = nil, focused: Bool = true) -> String {
    ScreenText.marked(grid(size: size, focused: focused))
  }

  /// Throws unless the component, drawn at `size` (its own when `nil`), meets `expected`,
  /// with the expected and actual rows side by side, the cells that differ marked.
  public func expectScreen(
    _ expected: ScreenExpectation, size: TerminalSize? = nil, focused: Bool = true,
    fileID: String = #fileID, line: Int = #line
  ) throws(ScreenMismatch) {
    let shown = screen(size: size, focused: focused)
    if let mismatch = expected.mismatch(in: shown, place: ScreenMismatch.place(fileID, line)) {
      throw mismatch
    }
  }

  /// Throws unless the component, drawn at `size` (its own when `nil`), shows exactly `rows`
  /// (a multi-line literal, the caret as `|`), as `expectScreen(.rows(rows))`.
  public func expectScreen(
    _ rows: String, size: TerminalSize? = nil, focused: Bool = true, fileID: String = #fileID,
    line: Int = #line
  ) throws(ScreenMismatch) {
    try expectScreen(.rows(rows), size: size, focused: focused, fileID: fileID, line: line)
  }

  /// How many times the bell rang.
  public var bells: Int {
    context.requests.filter { if case .bell = $0 { true } else { false } }.count
  }
}

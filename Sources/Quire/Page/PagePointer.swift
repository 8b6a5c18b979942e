/// The mouse on a page around a text area (`PageLayout`): a press in the text, the drag that
/// follows wherever it goes, and the wheel anywhere belong to the text area, and come out in
/// its coordinates; elsewhere a click (a press and a release on the same target: a button,
/// a help item, the way back) activates what was clicked. The page says what lies where and
/// carries out the outcome.
struct PagePointer<Target: Hashable & Sendable>: Hashable, Sendable {
  /// What a mouse event came to.
  enum Outcome: Hashable, Sendable {
    /// The event for the text area, in the text area's coordinates.
    case text(MouseEvent)
    /// The target pressed was released on: the page performs it.
    case activated(Target)
    /// A press or release on a target.
    case consumed
    /// Nothing the page shows.
    case ignored
  }

  /// Whether a press in the text is being dragged: the drag goes to the area wherever it is.
  private(set) var isDraggingText = false
  /// The target pressed, until the release that clicks it.
  private(set) var pressed: Target?

  /// Routes `mouse` (in the page's coordinates) on a page whose text is at `text`; `target`
  /// names what lies at a place outside the text, if anything.
  mutating func route(_ mouse: MouseEvent, text: CellRect, target: (CellPosition) -> Target?) -> Outcome {
    let place = CellPosition(column: mouse.column, row: mouse.row)
    let isWheel = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight].contains(mouse.kind)
    if isDraggingText || isWheel || mouse.kind == .press && text.contains(place) {
      if mouse.kind == .press { isDraggingText = true }
      if mouse.kind == .release { isDraggingText = false }
      var local = mouse
      local.column -= text.column
      local.row -= text.row
      return .text(local)
    }
    let hit = target(place)
    switch mouse.kind {
    case .press:
      pressed = hit
    case .release:
      defer { pressed = nil }
      if let hit, hit == pressed { return .activated(hit) }
    default:
      return .ignored
    }
    return hit == nil ? .ignored : .consumed
  }
}

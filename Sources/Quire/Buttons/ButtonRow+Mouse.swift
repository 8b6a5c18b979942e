extension ButtonRow {
  /// A click on a button: the press (on a button) holds it, and focuses it in a
  /// `.focusFramed` row; the release on the same button activates it, elsewhere lets it go.
  /// `mouse` is in the row's coordinates: row 0, column 0 where `layout` starts.
  public mutating func handle(_ mouse: MouseEvent, layout: Layout) -> MouseOutcome {
    let hit = mouse.row == 0 ? layout.button(atColumn: mouse.column) : nil
    switch mouse.kind {
    case .press where mouse.button == .left:
      guard let hit else { return .ignored }
      pressed = hit
      if look == .focusFramed { focus = hit }
      return .consumed
    case .release:
      guard let held = pressed else { return .ignored }
      pressed = nil
      return hit == held ? .activated(held) : .consumed
    case .drag:
      return pressed == nil ? .ignored : .consumed
    default:
      return .ignored
    }
  }
}

extension TextField {
  /// A left press places the caret where it was clicked (Shift: extends the selection to
  /// there); dragging selects from the press. Events in the field's own coordinates.
  mutating func handleMouse(_ mouse: MouseEvent) -> EventVerdict {
    switch mouse.kind {
    case .press where mouse.button == .left:
      guard mouse.row == 0, mouse.column >= 0 else { return .ignored }
      let offset = clickedOffset(mouse.column)
      let anchor = mouse.modifiers.contains(.shift) ? buffer.selection.anchor : offset
      buffer.selection = TextSelection(anchor: anchor, head: offset)
      buffer.breakGroup()
      dragAnchor = anchor
      return .consumed
    case .drag:
      guard let anchor = dragAnchor else { return .ignored }
      buffer.selection = TextSelection(anchor: anchor, head: clickedOffset(max(0, mouse.column)))
      return .consumed
    case .release:
      guard dragAnchor != nil else { return .ignored }
      dragAnchor = nil
      return .consumed
    default:
      return .ignored
    }
  }

  private func clickedOffset(_ column: Int) -> ByteOffset {
    let scroll = width > 0 ? scroll(forWidth: width) : scrollColumn
    return offset(atColumn: column, scroll: scroll)
  }
}

extension DocumentEditor {
  /// A mouse event in the screen's coordinates: in the text (or a drag that began there) it
  /// goes to the area; the wheel anywhere scrolls the text; a click (press and release) on
  /// the back label at the left of the bar leaves.
  func handle(_ mouse: MouseEvent, layout: Layout, context: ScreenContext<DocumentEditorResult>)
    -> EventVerdict
  {
    let place = CellPosition(column: mouse.column, row: mouse.row)
    let isWheel = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight].contains(mouse.kind)
    if isDraggingText || isWheel || mouse.kind == .press && layout.text.contains(place) {
      if mouse.kind == .press { isDraggingText = true }
      if mouse.kind == .release { isDraggingText = false }
      var local = mouse
      local.column -= layout.text.column
      local.row -= layout.text.row
      let verdict = textArea.handle(.mouse(local), context: context)
      textDidChange(context: context)
      return verdict
    }
    let onBack =
      place.row == layout.bar
      && Self.backSpan(backTitle: backTitle, columns: context.area.columns, strings: context.strings)
        .contains(place.column)
    switch mouse.kind {
    case .press:
      pressedBack = onBack
    case .release:
      defer { pressedBack = false }
      if onBack, pressedBack { leave(context: context) }
    default:
      return .ignored
    }
    return onBack ? .consumed : .ignored
  }
}

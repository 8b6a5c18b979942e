extension DocumentEditor {
  /// A mouse event in the screen's coordinates: in the text (or a drag that began there) it
  /// goes to the area; the wheel anywhere scrolls the text; a click (press and release) on
  /// the back label at the left of the bar leaves.
  func handle(_ mouse: MouseEvent, layout: Layout, context: ScreenContext<DocumentEditor>)
    -> EventVerdict
  {
    let outcome = pointer.route(mouse, text: layout.text) { place in
      let back = Self.backSpan(backTitle: backTitle, columns: context.area.columns, strings: context.strings)
      return place.row == layout.bar && back.contains(place.column) ? .back : nil
    }
    switch outcome {
    case .text(let local):
      let verdict = textArea.handle(.mouse(local), context: context)
      textDidChange(context: context)
      followClicked(local, context: context)
      return verdict
    case .activated:
      leave(context: context)
      return .consumed
    case .consumed:
      return .consumed
    case .ignored:
      return .ignored
    }
  }
}

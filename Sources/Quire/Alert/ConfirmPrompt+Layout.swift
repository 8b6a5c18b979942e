extension ConfirmPrompt {
  /// Where the buttons start and how they are written at `width`: after the whole question
  /// in the widest look that fits beside it; when even the tightest does not, the question
  /// is cut with an ellipsis.
  func layout(width: Int, strings: Strings) -> (
    promptWidth: Int, origin: Int, buttons: ButtonRow<Bool>.Layout
  ) {
    let room = max(0, width - 2)
    let whole = Canvas.shownWidth(of: prompt)
    let buttonsLayout = buttons.layout(room: room - whole - ConfirmPrompt.gap, strings: strings)
    let promptWidth = min(whole, max(0, room - buttonsLayout.width - ConfirmPrompt.gap))
    let origin = 1 + promptWidth + (promptWidth > 0 ? ConfirmPrompt.gap : 0)
    return (promptWidth, origin, buttonsLayout)
  }

  /// On the inline surface, as wide as the whole question, the buttons in their widest look
  /// and the keys beside them need (`Screen.preferredWidth`).
  public func preferredWidth(context: DrawContext) -> Int? {
    let strings = context.strings
    let whole = layout(width: Int(UInt16.max), strings: strings)
    return whole.origin + whole.buttons.width + 2 + HelpBar.width(of: hintItems(strings)) + 1
  }

  /// Where the buttons are in a region of `size`: on its one row, after the question.
  public func buttonsPlacement(in size: TerminalSize, strings: Strings)
    -> (origin: CellPosition, layout: ButtonRow<Bool>.Layout)
  {
    let layout = layout(width: size.columns, strings: strings)
    return (CellPosition(column: layout.origin, row: 0), layout.buttons)
  }
}

extension DatePickerPrompt {
  /// Where the rows go in an area of `size`.
  struct Layout: Hashable {
    var titleRow: Int?
    var picker: CellRect
    var helpRow: Int?
  }

  /// The layout in `size`: the picker always; the keys' row from 4 rows, the title's from
  /// 8, so a short terminal keeps the days.
  func layout(in size: TerminalSize) -> Layout {
    let hasHelp = size.rows >= 4
    let hasTitle = title != nil && size.rows >= 8
    let top = hasTitle ? 1 : 0
    let pickerRows = max(0, size.rows - top - (hasHelp ? 1 : 0))
    return Layout(
      titleRow: hasTitle ? 0 : nil,
      picker: CellRect(column: 0, row: top, columns: size.columns, rows: pickerRows),
      helpRow: hasHelp ? top + pickerRows : nil)
  }

  /// On the inline surface, as wide as the title, the picker and the keys need
  /// (`Screen.preferredWidth`), whatever month or message it shows, so it keeps its width.
  public func preferredWidth(context: DrawContext) -> Int? {
    let strings = context.strings
    let titleWidth = title.map { 1 + Canvas.shownWidth(of: $0) + 1 } ?? 0
    let keys = 1 + HelpBar.width(of: picker.helpItems(strings)) + 1
    return max(titleWidth, picker.preferredWidth(strings), keys)
  }
}

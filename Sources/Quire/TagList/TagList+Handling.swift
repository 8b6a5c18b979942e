extension TagList {
  /// Keys through `keys`; a click puts the cursor on a tag, a click on the tag under the
  /// cursor chooses it; the wheel scrolls.
  public func handle(_ event: InputEvent, context: ScreenContext<TagList>) -> EventVerdict {
    let rows = Self.layout(in: TerminalSize(columns: context.area.columns, rows: context.area.rows)).list.rows
    switch event {
    case .key(let key):
      guard let action = keys.action(for: key) else { return .ignored }
      perform(action, rows: rows, context: context)
      return .consumed
    case .mouse(var mouse):
      let list = Self.layout(in: TerminalSize(columns: context.area.columns, rows: context.area.rows)).list
      guard mouse.row >= list.row, mouse.row < list.endRow else { return .consumed }
      mouse.row -= list.row
      let before = viewport.cursor
      if let pressed = viewport.handle(mouse, inRows: rows), pressed == before {
        perform(.choose, rows: rows, context: context)
      }
      return .consumed
    default:
      return .ignored
    }
  }

  private func perform(_ action: TagListAction, rows: Int, context: ScreenContext<TagList>) {
    switch action {
    case .choose:
      guard let tag = selected?.tag else { return context.ringBell() }
      context.finish(.filter(tag))
    case .rename:
      guard let tag = selected?.tag else { return context.ringBell() }
      rename(tag, context: context)
    case .back:
      context.cancel()
    case .move(let move):
      viewport.perform(move, inRows: rows)
    }
  }

  /// Asks for the tag's new name (a leading `#` and blanks dropped), then finishes with it.
  private func rename(_ tag: String, context: ScreenContext<TagList>) {
    let invalid = context.strings[.tagNameInvalid]
    let overlay = InputOverlay(
      title: context.strings[.renameTag], value: tag, placeholder: context.strings[.tagNamePlaceholder],
      validator: { Self.tagName($0) == nil ? invalid : nil })
    context.push(overlay) { typed in
      guard let typed, let new = Self.tagName(typed), new != tag else { return }
      context.finish(.rename(old: tag, new: new))
    }
  }

  /// The tag `typed` names (blanks and one leading `#` dropped): letters, digits, `_`, `-`
  /// and `/`, not digits alone; `nil` when it is none.
  nonisolated static func tagName(_ typed: String) -> String? {
    var name = Substring(typed).drop { $0 == " " }
    if name.first == "#" { name = name.dropFirst() }
    while name.last == " " { name = name.dropLast() }
    let isTag = { (character: Character) in
      character.isLetter || character.isNumber || character == "_" || character == "-" || character == "/"
    }
    guard !name.isEmpty, name.allSatisfy(isTag),
      name.contains(where: { !$0.isNumber && $0 != "/" && $0 != "-" && $0 != "_" })
    else { return nil }
    return String(name)
  }
}

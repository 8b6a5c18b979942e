extension DocumentEditor {
  /// Opens the find bar with the last search, its matches highlighted; when it is open, goes
  /// to the next match.
  func openFind(context: ScreenContext<DocumentEditor>) {
    guard find.bar == nil else {
      findMatch(forward: true, context: context)
      return
    }
    find.bar = FindBar(query: find.lastQuery)
    textArea.highlightedSearch = find.bar?.search
  }

  /// A key or paste while the find bar is open: its keys go to the next or previous match or
  /// close it, the editor's save and leave still work, the rest edits the text looked for (the
  /// first match from the selection is selected as it is typed); the wheel scrolls the text.
  func handleFind(
    _ event: InputEvent, layout: Layout, context: ScreenContext<DocumentEditor>
  ) -> EventVerdict {
    guard var bar = find.bar else { return .ignored }
    switch event {
    case .key(let key):
      if let action = FindBar.keys.action(for: key) {
        switch action {
        case .next: findMatch(forward: true, context: context)
        case .previous: findMatch(forward: false, context: context)
        case .close: closeFind()
        }
        return .consumed
      }
      if let action = keyMap.action(for: key), action == .save || action == .goToLine {
        perform(action, context: context)
        return .consumed
      }
    case .mouse(let mouse) where mouse.row != layout.bottomLine:
      return handle(mouse, layout: layout, context: context)
    default:
      break
    }
    bar.field.width = bar.fieldWidth(columns: layout.text.columns, strings: context.strings)
    let before = bar.field.text
    let verdict = bar.field.handle(event, context: context)
    find.bar = bar
    if bar.field.text != before {
      find.lastQuery = bar.field.text
      textArea.highlightedSearch = bar.search
      findMatch(from: textArea.selection.range.lowerBound, context: context)
    }
    return verdict == .ignored && event.isKey ? .consumed : verdict
  }

  /// Opens the find bar with `query` (ignoring case: a search of notes does), the caret on its
  /// first match from the top, when it occurs; else leaves the text as it opened.
  func findAtOpen(_ query: String) {
    let bar = FindBar(query: query.lowercased())
    guard let search = bar.search, let match = textArea.storage.firstMatch(of: search, from: .zero) else {
      return
    }
    find.lastQuery = bar.field.text
    find.bar = bar
    textArea.highlightedSearch = search
    textArea.selection = TextSelection(anchor: match.lowerBound, head: match.upperBound)
  }

  /// Closes the find bar, leaving the caret at the match.
  func closeFind() {
    find.bar = nil
    textArea.highlightedSearch = nil
  }

  /// Selects the next match after the selection (or the one before it), going round the
  /// end of the text, which a notice says; a notice says when there is none. O(n) at most.
  func findMatch(forward: Bool, context: ScreenContext<DocumentEditor>) {
    let selection = textArea.selection.range
    findMatch(from: forward ? selection.upperBound : selection.lowerBound, forward: forward, context: context)
  }

  /// Selects the first match from `offset` forward (or the last before it), wrapping.
  func findMatch(from offset: ByteOffset, forward: Bool = true, context: ScreenContext<DocumentEditor>) {
    guard let search = find.bar?.search ?? FindBar(query: find.lastQuery).search else { return }
    let text = textArea.storage
    var match =
      forward ? text.firstMatch(of: search, from: offset) : text.lastMatch(of: search, before: offset)
    if match == nil {
      match =
        forward
        ? text.firstMatch(of: search, from: .zero) : text.lastMatch(of: search, before: text.endOffset)
      if match != nil { notice = .wrapped(forward: forward) }
    }
    guard let match else {
      notice = .noMatches(search.needle)
      return
    }
    textArea.selection = TextSelection(anchor: match.lowerBound, head: match.upperBound)
    refreshCaretPlace()
  }
}

extension InputEvent {
  /// Whether it is a key.
  var isKey: Bool {
    if case .key = self { return true }
    return false
  }
}

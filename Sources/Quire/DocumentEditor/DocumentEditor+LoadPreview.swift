import QuireDocuments

extension DocumentEditor {
  /// Shows `event`, typed while the file loads, in the first screen's text, when it does
  /// there what it will do in the whole text; returns whether it was shown. The event waits
  /// all the same (`phase.waiting`) and is applied to the whole text once it is there, so
  /// what is shown never decides what is saved. Once an event cannot be shown, the events
  /// after it are not shown either, so the screen never shows them out of order.
  ///
  /// An event is shown when it is one of the keys whose effect reaches no further than the
  /// caret's line and the lines a page on (`showsWhileLoading`), and the selection's ends,
  /// before and after it, lie in lines that are followed by a page of whole lines already
  /// read. Keys that need the whole text (Ctrl-End, Ctrl-S, Ctrl-F, Esc), the file's line
  /// break (Enter, a paste of lines), the clipboard or the undo history's timing wait unseen.
  @discardableResult
  func showWhileLoading(_ event: InputEvent, context: ScreenContext<DocumentEditor>) -> Bool {
    guard phase.preview == .showing else { return false }
    let margin = textArea.viewport.rows + 2
    guard showsWhileLoading(event), Self.isSettled(textArea, margin: margin) else {
      phase.previewStopped()
      return false
    }
    // On a copy, with a clipboard and a bell of its own: nothing leaves the preview.
    let previewContext = EventContext(
      time: context.time, strings: context.strings, theme: context.theme,
      clipboard: Clipboard(usesSystemClipboard: false))
    var shown = textArea
    shown.isReadOnly = false
    _ = shown.handle(event, context: previewContext)
    shown.isReadOnly = true
    guard Self.isSettled(shown, margin: margin), previewContext.requests.isEmpty else {
      phase.previewStopped()
      return false
    }
    _ = shown.takeChanges()
    textArea = shown
    return true
  }

  /// Whether `event` is one whose effect reaches no further than the caret's line and a page
  /// of lines after it, and needs neither the file's line break, the clipboard, the undo
  /// history nor the editor's own keys.
  private func showsWhileLoading(_ event: InputEvent) -> Bool {
    switch event {
    case .paste(let text):
      return !text.utf8.contains { $0 == 0x0A || $0 == 0x0D }
    case .key(let key):
      if keyMap.action(for: key) != nil { return false }
      if let action = textArea.keyMap.action(for: key) { return Self.showsWhileLoading(action) }
      guard case .character = key.key else { return false }
      return key.modifiers.subtracting(.shift).isEmpty
    default:
      return false
    }
  }

  /// Whether the text area's `action` reaches no further than a page of lines from the caret
  /// and needs nothing but the text (not its end, the file's line break, the clipboard or
  /// the undo history's timing).
  private static func showsWhileLoading(_ action: TextAreaAction) -> Bool {
    switch action {
    case .edit(.move(let motion)), .edit(.select(let motion)):
      return motion != .documentEnd
    case .edit(.delete):
      return true
    case .edit(.undo), .edit(.redo), .edit(.selectAll), .edit(.cut), .edit(.copy), .edit(.paste):
      return false
    case .rowUp, .rowDown, .pageUp, .pageDown, .selectRowUp, .selectRowDown, .selectPageUp,
      .selectPageDown, .insertTab:
      return true
    case .insertLineBreak, .externalEditor:
      return false
    }
  }

  /// Whether both ends of `area`'s selection lie in lines followed by `margin` whole lines
  /// of the text read so far: what a key there looks at is all read, and reads the same in
  /// the whole text. O(log n).
  private static func isSettled(_ area: TextArea, margin: Int) -> Bool {
    let text = area.storage
    // The last line read may go on in what is not read yet, and a CR at its end may be the
    // start of a CR LF: only the lines before it are whole.
    let wholeLines = text.lineCount - 1
    return [area.selection.anchor, area.selection.head].allSatisfy { end in
      text.lineNumber(at: end).value + margin < wholeLines
    }
  }
}

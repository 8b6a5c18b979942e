extension DocumentEditor {
  /// Asks for a line number in an `InputOverlay` (refusing what is not a line of the text)
  /// and puts the caret at the start of that line.
  func askForLine(context: ScreenContext<DocumentEditor>) {
    guard case .ready = phase else { return }
    let strings = context.strings
    let last = textArea.storage.lineCount
    let invalid = strings.text(.goToLineInvalid, ["last": String(last)])
    let overlay = InputOverlay(
      title: strings[.goToLineTitle], placeholder: strings.text(.goToLinePlaceholder, ["last": String(last)]),
      characterLimit: 12,
      validator: { text in Self.lineNumber(in: text, last: last) == nil ? invalid : nil })
    context.push(overlay) { [weak self] answer in
      guard let self, let answer, let line = Self.lineNumber(in: answer, last: last) else { return }
      self.goTo(line: line)
    }
  }

  /// The line number (from 1) `text` names, if it is one from 1 to `last`.
  static func lineNumber(in text: String, last: Int) -> Int? {
    let digits = text.filter { $0 != " " }
    guard let number = Int(digits), (1...last).contains(number) else { return nil }
    return number
  }

  /// Puts the caret at the start of `line` (from 1), shown.
  public func goTo(line: Int) {
    let text = textArea.storage
    let index = min(max(line, 1), text.lineCount) - 1
    textArea.selection = TextSelection(caret: text.lineStart(LineNumber(index)))
    refreshCaretPlace()
  }
}

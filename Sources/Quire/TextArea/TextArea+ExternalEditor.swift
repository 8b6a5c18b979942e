extension TextArea {
  /// Hands the text to the user's editor (`ExternalEditor`, with the area's `environment`)
  /// once the events being handled are done: the app gives the terminal over, the editor runs,
  /// and its outcome comes back as a message to `receive(_:context:)`. The editor runs on the
  /// terminal (its standard input and output), whatever the program's standard streams are.
  /// With no editor to run, or one whose program is not there, the terminal stays and the
  /// notice says so.
  mutating func openExternalEditor(context: EventContext) {
    let editor = ExternalEditor(environment: environment)
    guard let command = editor.command else {
      refuse(.editorMissing(""), context: context)
      return
    }
    guard !editor.isMissing else {
      refuse(.editorMissing(command), context: context)
      return
    }
    let bytes = buffer.text.allBytes
    isAwaitingEditor = true
    context.suspendTerminal { terminal in
      Result { () throws(ExternalEditorError) -> [UInt8] in
        try editor.edit(bytes, terminal: terminal.descriptor)
      }
    }
  }

  /// Takes the outcome of the `$EDITOR` hand-off: the text the editor saved replaces the text
  /// as one undoable change (only the part that differs, the caret after it, cut to the
  /// limits); a failure leaves the text as it was and says so in the notice. Returns whether
  /// the message was the area's.
  public mutating func receive(_ message: any Sendable, context: EventContext) -> Bool {
    guard isAwaitingEditor else { return false }
    if let failure = message as? SuspensionFailed {
      isAwaitingEditor = false
      notice = .editorFailed(failure.error)
      return true
    }
    guard let outcome = message as? Result<[UInt8], ExternalEditorError> else { return false }
    isAwaitingEditor = false
    switch outcome {
    case .success(let edited):
      take(edited, context: context)
    case .failure(.noEditor):
      notice = .editorMissing("")
    case .failure(.notFound(let command)):
      notice = .editorMissing(command)
    case .failure(let error):
      notice = .editorFailed("\(error)")
    }
    reveal()
    return true
  }

  /// Puts `edited` in place of the text as one `.other` change, cut to the limits.
  private mutating func take(_ edited: [UInt8], context: EventContext) {
    guard let (range, middle) = Self.difference(from: buffer.text.allBytes, to: edited) else { return }
    if insert(Array(middle), replacing: range, kind: .other, context: context), notice == nil {
      notice = .takenFromEditor
    }
    buffer.breakGroup()
    desiredColumn = nil
  }
}

extension TextArea {
  /// Asks for the text to be handed to the user's editor (`ExternalEditor`, with the area's
  /// `environment`) once the events being handled are done: the screen takes the request
  /// (`takeEditorRequest()`), the app gives the terminal over, the editor runs, and its
  /// outcome comes back to `receive(_:context:)`. The editor runs on the terminal (its
  /// standard input and output), whatever the program's standard streams are. With no
  /// editor to run, or one whose program is not there, the terminal stays and the notice
  /// says so.
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
    editorHandOff = .asked(ExternalEditorRequest(editor: editor, text: buffer.text.allBytes))
  }

  /// The `$EDITOR` hand-off asked for and not yet taken by the screen, if any.
  public var editorRequest: ExternalEditorRequest? {
    guard case .asked(let request) = editorHandOff else { return nil }
    return request
  }

  /// Takes the `$EDITOR` hand-off asked for, for the screen to carry out; its outcome is
  /// then awaited by `receive(_:context:)`.
  public mutating func takeEditorRequest() -> ExternalEditorRequest? {
    guard let request = editorRequest else { return nil }
    editorHandOff = .running
    return request
  }

  /// Takes the outcome of the `$EDITOR` hand-off: the text the editor saved replaces the text
  /// as one undoable change (only the part that differs, the caret after it, cut to the
  /// limits); a failure leaves the text as it was and says so in the notice. An outcome of no
  /// hand-off that runs is ignored.
  public mutating func receive(_ message: TextAreaMessage, context: EventContext) {
    guard editorHandOff == .running else { return }
    editorHandOff = .none
    let outcome: Result<[UInt8], ExternalEditorError>
    switch message {
    case .handOffFailed(let failure):
      notice = .editorFailed(failure.error)
      return
    case .edited(let edited):
      outcome = edited
    }
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

extension ScreenContext {
  /// Carries out the `$EDITOR` hand-off `textArea` asked for while the screen handled an
  /// event, if any: the terminal goes to the editor once the events being handled are done,
  /// and the outcome comes back to the screen as `message(outcome)`, which the screen gives
  /// to that text area's `receive(_:context:)`. A screen holding a text area calls it after
  /// every event the area saw.
  public func handOffEditor(
    of textArea: inout TextArea, as message: @escaping @MainActor @Sendable (TextAreaMessage) -> S.Message
  ) {
    guard let request = textArea.takeEditorRequest() else { return }
    suspendTerminal { terminal in
      message(request.run(on: terminal))
    } failed: {
      message(.handOffFailed($0))
    }
  }
}

import QuireDocuments

/// What a text area takes back from the `$EDITOR` hand-off it asked its screen for
/// (`TextArea.takeEditorRequest()`), through the screen's own message.
public enum TextAreaMessage: Sendable {
  /// The editor ran: the text it saved, or why not.
  case edited(Result<[UInt8], ExternalEditorError>)
  /// The terminal could not be handed over or taken back.
  case handOffFailed(SuspensionFailed)
}

import QuireDocuments

/// A text area's request to hand its text to the user's editor, which its screen carries out
/// once the events being handled are done (`ScreenContext.handOffEditor(of:as:)`).
public struct ExternalEditorRequest: Hashable, Sendable {
  /// The editor to run.
  public var editor: ExternalEditor
  /// The text to hand it.
  public var text: [UInt8]

  /// Runs the editor on `terminal` with the text; answers what it saved, or why not.
  public func run(on terminal: TerminalHandOff) -> TextAreaMessage {
    .edited(
      Result { () throws(ExternalEditorError) -> [UInt8] in
        try editor.edit(text, terminal: terminal.descriptor)
      })
  }
}

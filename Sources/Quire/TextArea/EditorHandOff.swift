/// Where a text area's `$EDITOR` hand-off is.
enum EditorHandOff: Hashable, Sendable {
  /// None was asked for, or the last one came back.
  case none
  /// Asked for; the screen has not taken the request yet.
  case asked(ExternalEditorRequest)
  /// The screen took the request: its outcome has not come back yet.
  case running
}

/// Where following a link or a backlink goes from the note being edited.
public enum NoteDestination: Hashable, Sendable {
  /// The note in the file `fileName` of the folder; made first (empty) when `create`.
  case note(fileName: String, create: Bool)
  /// The line `line` (from 0) of the note in the file `fileName`: a backlink chosen.
  case line(fileName: String, line: Int)

  /// The file gone to.
  public var fileName: String {
    switch self {
    case .note(let fileName, _), .line(let fileName, _): fileName
    }
  }
}

/// How a note opened over another by a link was left: back to the note under it, or on to
/// the notes (Esc, the `‹ Notes` label), leaving every note on the way.
public enum NoteReturn: Hashable, Sendable {
  /// Back to the note under it.
  case back
  /// On to the notes, leaving every note on the way.
  case toNotes
}

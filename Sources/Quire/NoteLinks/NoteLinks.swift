import QuireDocuments

/// What a `DocumentEditor` of the notes app knows of the links between notes: the folder and
/// its notes by name, the index that answers backlinks, how a linked note opens, the back
/// stack as this note sees it (`NoteHistory`), and its backlinks once counted. Given by
/// `NotesApp` before the editor appears; an editor without it has no link keys.
public struct NoteLinks: Sendable {
  /// The notes folder.
  public var folder: DocumentFolder
  /// The notes by the names links give them.
  public var names: NoteNames
  /// The index that lists backlinks; `nil` reads the files (`NoteScan`).
  public var index: NoteIndex?
  /// The keys.
  public var keyMap = NoteLinksAction.defaultKeyMap
  /// Makes the editor a linked note opens in, given the note's path and its history.
  public var open: @MainActor @Sendable (String, NoteHistory) -> DocumentEditor
  /// The back stack as this note sees it.
  public var history: NoteHistory
  /// How the note was left, for the note under it: back to it, or on to the notes.
  public var exit = NoteReturn.toNotes
  /// The line (from 0) the caret goes to once the text is loaded: a backlink chosen.
  public var startLine: Int?
  /// The lines that link to this note, once listed.
  public var backlinks: [NoteBacklink]?

  /// The links of the notes in `folder`, known by `names`, their backlinks from `index` (or the
  /// files when `nil`), this note's `history`, and `open`, which makes the editor of a linked note.
  public init(
    folder: DocumentFolder, names: NoteNames, index: NoteIndex?, history: NoteHistory = NoteHistory(),
    open: @escaping @MainActor @Sendable (String, NoteHistory) -> DocumentEditor
  ) {
    self.folder = folder
    self.names = names
    self.index = index
    self.history = history
    self.open = open
  }

  /// The backlinks of the note in the file `fileName`: from the index, else from the files.
  func listBacklinks(of fileName: String) -> [NoteBacklink] {
    index?.backlinks(to: fileName) ?? NoteScan(folder: folder).backlinks(to: fileName)
  }
}

/// What the links' tasks send the editor.
public enum NoteLinksMessage: Sendable {
  /// The backlinks of the note were listed.
  case backlinksListed([NoteBacklink])
  /// The note a link named was made (its file name), or could not be.
  case created(NoteDestination, Swift.Result<String, FolderError>)
}

/// How a `DocumentEditor` ended.
public enum DocumentEditorResult: Hashable, Sendable {
  /// The text is on disk: it was saved while the editor was open, and nothing was left
  /// unsaved.
  case saved
  /// Nothing was written: there was nothing to save (no edits, a read-only file, a new
  /// document left empty).
  case unchanged
  /// The file could not be opened, or the text could not be saved and the user left anyway:
  /// the failure says why and where the text was kept.
  case failed(DocumentEditorFailure)
}

/// Why a document editor ended without the text on disk, and where its text went.
public struct DocumentEditorFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// What failed: opening the file, or the last save.
  public var error: DocumentError
  /// The recovery file that holds the text, `nil` when none was written (the file was never
  /// opened, or the user chose to lose the edits).
  public var recoveryPath: String?
  /// Whether the user chose to leave without keeping the edits anywhere.
  public var discarded: Bool

  /// A failure of `error`, the text kept in `recoveryPath` when written, `discarded` when the user
  /// chose to lose the edits.
  public init(error: DocumentError, recoveryPath: String? = nil, discarded: Bool = false) {
    self.error = error
    self.recoveryPath = recoveryPath
    self.discarded = discarded
  }

  /// One line: what failed, and where the text is.
  public var description: String {
    if let recoveryPath { return "\(error); the text is kept in \(recoveryPath)" }
    return discarded ? "\(error); the edits were discarded" : "\(error)"
  }
}

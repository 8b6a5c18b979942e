/// A document's file, checked and ready to load: opening answers quickly (it reads at most
/// 8 KiB), and a missing file is a new document, created by its first save.
public struct DocumentFile: Hashable, Sendable {
  /// The path as the user gave it, for messages.
  public var path: String
  /// The canonical path of the file reads and saves go to: symbolic links followed, so that
  /// saving writes the target and a link stays a link.
  public var resolvedPath: String
  /// Whether the file exists; `false` for a new document.
  public var exists: Bool
  /// Its size when opened (0 for a new document).
  public var byteCount: Int
  /// What the user should be told; a notice that `makesReadOnly` makes the document
  /// read-only.
  public var notices: [DocumentNotice]

  public init(path: String, resolvedPath: String, exists: Bool, byteCount: Int, notices: [DocumentNotice]) {
    self.path = path
    self.resolvedPath = resolvedPath
    self.exists = exists
    self.byteCount = byteCount
    self.notices = notices
  }

  /// Whether the document may not be saved over the file.
  public var isReadOnly: Bool { notices.contains { $0.makesReadOnly } }

  /// The newer recovery copy found when opening, if any.
  public var recovery: RecoveryInfo? {
    for notice in notices {
      if case .newerRecovery(let info) = notice { return info }
    }
    return nil
  }
}

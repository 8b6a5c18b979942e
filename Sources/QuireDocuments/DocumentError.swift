/// Why a document could not be opened, read, saved, recovered or trashed. The description is
/// the one line the user sees; it names the file.
public enum DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path names a folder, a named pipe, a socket or a device, not a file.
  case notAFile(path: String, kind: FileKind)
  /// `part`, a leading part of the path, is not a folder.
  case notAFolder(path: String, part: String)
  /// The folder the file would be in does not exist.
  case missingFolder(path: String, folder: String)
  /// The file (or a folder on the way to it) cannot be opened.
  case cannotOpen(path: String, reason: SystemErrorNumber)
  /// The file is larger than the limit Quire opens.
  case tooLarge(path: String, byteCount: Int, limit: Int)
  /// Reading the file failed part way.
  case cannotRead(path: String, reason: SystemErrorNumber)
  /// Saving failed at `step`. The file is as it was; when a backup copy was kept, it is at
  /// `backup`.
  case cannotSave(path: String, step: SaveStep, reason: SystemErrorNumber, backup: String?)
  /// The save was refused: the file changed on disk since it was read or last saved.
  case changedOnDisk(path: String, change: FileChange)
  /// The recovery file for the document at `path` could not be written or removed.
  case cannotKeepRecovery(path: String, reason: SystemErrorNumber)
  /// The recovery file at `path` cannot be used.
  case damagedRecovery(path: String, problem: String)
  /// The file could not be moved to the trash.
  case cannotTrash(path: String, reason: SystemErrorNumber)
  /// The file is on another file system than the trash, so it is not moved there.
  case trashOnOtherFileSystem(path: String, trash: String)

  public var description: String {
    switch self {
    case .notAFile(let path, let kind):
      return kind == .unknown ? "\(path) is not a regular file" : "\(path) is \(kind), not a file"
    case .notAFolder(let path, let part):
      return "cannot open \(path): \(part) is not a folder"
    case .missingFolder(let path, let folder):
      return "cannot open \(path): the folder \(folder) does not exist"
    case .cannotOpen(let path, let reason):
      return "cannot open \(path): \(reason)"
    case .tooLarge(let path, let byteCount, let limit):
      let size = ByteCountText.describe(byteCount)
      return
        "cannot open \(path): it is \(size), larger than the \(ByteCountText.describe(limit)) Quire opens"
    case .cannotRead(let path, let reason):
      return "cannot read \(path): \(reason)"
    case .cannotSave(let path, let step, let reason, let backup):
      let kept = backup.map { "; the original is kept in \($0)" } ?? ""
      return "cannot save \(path): \(reason) (while \(step))\(kept)"
    case .changedOnDisk(let path, let change):
      return "not saved: \(path) \(change) since it was read"
    case .cannotKeepRecovery(let path, let reason):
      return "cannot keep a recovery copy of \(path): \(reason)"
    case .damagedRecovery(let path, let problem):
      return "the recovery file \(path) is damaged: \(problem)"
    case .cannotTrash(let path, let reason):
      return "cannot move \(path) to the trash: \(reason)"
    case .trashOnOtherFileSystem(let path, let trash):
      return "cannot move \(path) to the trash: it is on another file system than \(trash)"
    }
  }
}

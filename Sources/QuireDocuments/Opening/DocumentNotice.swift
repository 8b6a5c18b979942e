/// Something the user should know about a document that opened: why it is read-only, or that
/// a recovery copy is waiting.
public enum DocumentNotice: Hashable, Sendable, CustomStringConvertible {
  /// NUL bytes in the first 8 KiB: the file looks binary, and is opened read-only.
  case binary
  /// The user may not write the file.
  case noWritePermission
  /// The file is on a read-only file system.
  case readOnlyFileSystem
  /// The file does not exist and its folder cannot be written: it cannot be created.
  case folderNotWritable(folder: String)
  /// A recovery copy newer than the file was found.
  case newerRecovery(RecoveryInfo)
  /// The file's recovery copy is damaged and cannot be used.
  case damagedRecovery(path: String, problem: String)

  public var description: String {
    switch self {
    case .binary: "read-only: the file holds NUL bytes (binary data)"
    case .noWritePermission: "read-only: you may not write this file"
    case .readOnlyFileSystem: "read-only: the file system is read-only"
    case .folderNotWritable(let folder): "read-only: the folder \(folder) is not writable"
    case .newerRecovery(let info): "unsaved text from \(info.savedAt.localText) can be recovered"
    case .damagedRecovery(let path, let problem): "the recovery file \(path) is damaged: \(problem)"
    }
  }

  /// Whether this notice makes the document read-only.
  public var makesReadOnly: Bool {
    switch self {
    case .binary, .noWritePermission, .readOnlyFileSystem, .folderNotWritable: true
    case .newerRecovery, .damagedRecovery: false
    }
  }
}

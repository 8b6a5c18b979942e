/// How a file on disk compares with what Quire last read or wrote there.
public enum FileChange: Hashable, Sendable, CustomStringConvertible {
  /// Same file, same bytes.
  case unchanged
  /// Same file (device and inode), other bytes.
  case changed
  /// Another file is at the path now (a different inode: saved by rename, or recreated).
  case replaced
  /// Nothing is at the path any more.
  case deleted

  public var description: String {
    switch self {
    case .unchanged: "is unchanged"
    case .changed: "changed on disk"
    case .replaced: "was replaced on disk"
    case .deleted: "was deleted"
    }
  }
}

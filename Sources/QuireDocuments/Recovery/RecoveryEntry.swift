/// A recovery file as listed: readable, or damaged with the reason.
public enum RecoveryEntry: Hashable, Sendable {
  case valid(RecoveryInfo)
  case damaged(path: String, problem: String)

  /// The recovery file's path.
  public var path: String {
    switch self {
    case .valid(let info): info.recoveryPath
    case .damaged(let path, _): path
    }
  }
}

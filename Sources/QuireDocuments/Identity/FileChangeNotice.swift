/// A change to a watched file, as the watcher saw it.
public struct FileChangeNotice: Hashable, Sendable {
  /// How the file differs from what the watcher last knew.
  public var change: FileChange
  /// The file's identity now; `nil` when it was deleted. An editor that just saved compares
  /// this with its save's identity and ignores the notice when they are equal.
  public var identity: FileIdentity?

  public init(change: FileChange, identity: FileIdentity?) {
    self.change = change
    self.identity = identity
  }
}

extension FileIdentity {
  /// How a file known as `before` (`nil`: there was none) compares with `after` (`nil`: there
  /// is none now).
  public static func change(from before: FileIdentity?, to after: FileIdentity?) -> FileChange {
    switch (before, after) {
    case (nil, nil): return .unchanged
    case (_?, nil): return .deleted
    case (nil, _?): return .replaced
    case (let before?, let after?):
      if before.device != after.device || before.inode != after.inode { return .replaced }
      if before.byteCount != after.byteCount || before.contentHash != after.contentHash { return .changed }
      return .unchanged
    }
  }
}

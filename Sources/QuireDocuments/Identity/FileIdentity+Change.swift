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

/// What a recovery file says about itself: whose text it holds and from when.
public struct RecoveryInfo: Hashable, Sendable {
  /// The recovery file.
  public var recoveryPath: String
  /// The canonical path of the document whose unsaved text it holds.
  public var documentPath: String
  /// When it was written.
  public var savedAt: FileTime
  /// The number of bytes of text it holds.
  public var byteCount: Int

  public init(recoveryPath: String, documentPath: String, savedAt: FileTime, byteCount: Int) {
    self.recoveryPath = recoveryPath
    self.documentPath = documentPath
    self.savedAt = savedAt
    self.byteCount = byteCount
  }
}

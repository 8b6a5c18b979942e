/// Which file Quire read or wrote, and what was in it: taken when a document is loaded and
/// after each save, to tell later whether someone else changed the file.
public struct FileIdentity: Hashable, Sendable {
  /// The device the file is on.
  public var device: UInt64
  /// Its inode on that device: a different one means the file was replaced.
  public var inode: UInt64
  /// Its size in bytes.
  public var byteCount: Int
  /// Its modification time, to the nanosecond where the file system keeps it.
  public var modificationTime: FileTime
  /// Its status change time, which no program can set back.
  public var statusChangeTime: FileTime
  /// The hash of its bytes.
  public var contentHash: ContentHash

  public init(
    device: UInt64, inode: UInt64, byteCount: Int, modificationTime: FileTime, statusChangeTime: FileTime,
    contentHash: ContentHash
  ) {
    self.device = device
    self.inode = inode
    self.byteCount = byteCount
    self.modificationTime = modificationTime
    self.statusChangeTime = statusChangeTime
    self.contentHash = contentHash
  }

  init(_ status: FileStatus, contentHash: ContentHash) {
    self.init(
      device: status.device, inode: status.inode, byteCount: status.byteCount,
      modificationTime: status.modificationTime, statusChangeTime: status.statusChangeTime,
      contentHash: contentHash)
  }

  /// Whether `status` describes the same file with the same size and times, which is all a
  /// cheap look can tell.
  func hasSameMetadata(as status: FileStatus) -> Bool {
    device == status.device && inode == status.inode && byteCount == status.byteCount
      && modificationTime == status.modificationTime && statusChangeTime == status.statusChangeTime
  }
}

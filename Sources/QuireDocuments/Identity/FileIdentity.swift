/// Which file Quire read or wrote, and what was in it: taken when a document is loaded and
/// after each save, to tell later whether someone else changed the file.
///
/// Two identities are equal when they name the same file with the same size, times and
/// bytes; when each was taken (`observedAt`) is not compared.
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
  /// A moment on this machine's clock no later than the start of the read or write the
  /// hash describes; `nil` when unknown, or when the file system's times come from another
  /// clock (a network or FUSE file system). With it, a later look may take unchanged size
  /// and times as unchanged bytes, when the times are safely older than this moment
  /// (`FileIdentity+Racy`); without it, a look always reads the bytes.
  public var observedAt: FileTime?

  public init(
    device: UInt64, inode: UInt64, byteCount: Int, modificationTime: FileTime, statusChangeTime: FileTime,
    contentHash: ContentHash, observedAt: FileTime? = nil
  ) {
    self.device = device
    self.inode = inode
    self.byteCount = byteCount
    self.modificationTime = modificationTime
    self.statusChangeTime = statusChangeTime
    self.contentHash = contentHash
    self.observedAt = observedAt
  }

  init(_ status: FileStatus, contentHash: ContentHash, observedAt: FileTime?) {
    self.init(
      device: status.device, inode: status.inode, byteCount: status.byteCount,
      modificationTime: status.modificationTime, statusChangeTime: status.statusChangeTime,
      contentHash: contentHash, observedAt: observedAt)
  }

  public static func == (lhs: FileIdentity, rhs: FileIdentity) -> Bool {
    lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.byteCount == rhs.byteCount
      && lhs.modificationTime == rhs.modificationTime && lhs.statusChangeTime == rhs.statusChangeTime
      && lhs.contentHash == rhs.contentHash
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(device)
    hasher.combine(inode)
    hasher.combine(byteCount)
    hasher.combine(modificationTime)
    hasher.combine(statusChangeTime)
    hasher.combine(contentHash)
  }

  /// Whether `status` describes the same file with the same size and times, which is all a
  /// cheap look can tell.
  func hasSameMetadata(as status: FileStatus) -> Bool {
    device == status.device && inode == status.inode && byteCount == status.byteCount
      && modificationTime == status.modificationTime && statusChangeTime == status.statusChangeTime
  }
}

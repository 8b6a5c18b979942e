/// What a save did.
public struct SaveResult: Hashable, Sendable {
  /// The file written: the target of any symbolic link.
  public var resolvedPath: String
  /// The identity of the file now, to notice later changes by others.
  public var identity: FileIdentity
  /// How the bytes reached the disk.
  public var method: SaveMethod
  /// The time spent waiting for the disk (`fsync` of the file and of its folder), part of
  /// the save's time, to tell a slow disk from slow work.
  public var flushTime: Duration

  public init(resolvedPath: String, identity: FileIdentity, method: SaveMethod, flushTime: Duration = .zero) {
    self.resolvedPath = resolvedPath
    self.identity = identity
    self.method = method
    self.flushTime = flushTime
  }
}

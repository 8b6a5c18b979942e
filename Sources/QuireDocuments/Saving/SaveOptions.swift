/// How a save is made.
public struct SaveOptions: Sendable {
  /// When set, the save is refused (`changedOnDisk`) if the file on disk no longer matches
  /// this identity (someone else changed or replaced it). A deleted file is written again.
  public var expected: FileIdentity?
  /// Where the backup copy of an in-place save goes when the file's own folder cannot be
  /// written (normally `XDGPaths.backupDirectory`); without it such a save fails.
  public var backupFolder: String?
  /// The permissions of a file the save creates; `nil` gives 0666 less the umask.
  var newFileMode: UInt32?
  /// Makes a step fail with this error number before it runs (for tests of every failure).
  var injectedFailure: (@Sendable (SaveStep) -> Int32?)?

  public init(expected: FileIdentity? = nil, backupFolder: String? = nil) {
    self.expected = expected
    self.backupFolder = backupFolder
  }
}

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

/// How a save wrote the file.
public enum SaveMethod: Hashable, Sendable {
  /// A new file was created (by rename of a temporary file).
  case created
  /// A temporary file was renamed over the old one.
  case replaced
  /// The file was written over in place, after a backup copy: it has several hard links,
  /// its owner could not be given to a new file, or its folder cannot be written.
  case inPlace
}

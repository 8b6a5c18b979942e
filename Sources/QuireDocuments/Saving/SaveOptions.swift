/// How a save is made.
public struct SaveOptions: Sendable {
  /// When set, the save is refused (`changedOnDisk`) if the file on disk no longer matches
  /// this identity (someone else changed or replaced it), as `FileIdentity.check` tells: the
  /// file is read back only when its status cannot vouch for its bytes. A deleted file is
  /// written again.
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

/// A file moved to the trash: where it was and where it is now.
public struct TrashedItem: Hashable, Sendable {
  /// The absolute path it had.
  public var originalPath: String
  /// Where it is in the trash's `files` folder.
  public var trashedPath: String
  /// Its `.trashinfo` file, which lets a file manager put it back.
  public var infoPath: String

  public init(originalPath: String, trashedPath: String, infoPath: String) {
    self.originalPath = originalPath
    self.trashedPath = trashedPath
    self.infoPath = infoPath
  }
}

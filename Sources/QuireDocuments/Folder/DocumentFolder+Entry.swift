extension DocumentFolder {
  /// The listing of the one document `name` (following a link), or `nil` when it is not
  /// there or not a regular file.
  public func entry(named name: String) -> FolderEntry? {
    guard case .success(let status) = FileStatus.of(path(of: name)), status.kind == .regular else {
      return nil
    }
    return FolderEntry(
      name: name, byteCount: status.byteCount, modificationTime: status.modificationTime,
      statusChangeTime: status.statusChangeTime, inode: status.inode)
  }
}

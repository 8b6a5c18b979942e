internal import CQuireSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DocumentFolder {
  /// Creates the empty document `name` in the folder (mode 0666 less the umask) and returns
  /// its path. Never replaces anything: a file of that name, even one created a moment ago by
  /// another program, is `alreadyExists`.
  @discardableResult
  public func createDocument(named name: String) throws(FolderError) -> String {
    try Self.check(name)
    let target = path(of: name)
    switch FileDescriptor.openFile(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o666) {
    case .success(let descriptor):
      _ = FileDescriptor.closeFile(descriptor)
      _ = SaveRun.syncFolder(path)
      return target
    case .failure(SystemErrorNumber(EEXIST)):
      throw .alreadyExists(path: target)
    case .failure(let reason):
      throw .cannotCreate(path: target, reason: reason)
    }
  }

  /// Renames the document `name` to `newName`, in the folder. Never replaces another file:
  /// where the system can refuse atomically (Linux's `renameat2`, macOS's `renamex_np`) it
  /// does; elsewhere the name is checked just before. A rename that only changes the case of
  /// letters is allowed on file systems that ignore case.
  public func renameDocument(_ name: String, to newName: String) throws(FolderError) {
    try Self.check(name)
    try renameDocument(fileNamed: Array(name.utf8), shownAs: name, to: newName)
  }

  /// Renames the document listed as `entry` to `newName`, as `renameDocument(_:to:)` does,
  /// through the bytes of its name (which need not be UTF-8).
  public func renameDocument(_ entry: FolderEntry, to newName: String) throws(FolderError) {
    try Self.check(entry.name)
    try renameDocument(fileNamed: entry.nameBytes, shownAs: entry.name, to: newName)
  }

  private func renameDocument(fileNamed bytes: [UInt8], shownAs name: String, to newName: String)
    throws(FolderError)
  {
    try Self.check(newName)
    guard bytes != Array(newName.utf8) else { return }
    let source = NameBytes.path(of: bytes, in: path)
    let target = path(of: newName)
    let targetBytes = Array(target.utf8CString)
    let sameIgnoringCase = name.lowercased() == newName.lowercased()
    if !sameIgnoringCase, case .success = FileStatus.ofLink(target) { throw .alreadyExists(path: target) }
    let failure =
      sameIgnoringCase ? Self.plainRename(source, targetBytes) : Self.renameNoReplace(source, targetBytes)
    switch failure {
    case nil:
      _ = SaveRun.syncFolder(path)
    case SystemErrorNumber(EEXIST)?:
      throw .alreadyExists(path: target)
    case let reason?:
      throw .cannotRename(path: path(of: name), newName: newName, reason: reason)
    }
  }

  private static func plainRename(_ source: [CChar], _ target: [CChar]) -> SystemErrorNumber? {
    rename(source, target) == 0 ? nil : .current
  }

  /// `rename` that fails with `EEXIST` rather than replace `target`, where the system offers
  /// it; a plain `rename` where it does not (the caller checked the name just before): a
  /// system without the call says ENOSYS, a file system that cannot refuse atomically EINVAL
  /// (Linux) or ENOTSUP (macOS).
  private static func renameNoReplace(_ source: [CChar], _ target: [CChar]) -> SystemErrorNumber? {
    if quire_rename_no_replace(source, target) == 0 { return nil }
    if errno != EINVAL, errno != ENOSYS, errno != ENOTSUP { return .current }
    return plainRename(source, target)
  }
}

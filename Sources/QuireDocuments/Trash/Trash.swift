#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The user's trash, as the FreeDesktop trash specification describes it:
/// `$XDG_DATA_HOME/Trash` with `files/` (the trashed files) and `info/` (a `NAME.trashinfo`
/// for each, with its original path and the time it was deleted).
///
/// A file is moved there by `rename`, so it must be on the trash's file system; a file on
/// another one is refused with a message (`trashOnOtherFileSystem`) rather than copied, so
/// that deleting never turns into a long copy that could fail half-way, and the caller can
/// offer to delete it for good instead.
public struct Trash: Hashable, Sendable {
  /// The trash folder (holding `files` and `info`).
  public var directory: String

  public init(directory: String) { self.directory = directory }

  /// The trash at `paths.trashDirectory`.
  public init(paths: XDGPaths) { self.init(directory: paths.trashDirectory) }

  public var filesDirectory: String { PathText.join(directory, "files") }
  public var infoDirectory: String { PathText.join(directory, "info") }

  /// Moves the file (or folder, or link: a final symbolic link itself is trashed, not its
  /// target) at `path` to the trash, recording `time` as its deletion date. A name already in
  /// the trash gets a number: `note.md`, then `note.2.md`, `note.3.md`.
  @discardableResult
  public func move(_ path: String, at time: FileTime = .now()) throws(DocumentError) -> TrashedItem {
    let name = PathText.name(of: path)
    let original: String
    switch PathText.canonicalFolder(PathText.folder(of: path)) {
    case .success(let folder): original = PathText.join(folder, name)
    case .failure(let reason): throw .cannotTrash(path: path, reason: reason)
    }
    let status: FileStatus
    switch FileStatus.ofLink(original) {
    case .success(let found): status = found
    case .failure(let reason): throw .cannotTrash(path: path, reason: reason)
    }
    try makeFolders(for: path)
    guard case .success(let trashStatus) = FileStatus.of(filesDirectory) else {
      throw .cannotTrash(path: path, reason: .current)
    }
    guard trashStatus.device == status.device else {
      throw .trashOnOtherFileSystem(path: path, trash: directory)
    }
    let info = TrashInfo(originalPath: original, deletionDate: time)
    var number = 1
    while true {
      let candidate = Self.numbered(name, number)
      number += 1
      let infoPath = PathText.join(infoDirectory, candidate + ".trashinfo")
      let trashedPath = PathText.join(filesDirectory, candidate)
      // The info file is created first, exclusively: that reserves the name.
      let descriptor: Int32
      switch FileDescriptor.openFile(infoPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600) {
      case .success(let opened): descriptor = opened
      case .failure(SystemErrorNumber(EEXIST)): continue
      case .failure(let reason): throw .cannotTrash(path: path, reason: reason)
      }
      if case .success = FileStatus.ofLink(trashedPath) {
        _ = FileDescriptor.closeFile(descriptor)
        unlink(infoPath)
        continue
      }
      let bytes = info.bytes
      let failure =
        bytes.withUnsafeBytes { FileDescriptor.writeAll(descriptor, $0) }
        ?? FileDescriptor.syncFile(descriptor)
      let closing = FileDescriptor.closeFile(descriptor)
      if let reason = failure ?? closing {
        unlink(infoPath)
        throw .cannotTrash(path: path, reason: reason)
      }
      guard rename(original, trashedPath) == 0 else {
        let reason = SystemErrorNumber.current
        unlink(infoPath)
        if reason.value == EXDEV { throw .trashOnOtherFileSystem(path: path, trash: directory) }
        throw .cannotTrash(path: path, reason: reason)
      }
      _ = SaveRun.syncFolder(PathText.folder(of: original))
      return TrashedItem(originalPath: original, trashedPath: trashedPath, infoPath: infoPath)
    }
  }

  /// `name` with `number` before its extension: `a.md`, `a.2.md`; `notes`, `notes.2`.
  static func numbered(_ name: String, _ number: Int) -> String {
    guard number > 1 else { return name }
    if let dot = name.lastIndex(of: "."), dot > name.startIndex {
      return String(name[..<dot]) + ".\(number)" + String(name[dot...])
    }
    return name + ".\(number)"
  }

  /// Creates the trash and its two folders when missing, 0700 as the specification asks.
  private func makeFolders(for path: String) throws(DocumentError) {
    var prefix = directory.hasPrefix("/") ? "" : "."
    for part in directory.split(separator: "/") {
      prefix += "/" + part
      if mkdir(prefix, 0o700) != 0, errno != EEXIST { throw .cannotTrash(path: path, reason: .current) }
    }
    for folder in [filesDirectory, infoDirectory] where mkdir(folder, 0o700) != 0 && errno != EEXIST {
      throw .cannotTrash(path: path, reason: .current)
    }
  }
}

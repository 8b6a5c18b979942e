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

  /// The most bytes a file name may have on the usual file systems.
  static let maximumNameBytes = 255

  /// Moves the file (or folder, or link: a final symbolic link itself is trashed, not its
  /// target) at `path` to the trash, recording `time` as its deletion date. A name already in
  /// the trash gets a number: `note.md`, then `note.2.md`, `note.3.md`.
  @discardableResult
  public func move(_ path: String, at time: FileTime = .now()) throws(DocumentError) -> TrashedItem {
    try move(fileNamed: Array(PathText.name(of: path).utf8), in: PathText.folder(of: path), at: time)
  }

  /// Moves the file of `folder` whose name is the bytes `name` (which need not be UTF-8) to
  /// the trash, as `move(_:at:)` does. Its name in the trash is valid UTF-8 (bytes that are
  /// not show as `\xHH`) and short enough that its `.trashinfo` fits in a file name, cut
  /// before its extension when it must be: the `.trashinfo` keeps the original path, byte for
  /// byte, which is what putting it back reads.
  @discardableResult
  public func move(fileNamed name: [UInt8], in folder: String, at time: FileTime = .now())
    throws(DocumentError)
    -> TrashedItem
  {
    let shownName = NameBytes.shown(name)
    let path = PathText.join(folder, shownName)
    let canonical: String
    switch PathText.canonicalFolder(folder) {
    case .success(let resolved): canonical = resolved
    case .failure(let reason): throw .cannotTrash(path: path, reason: reason)
    }
    let original = NameBytes.path(of: name, in: canonical)
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
    let info = TrashInfo(originalPath: original.dropLast().map { UInt8(bitPattern: $0) }, deletionDate: time)
    var number = 1
    while true {
      let candidate = Self.trashName(for: shownName, number: number)
      number += 1
      let infoPath = PathText.join(infoDirectory, candidate + TrashInfo.fileExtension)
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
      _ = SaveRun.syncFolder(canonical)
      return TrashedItem(
        originalPath: PathText.join(canonical, shownName), trashedPath: trashedPath, infoPath: infoPath)
    }
  }

  /// The name a file called `name` gets in the trash on the `number`th try: `numbered`, its
  /// part before the extension cut (at a character) so that the name with `.trashinfo` after
  /// it has at most `maximumNameBytes` bytes.
  static func trashName(for name: String, number: Int) -> String {
    let room = maximumNameBytes - TrashInfo.fileExtension.utf8.count
    let whole = numbered(name, number)
    guard whole.utf8.count > room else { return whole }
    var fileExtension = FolderEntry.fileExtension(of: name)
    // A name whose "extension" is most of it is cut as a whole.
    if fileExtension.utf8.count > 32 { fileExtension = "" }
    let stem = fileExtension.isEmpty ? name : FolderEntry.stem(of: name)
    let suffix = (number > 1 ? ".\(number)" : "") + fileExtension
    return PathText.truncated(stem, toBytes: room - suffix.utf8.count) + suffix
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

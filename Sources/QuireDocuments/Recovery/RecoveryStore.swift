import QuireText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The recovery files of documents with unsaved edits, one per document, under
/// `$XDG_STATE_HOME/quire/recovery/` (folder 0700, files 0600, each written atomically).
///
/// A file is named from the document's canonical path: its last part made safe, then the
/// path's 64-bit hash (`notes.md-1f3a…c2.recovery`). It holds the document's path, the time
/// and the file bytes of the text (see `RecoveryFileFormat`). Every method takes the
/// document's path as given and records or looks it up canonical (`canonicalPath(of:)`), so
/// `l.txt` given in its folder and the same file named whole, or through a link, share one
/// copy.
public struct RecoveryStore: Hashable, Sendable {
  /// The folder of recovery files.
  public var directory: String

  public init(directory: String) { self.directory = directory }

  /// The store at `paths.recoveryDirectory`.
  public init(paths: XDGPaths) { self.init(directory: paths.recoveryDirectory) }

  /// The path a document's recovery copy is recorded under: the canonical path of the file
  /// `path` leads to (links followed, its folder absolute, as `DocumentFile.resolvedPath`);
  /// when that cannot be found (a folder on the way is missing), `path` made absolute from
  /// the working folder.
  public static func canonicalPath(of path: String) -> String {
    if let resolved = try? SymbolicLinks.resolve(path) { return resolved }
    guard !path.hasPrefix("/"), let folder = getcwd(nil, 0) else { return path }
    defer { free(folder) }
    return PathText.join(String(cString: folder), path)
  }

  /// The recovery file of the document at `documentPath`.
  public func recoveryPath(for documentPath: String) -> String {
    let documentPath = Self.canonicalPath(of: documentPath)
    let name = PathText.name(of: documentPath)
    var safe = ""
    for scalar in name.unicodeScalars.prefix(48) {
      let allowed = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
      safe.unicodeScalars.append(allowed || scalar == "-" || scalar == "_" ? scalar : "_")
    }
    if safe.isEmpty { safe = "document" }
    return PathText.join(directory, safe + "-" + ContentHash(of: documentPath.utf8).description + ".recovery")
  }

  /// Writes the unsaved `text` of the document at `documentPath` (created with mode 0600,
  /// replacing the previous copy by rename), as of `time`.
  @discardableResult
  public func write(
    _ text: TextStorage, format: TextFormat, for documentPath: String, at time: FileTime = .now()
  ) throws(DocumentError) -> RecoveryInfo {
    let documentPath = Self.canonicalPath(of: documentPath)
    try makeDirectory(for: documentPath)
    let path = recoveryPath(for: documentPath)
    let byteCount = text.byteCount + (format.hasByteOrderMark ? TextFormat.byteOrderMark.count : 0)
    var hasher = ContentHasher()
    format.forEachFileChunk(of: text) { hasher.update($0) }
    let header = RecoveryFileFormat.header(
      documentPath: documentPath, time: time, byteCount: byteCount, hash: hasher.finish())
    var options = SaveOptions()
    options.newFileMode = 0o600
    do {
      _ = try SafeSave.save(to: path, byteCount: header.count + byteCount, options: options) { sink in
        header.withUnsafeBufferPointer { sink($0) }
        format.forEachFileChunk(of: text) { sink($0) }
      }
    } catch {
      throw .cannotKeepRecovery(path: documentPath, reason: Self.reason(of: error))
    }
    return RecoveryInfo(recoveryPath: path, documentPath: documentPath, savedAt: time, byteCount: byteCount)
  }

  /// Every recovery file in the store, newest first; damaged ones say why.
  public func list() -> [RecoveryEntry] {
    var entries: [RecoveryEntry] = []
    guard let folder = opendir(directory) else { return [] }
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name.hasSuffix(".recovery"), !name.hasPrefix(".") else { continue }
      let path = PathText.join(directory, name)
      do {
        entries.append(.valid(try RecoveryFileFormat.readInfo(at: path)))
      } catch {
        entries.append(.damaged(path: path, problem: Self.problem(of: error)))
      }
    }
    closedir(folder)
    return entries.sorted { first, second in
      switch (first, second) {
      case (.valid(let a), .valid(let b)): a.savedAt > b.savedAt
      case (.valid, .damaged): true
      case (.damaged, .valid): false
      case (.damaged(let a, _), .damaged(let b, _)): a < b
      }
    }
  }

  /// The recovery info of the document at `documentPath`; `nil` when there is none.
  /// Throws `damagedRecovery` when its file cannot be used.
  public func info(for documentPath: String) throws(DocumentError) -> RecoveryInfo? {
    let documentPath = Self.canonicalPath(of: documentPath)
    let path = recoveryPath(for: documentPath)
    guard case .success = FileStatus.ofLink(path) else { return nil }
    let info = try RecoveryFileFormat.readInfo(at: path)
    guard info.documentPath == documentPath else { return nil }
    return info
  }

  /// Reads the text of the recovery file at `recoveryPath`, checking its length and hash.
  public func read(_ recoveryPath: String) throws(DocumentError) -> RecoveredDocument {
    try RecoveryFileFormat.read(at: recoveryPath)
  }

  /// Removes the recovery file of the document at `documentPath` (after a save, or when the
  /// user discards it); nothing happens when there is none.
  public func remove(for documentPath: String) throws(DocumentError) {
    try removeFile(recoveryPath(for: documentPath), documentPath: documentPath)
  }

  /// Removes the recovery file at `recoveryPath`, damaged or not.
  public func remove(recoveryAt recoveryPath: String) throws(DocumentError) {
    try removeFile(recoveryPath, documentPath: recoveryPath)
  }

  /// A recovery copy of `file` written after the file was last modified (or of a file that
  /// no longer exists): the user has unsaved text to take back.
  public func newerRecovery(for file: DocumentFile) -> RecoveryInfo? {
    newerRecoveryNotice(for: file).flatMap {
      if case .newerRecovery(let info) = $0 { return info }
      return nil
    }
  }

  /// The notice opening gives about a recovery copy of `file`: a newer copy, or a damaged one.
  func newerRecoveryNotice(for file: DocumentFile) -> DocumentNotice? {
    let info: RecoveryInfo?
    do {
      info = try self.info(for: file.resolvedPath)
    } catch {
      return .damagedRecovery(path: recoveryPath(for: file.resolvedPath), problem: Self.problem(of: error))
    }
    guard let info else { return nil }
    if case .success(let status) = FileStatus.of(file.resolvedPath), status.modificationTime >= info.savedAt {
      return nil
    }
    return .newerRecovery(info)
  }

  private func removeFile(_ path: String, documentPath: String) throws(DocumentError) {
    if unlink(path) != 0, errno != ENOENT {
      throw .cannotKeepRecovery(path: documentPath, reason: .current)
    }
  }

  /// Creates the store's folder and its parents, each 0700 as the XDG rules ask.
  private func makeDirectory(for documentPath: String) throws(DocumentError) {
    if let reason = Folders.make(directory) { throw .cannotKeepRecovery(path: documentPath, reason: reason) }
  }

  private static func reason(of error: DocumentError) -> SystemErrorNumber {
    switch error {
    case .cannotSave(_, _, let reason, _), .cannotOpen(_, let reason), .cannotRead(_, let reason):
      return reason
    default:
      return SystemErrorNumber(EIO)
    }
  }

  private static func problem(of error: DocumentError) -> String {
    if case .damagedRecovery(_, let problem) = error { return problem }
    return error.description
  }
}

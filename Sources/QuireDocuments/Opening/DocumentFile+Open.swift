#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DocumentFile {
  /// Opens the document at `path`, or starts a new one there when nothing is at the path.
  ///
  /// Refuses, with a message naming the file, a folder, a named pipe, a socket, a device, an
  /// unreadable file, a path through something that is not a folder, a missing folder and a
  /// file larger than `limit`. Never blocks and reads at most 8 KiB: the kind is checked
  /// before opening, and the file is opened non-blocking and checked again. A file with NUL
  /// bytes in its first 8 KiB, or one the user may not write, opens read-only with a notice.
  /// When `recovery` is given, a recovery copy newer than the file (or a damaged one) is
  /// reported as a notice.
  public static func open(
    _ path: String, limit: Int = DocumentLimits.maximumByteCount, recovery: RecoveryStore? = nil
  ) throws(DocumentError) -> DocumentFile {
    let resolved = try SymbolicLinks.resolve(path)
    var file: DocumentFile
    switch FileStatus.of(resolved) {
    case .failure(SystemErrorNumber(ENOENT)):
      file = DocumentFile(path: path, resolvedPath: resolved, exists: false, byteCount: 0, notices: [])
      let folder = PathText.folder(of: resolved)
      if let reason = writeDenial(folder, mode: W_OK | X_OK) {
        file.notices.append(reason == .readOnlyFileSystem ? reason : .folderNotWritable(folder: folder))
      }
    case .failure(let reason):
      throw .cannotOpen(path: path, reason: reason)
    case .success(let status):
      guard status.kind == .regular else { throw .notAFile(path: path, kind: status.kind) }
      guard status.byteCount <= limit else {
        throw .tooLarge(path: path, byteCount: status.byteCount, limit: limit)
      }
      file = DocumentFile(
        path: path, resolvedPath: resolved, exists: true, byteCount: status.byteCount, notices: [])
      if try startLooksBinary(resolved, path: path) { file.notices.append(.binary) }
      if let reason = writeDenial(resolved, mode: W_OK) { file.notices.append(reason) }
    }
    if let notice = recovery?.newerRecoveryNotice(for: file) { file.notices.append(notice) }
    return file
  }

  /// Why the effective user may not write `path`, or `nil` when it may.
  static func writeDenial(_ path: String, mode: Int32) -> DocumentNotice? {
    if faccessat(AT_FDCWD, path, mode, AT_EACCESS) == 0 { return nil }
    return errno == EROFS ? .readOnlyFileSystem : .noWritePermission
  }

  /// Opens `path` without blocking, checks it is still a regular file, and looks for NUL in
  /// its first 8 KiB.
  private static func startLooksBinary(_ resolved: String, path: String) throws(DocumentError) -> Bool {
    let descriptor: Int32
    switch FileDescriptor.openFile(resolved, O_RDONLY | O_NONBLOCK | O_NOCTTY) {
    case .success(let opened): descriptor = opened
    case .failure(let reason): throw .cannotOpen(path: path, reason: reason)
    }
    defer { _ = FileDescriptor.closeFile(descriptor) }
    switch FileStatus.of(descriptor: descriptor) {
    case .success(let status) where status.kind != .regular:
      throw .notAFile(path: path, kind: status.kind)
    case .success: break
    case .failure(let reason): throw .cannotOpen(path: path, reason: reason)
    }
    var sniff = [UInt8](repeating: 0, count: DocumentLimits.binarySniffByteCount)
    let result = sniff.withUnsafeMutableBytes { FileDescriptor.readFully(descriptor, into: $0) }
    switch result {
    case .success(let count): return sniff[0..<count].contains(0)
    case .failure(let reason): throw .cannotRead(path: path, reason: reason)
    }
  }
}

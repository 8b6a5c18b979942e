#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` says about a file, in Swift types.
struct FileStatus: Equatable, Sendable {
  /// The kind of file.
  var kind: FileKind
  /// The permission bits with set-user-ID, set-group-ID and sticky (`st_mode & 07777`).
  var permissions: UInt32
  var owner: UInt32
  var group: UInt32
  var linkCount: Int
  var device: UInt64
  var inode: UInt64
  var byteCount: Int
  var modificationTime: FileTime
  var statusChangeTime: FileTime

  init(_ raw: stat) {
    kind = FileKind(mode: UInt32(raw.st_mode))
    permissions = UInt32(raw.st_mode) & 0o7777
    owner = UInt32(raw.st_uid)
    group = UInt32(raw.st_gid)
    linkCount = Int(raw.st_nlink)
    device = UInt64(raw.st_dev)
    inode = UInt64(raw.st_ino)
    byteCount = Int(raw.st_size)
    #if canImport(Darwin)
      modificationTime = FileTime(raw.st_mtimespec)
      statusChangeTime = FileTime(raw.st_ctimespec)
    #else
      modificationTime = FileTime(raw.st_mtim)
      statusChangeTime = FileTime(raw.st_ctim)
    #endif
  }

  /// The status of `path`, following a final symbolic link; the error number when it fails.
  static func of(_ path: String) -> Result<FileStatus, SystemErrorNumber> {
    var raw = stat()
    guard stat(path, &raw) == 0 else { return .failure(.current) }
    return .success(FileStatus(raw))
  }

  /// The status of the NUL-terminated `path` (its bytes need not be UTF-8), following a
  /// final symbolic link.
  static func of(_ path: [CChar]) -> Result<FileStatus, SystemErrorNumber> {
    var raw = stat()
    guard stat(path, &raw) == 0 else { return .failure(.current) }
    return .success(FileStatus(raw))
  }

  /// The status of `path` itself, a symbolic link not followed.
  static func ofLink(_ path: String) -> Result<FileStatus, SystemErrorNumber> {
    ofLink(Array(path.utf8CString))
  }

  /// The status of the NUL-terminated `path` itself (its bytes need not be UTF-8).
  static func ofLink(_ path: [CChar]) -> Result<FileStatus, SystemErrorNumber> {
    var raw = stat()
    guard lstat(path, &raw) == 0 else { return .failure(.current) }
    return .success(FileStatus(raw))
  }

  /// The status of an open file.
  static func of(descriptor: Int32) -> Result<FileStatus, SystemErrorNumber> {
    var raw = stat()
    guard fstat(descriptor, &raw) == 0 else { return .failure(.current) }
    return .success(FileStatus(raw))
  }
}

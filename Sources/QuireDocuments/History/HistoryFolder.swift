#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The history folder, opened without following a symbolic link, and the file operations
/// the store makes in it: every file is opened relative to the folder's descriptor, never
/// follows a link, and never blocks (a FIFO put in a history's place is refused).
struct HistoryFolder: ~Copyable {
  /// The folder's path, for messages.
  let path: String
  /// The open folder.
  let descriptor: Int32

  /// Opens the folder at `path`, creating it and its missing parents with mode 0700 when
  /// `create`; nil when it is missing and not created. Refuses a folder that is a symbolic
  /// link (its parents may be links).
  init?(path: String, create: Bool) throws(HistoryError) {
    self.path = path
    var info = stat()
    if lstat(path, &info) != 0 {
      guard errno == ENOENT else {
        throw .system(action: "open the folder of", path: path, errorNumber: errno)
      }
      guard create else { return nil }
      try Self.makeFolders(path)
    }
    let opened = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard opened >= 0 else {
      let number = errno
      var again = stat()
      if lstat(path, &again) == 0, again.st_mode & S_IFMT == S_IFLNK { throw .symbolicLink(path: path) }
      if number == ENOTDIR { throw .notAFile(path: path) }
      throw .system(action: "open the folder of", path: path, errorNumber: number)
    }
    descriptor = opened
    Self.tighten(opened, to: 0o700)
  }

  /// Takes the group's and others' permissions off an open file or folder of the user's that
  /// has any (a history folder made 0755 by hand, a file copied in 0644): DESIGN.md's 0700
  /// and 0600 hold for what was there before too. One owned by someone else, or on a
  /// read-only file system, is left as it is.
  static func tighten(_ descriptor: Int32, to mode: mode_t) {
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_uid == geteuid(), info.st_mode & 0o077 != 0 else { return }
    _ = fchmod(descriptor, info.st_mode & mode)
  }

  deinit { _ = close(descriptor) }

  /// Creates `path` and each missing folder above it, mode 0700.
  private static func makeFolders(_ path: String) throws(HistoryError) {
    var prefix = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      prefix += "/" + component
      if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
        throw .system(action: "create the folder of", path: path, errorNumber: errno)
      }
    }
  }

  /// The path of `name` in the folder, for messages.
  func path(of name: String) -> String { path.hasSuffix("/") ? path + name : path + "/" + name }

  /// Opens `name` with `flags` (to which no-follow, close-on-exec and non-blocking are
  /// added), creating it with mode 0600 when `flags` ask; nil when it does not exist and is
  /// not created. Refuses a link and anything but a regular file.
  func openFile(_ name: String, _ flags: Int32, action: String) throws(HistoryError) -> Int32? {
    let opened = openat(descriptor, name, flags | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
    guard opened >= 0 else {
      let number = errno
      if number == ENOENT && flags & O_CREAT == 0 { return nil }
      if number == ELOOP || isLink(name) { throw .symbolicLink(path: path(of: name)) }
      throw .system(action: action, path: path(of: name), errorNumber: number)
    }
    var info = stat()
    guard fstat(opened, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      _ = close(opened)
      throw .notAFile(path: path(of: name))
    }
    Self.tighten(opened, to: 0o600)
    return opened
  }

  /// Whether `name` in the folder is a symbolic link.
  func isLink(_ name: String) -> Bool {
    var info = stat()
    return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// The device and inode of `name` in the folder (not following a link), or nil.
  func identity(of name: String) -> (device: UInt64, inode: UInt64)? {
    var info = stat()
    guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    return (UInt64(info.st_dev), UInt64(info.st_ino))
  }

  /// The device and inode of an open file, or nil.
  static func identity(of descriptor: Int32) -> (device: UInt64, inode: UInt64)? {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    return (UInt64(info.st_dev), UInt64(info.st_ino))
  }

  /// The size of an open file, or nil.
  static func size(of descriptor: Int32) -> Int? {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    return Int(info.st_size)
  }

  /// The bytes of the open file from `offset` to its end (at most `limit` of its last bytes,
  /// then starting at a line start), and the offset where reading stopped. O(bytes).
  static func read(_ descriptor: Int32, from offset: Int, limit: Int, path: String) throws(HistoryError) -> (
    bytes: [UInt8], end: Int
  ) {
    var start = offset
    var skipPartialLine = false
    if let size = size(of: descriptor), size - start > limit {
      start = size - limit
      skipPartialLine = true
    }
    var bytes: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 64 * 1024)
    var position = start
    while true {
      let count = block.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, $0.count, off_t(position))
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system(action: "read", path: path, errorNumber: errno)
      }
      if count == 0 { break }
      bytes += block[0..<count]
      position += count
    }
    if skipPartialLine, let lineFeed = bytes.firstIndex(of: 0x0A) { bytes.removeSubrange(0...lineFeed) }
    return (bytes, position)
  }

  /// Writes all of `bytes` to the open file in one `write` (an `O_APPEND` file gets them at
  /// its end, whole, whatever other processes append); a short write is an error.
  static func writeOnce(_ descriptor: Int32, _ bytes: [UInt8], path: String) throws(HistoryError) {
    while true {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written == bytes.count { return }
      if written < 0 && errno == EINTR { continue }
      throw .system(action: "write to", path: path, errorNumber: written < 0 ? errno : ENOSPC)
    }
  }
}

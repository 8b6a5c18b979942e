import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scratch folder for one peer measurement: the prose file, the editor's home and its
/// configuration. Taken in `with`, removed with all it holds afterwards.
enum PeerScratch {
  /// Runs `body` with the path of a new empty folder, then removes the folder.
  static func with<T>(_ body: (String) throws(PeerError) -> T) throws(PeerError) -> T {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((base + "/quire-bench-peer-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw .system("cannot create a folder in \(base)") }
    let folder = String(cString: made)
    defer { remove(folder) }
    return try body(folder)
  }

  /// Removes `path` and, for a folder, everything below it; symbolic links are removed, not
  /// followed.
  static func remove(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
      for name in DirectoryListing.names(in: path) { remove(path + "/" + name) }
      rmdir(path)
    } else {
      unlink(path)
    }
  }
}

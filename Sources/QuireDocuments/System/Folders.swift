#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Making folders that Quire keeps its own files in (recovery copies, backups).
enum Folders {
  /// Creates `path` and each missing folder above it, each with mode 0700 (as the XDG rules
  /// ask of state folders); the reason the first that could not be made failed, or `nil`
  /// when the folder is there.
  static func make(_ path: String) -> SystemErrorNumber? {
    var prefix = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      prefix += "/" + part
      if mkdir(prefix, 0o700) != 0, errno != EEXIST { return .current }
    }
    return nil
  }
}

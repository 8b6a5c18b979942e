import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A new empty folder for one test, removed with everything in it afterwards.
enum TemporaryFolder {
  /// Runs `body` with the path of a new folder (mode 0700), then removes it.
  static func with(_ body: (String) throws -> Void) throws {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((base + "/quire-history-test-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw TestFailure("cannot create a folder in \(base)") }
    let folder = String(cString: made)
    defer { remove(folder) }
    try body(folder)
  }

  /// Removes `path` and, for a folder, all it holds; links are removed, not followed.
  static func remove(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
      _ = chmod(path, 0o700)
      for name in DirectoryListing.names(in: path) { remove(path + "/" + name) }
      rmdir(path)
    } else {
      unlink(path)
    }
  }

  /// Writes `bytes` to a new file at `path` with `mode`.
  static func writeFile(_ bytes: [UInt8], to path: String, mode: mode_t = 0o600) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, mode)
    guard descriptor >= 0 else { throw TestFailure("cannot create \(path)") }
    defer { close(descriptor) }
    guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
      throw TestFailure("cannot write \(path)")
    }
  }

  /// The bytes of the file at `path`.
  static func read(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  /// The permission bits of `path` (not following a link), or nil.
  static func mode(_ path: String) -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return info.st_mode & 0o777
  }
}

/// A test's own setup failing.
struct TestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

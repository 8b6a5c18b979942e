#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh folder for one test (mode 0700, in `$TMPDIR` or `/tmp`), removed with everything in
/// it when the test lets go of it.
public final class TemporaryFolder {
  /// The folder's path.
  public let path: String

  /// A new empty folder whose name starts with `prefix`.
  public init(prefix: String = "quire-test") {
    let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    var template = Array((base + "/" + prefix + "-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    path = made.map { String(cString: $0) } ?? base + "/" + prefix + "-unavailable"
  }

  deinit { Self.remove(path) }

  /// `name` inside the folder.
  public func file(_ name: String) -> String { path + "/" + name }

  /// Runs `body` with the path of a new folder, then removes it.
  public static func with<Result>(prefix: String = "quire-test", _ body: (String) throws -> Result) rethrows
    -> Result
  {
    let folder = TemporaryFolder(prefix: prefix)
    return try withExtendedLifetime(folder) { try body(folder.path) }
  }

  /// Removes `path` and, for a folder, everything in it (giving folders back their
  /// permissions first, as tests take them away); links are removed, not followed.
  public static func remove(_ path: String) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    if status.st_mode & S_IFMT == S_IFDIR {
      chmod(path, 0o700)
      for name in DirectoryListing.names(in: path) { remove(path + "/" + name) }
      rmdir(path)
    } else {
      unlink(path)
    }
  }

  /// Writes `bytes` to a new file at `path` with `mode`.
  public static func writeFile(_ bytes: [UInt8], to path: String, mode: mode_t = 0o600) throws(TestFailure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw TestFailure("cannot create \(path)") }
    defer { close(descriptor) }
    guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
      throw TestFailure("cannot write \(path)")
    }
  }

  /// The bytes of the file at `path` (none when it cannot be read).
  public static func read(_ path: String) -> [UInt8] {
    RepositoryFile.contents(atPath: path) ?? []
  }

  /// The permission bits of `path` (not following a link), or `nil`.
  public static func mode(_ path: String) -> mode_t? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return status.st_mode & 0o777
  }
}

/// A test's own setup failing.
public struct TestFailure: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}

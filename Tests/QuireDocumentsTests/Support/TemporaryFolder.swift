import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh folder for one test, removed with everything in it when the test lets go of it.
final class TemporaryFolder {
  let path: String

  init() {
    var template = Array("/tmp/quire-documents-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    path = made.map { String(cString: $0) } ?? "/tmp/quire-documents-unavailable"
  }

  deinit { Self.remove(path) }

  /// `name` inside the folder.
  func file(_ name: String) -> String { path + "/" + name }

  /// Removes `path` and, for a folder, everything in it (giving folders back their
  /// permissions first, as tests take them away).
  static func remove(_ path: String) {
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
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary file of a save: open until closed, removed by `discard` unless it has been
/// renamed over the target.
final class TemporaryFile {
  let path: String
  private(set) var descriptor: Int32
  private var isOpen = true
  /// Set once the rename over the target succeeded: the file is no longer ours to remove.
  var isReplaced = false

  init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  /// The file's status through its descriptor.
  func status(_ run: SaveRun) throws(DocumentError) -> FileStatus {
    switch FileStatus.of(descriptor: descriptor) {
    case .success(let status): return status
    case .failure(let reason): throw run.failure(.writingTemporaryFile, reason)
    }
  }

  /// Closes the file; the failure of `close` when there is one.
  func close() -> SystemErrorNumber? {
    guard isOpen else { return nil }
    isOpen = false
    return FileDescriptor.closeFile(descriptor)
  }

  /// Closes and removes the file after a failure.
  func discard() {
    _ = close()
    if !isReplaced { unlink(path) }
  }
}

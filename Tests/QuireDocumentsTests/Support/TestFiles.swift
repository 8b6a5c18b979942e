import QuireTestSupport
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing files in tests with the C library, so what a test checks does not go
/// through the code it tests.
enum TestFiles {
  /// Writes `bytes` to `path` (created with `mode`, or truncated).
  @discardableResult
  static func writeFile(_ bytes: [UInt8], to path: String, mode: mode_t = 0o644) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, mode)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var done = 0
    while done < bytes.count {
      let written = bytes[done...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard written > 0 else { return false }
      done += written
    }
    return true
  }

  static func writeFile(_ text: String, to path: String, mode: mode_t = 0o644) {
    writeFile(Array(text.utf8), to: path, mode: mode)
  }

  /// The bytes of the file at `path`, `nil` when it cannot be read.
  static func readFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 { return nil }
      if count == 0 { return bytes }
      bytes += buffer[0..<count]
    }
  }

  static func readText(_ path: String) -> String? {
    readFile(path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// `lstat` of `path`.
  static func status(_ path: String) -> stat? {
    var status = stat()
    return lstat(path, &status) == 0 ? status : nil
  }

  /// The access and modification times in `status`, as `utimensat` takes them.
  static func times(_ status: stat) -> [timespec] {
    #if canImport(Darwin)
      [status.st_atimespec, status.st_mtimespec]
    #else
      [status.st_atim, status.st_mtim]
    #endif
  }

  /// The modification time in `status`.
  static func modificationTime(_ status: stat) -> FileTime {
    let time = times(status)[1]
    return FileTime(seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
  }

  /// The change time in `status`.
  static func statusChangeTime(_ status: stat) -> FileTime {
    #if canImport(Darwin)
      let time = status.st_ctimespec
    #else
      let time = status.st_ctim
    #endif
    return FileTime(seconds: Int64(time.tv_sec), nanoseconds: Int64(time.tv_nsec))
  }

  /// Waits until the last change of the file at `path` is older than the racy margin
  /// (`FileIdentity.isRacy`), as a file is that was written a while before it is opened.
  static func waitUntilSettled(_ path: String) {
    guard let status = status(path) else { return }
    let latest = max(modificationTime(status), statusChangeTime(status))
    let coarse = modificationTime(status).nanoseconds == 0 || statusChangeTime(status).nanoseconds == 0
    let margin = coarse ? FileIdentity.coarseRacyMarginNanoseconds : FileIdentity.racyMarginNanoseconds
    while FileTime.now().nanosecondsSinceEpoch <= latest.nanosecondsSinceEpoch + margin { usleep(2_000) }
  }

  /// The identity of the file at `path` as if its bytes had been `bytes` when it was read,
  /// `observedAt` the given time after its latest time (`nil`: no time): a same-size change
  /// made right after that read, which left every field of the file's status as it was.
  static func identityAsRead(
    _ bytes: String, at path: String, nanosecondsAfterItsLastChange offset: Int64?
  ) throws -> FileIdentity {
    var identity = try #require(try FileIdentity.current(ofFileAt: path))
    identity.contentHash = ContentHash(of: Array(bytes.utf8))
    let latest = max(identity.modificationTime, identity.statusChangeTime)
    identity.observedAt = offset.map { FileTime(nanosecondsSinceEpoch: latest.nanosecondsSinceEpoch + $0) }
    return identity
  }

  /// The permission bits of `path`.
  static func mode(_ path: String) -> mode_t? {
    status(path).map { $0.st_mode & 0o7777 }
  }

  /// The names in `folder`, sorted.
  static func names(in folder: String) -> [String] {
    DirectoryListing.names(in: folder).sorted()
  }

  /// The process's umask, from `/proc/self/status` (setting and restoring it would race
  /// with tests creating files at the same time).
  static var currentUmask: mode_t? {
    guard let status = readText("/proc/self/status") else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("Umask:") {
      return mode_t(
        line.dropFirst("Umask:".count).trimmingPrefix(while: { $0 == " " || $0 == "\t" }), radix: 8)
    }
    return nil
  }

  /// Whether the tests run with root's power over permissions.
  static var isRoot: Bool { geteuid() == 0 }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private temporary file: made with `mkstemps` (mode 0600, a name no one else has) in a
/// folder, holding given bytes, and removed when the scope that made it ends.
struct TemporaryFile {
  /// The file's path.
  let path: String

  /// Makes a file in `directory` named `prefix`, six random characters and `suffix`, holding
  /// exactly `contents`; runs `body` with it and removes it afterwards, whatever `body` does.
  static func with<Result>(
    in directory: String, prefix: String, suffix: String, contents: [UInt8],
    _ body: (TemporaryFile) throws(ExternalEditorError) -> Result
  ) throws(ExternalEditorError) -> Result {
    let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    var template = Array((base + "/" + prefix + "XXXXXX" + suffix).utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let address = buffer.baseAddress else { return -1 }
      return mkstemps(address, Int32(suffix.utf8.count))
    }
    guard descriptor >= 0 else {
      throw .system(operation: "create a temporary file in", path: directory, errno: errno)
    }
    let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let file = TemporaryFile(path: path)
    defer { unlink(path) }
    _ = fchmod(descriptor, 0o600)
    let written = writeAll(contents, to: descriptor)
    let closed = close(descriptor) == 0 ? 0 : errno
    if let failure = written ?? (closed == 0 ? nil : closed) {
      throw .system(operation: "write", path: path, errno: failure)
    }
    return try body(file)
  }

  /// Writes every byte of `bytes` to `descriptor`; returns the error number of a failure.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer -> Int32? in
      var offset = 0
      while offset < buffer.count {
        guard let base = buffer.baseAddress else { return nil }
        let count = write(descriptor, base + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += count
      }
      return nil
    }
  }

  /// The bytes the file holds now (an editor may have replaced it by another file of the same
  /// name, as saving by rename does).
  func contents() throws(ExternalEditorError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .system(operation: "read", path: path, errno: errno) }
    defer { close(descriptor) }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .system(operation: "read", path: path, errno: errno)
      }
      if count == 0 { return result }
      result += chunk[..<count]
    }
  }
}

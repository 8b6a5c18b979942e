#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The private file an external editor edits: made with `mkstemps` (mode 0600, a name no one
/// else has) in a folder, holding given bytes, and removed when the scope that made it ends.
struct EditorScratchFile {
  /// The file's path.
  let path: String

  /// Makes a file in `directory` named `prefix`, six random characters and `suffix`, holding
  /// exactly `contents`; runs `body` with it and removes it afterwards, whatever `body` does.
  static func with<Result>(
    in directory: String, prefix: String, suffix: String, contents: [UInt8],
    _ body: (EditorScratchFile) throws(ExternalEditorError) -> Result
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
    let file = EditorScratchFile(path: path)
    defer { unlink(path) }
    _ = fchmod(descriptor, 0o600)
    let written = contents.withUnsafeBytes { FileDescriptor.writeAll(descriptor, $0) }
    let closed = FileDescriptor.closeFile(descriptor)
    if let failure = written ?? closed {
      throw .system(operation: "write", path: path, errno: failure.value)
    }
    return try body(file)
  }

  /// The bytes the file holds now (an editor may have replaced it by another file of the same
  /// name, as saving by rename does).
  func contents() throws(ExternalEditorError) -> [UInt8] {
    let descriptor: Int32
    switch FileDescriptor.openFile(path, O_RDONLY | O_CLOEXEC) {
    case .success(let opened): descriptor = opened
    case .failure(let error): throw .system(operation: "read", path: path, errno: error.value)
    }
    defer { _ = FileDescriptor.closeFile(descriptor) }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let read = chunk.withUnsafeMutableBytes { FileDescriptor.readFully(descriptor, into: $0) }
      switch read {
      case .failure(let error): throw .system(operation: "read", path: path, errno: error.value)
      case .success(let count):
        result += chunk[..<count]
        if count < chunk.count { return result }
      }
    }
  }
}

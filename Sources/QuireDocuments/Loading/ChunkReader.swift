#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The open file of a load and its read buffer; closing happens when the load ends or is
/// dropped.
final class ChunkReader {
  private let descriptor: Int32
  private let path: String
  private let buffer: UnsafeMutableRawBufferPointer
  /// The file's size when it was opened.
  let startByteCount: Int
  /// A moment before the file was opened, for its identity (`FileIdentity.observedAt`);
  /// `nil` on a file system whose times come from elsewhere.
  let observedAt: FileTime?

  init(file: DocumentFile, limit: Int) throws(DocumentError) {
    path = file.path
    let start = FileTime.now()
    switch FileDescriptor.openFile(file.resolvedPath, O_RDONLY | O_NONBLOCK | O_NOCTTY) {
    case .success(let opened): descriptor = opened
    case .failure(let reason): throw .cannotOpen(path: file.path, reason: reason)
    }
    let status: FileStatus
    switch FileStatus.of(descriptor: descriptor) {
    case .success(let found): status = found
    case .failure(let reason):
      _ = FileDescriptor.closeFile(descriptor)
      throw .cannotRead(path: file.path, reason: reason)
    }
    guard status.kind == .regular, status.byteCount <= limit else {
      _ = FileDescriptor.closeFile(descriptor)
      if status.kind != .regular { throw .notAFile(path: file.path, kind: status.kind) }
      throw .tooLarge(path: file.path, byteCount: status.byteCount, limit: limit)
    }
    startByteCount = status.byteCount
    observedAt = FileIdentity.observation(startingAt: start, descriptor: descriptor)
    buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: DocumentLimits.chunkByteCount, alignment: 16)
  }

  deinit {
    _ = FileDescriptor.closeFile(descriptor)
    buffer.deallocate()
  }

  /// Reads up to `count` bytes; an empty buffer at the end of the file. The bytes stay valid
  /// until the next read.
  func read(upTo count: Int) throws(DocumentError) -> UnsafeMutableRawBufferPointer {
    let target = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<min(count, buffer.count)])
    switch FileDescriptor.readFully(descriptor, into: target) {
    case .success(let done): return UnsafeMutableRawBufferPointer(rebasing: buffer[0..<done])
    case .failure(let reason): throw .cannotRead(path: path, reason: reason)
    }
  }

  /// The file's status once it has been read to its end.
  func finalStatus() throws(DocumentError) -> FileStatus {
    switch FileStatus.of(descriptor: descriptor) {
    case .success(let status): return status
    case .failure(let reason): throw .cannotRead(path: path, reason: reason)
    }
  }
}

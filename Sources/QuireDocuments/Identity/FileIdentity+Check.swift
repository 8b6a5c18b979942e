#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileIdentity {
  /// The identity of the file at `path` now, its bytes read and hashed (at most `limit` of
  /// them); `nil` when nothing is there. O(n) in the file's size.
  public static func current(
    ofFileAt path: String, limit: Int = DocumentLimits.maximumByteCount
  ) throws(DocumentError) -> FileIdentity? {
    let descriptor: Int32
    switch FileDescriptor.openFile(path, O_RDONLY | O_NONBLOCK | O_NOCTTY) {
    case .success(let opened): descriptor = opened
    case .failure(let reason) where reason.value == ENOENT || reason.value == ENOTDIR: return nil
    case .failure(let reason): throw .cannotOpen(path: path, reason: reason)
    }
    defer { _ = FileDescriptor.closeFile(descriptor) }
    let status: FileStatus
    switch FileStatus.of(descriptor: descriptor) {
    case .success(let found): status = found
    case .failure(let reason): throw .cannotRead(path: path, reason: reason)
    }
    guard status.kind == .regular else { throw .notAFile(path: path, kind: status.kind) }
    guard status.byteCount <= limit else {
      throw .tooLarge(path: path, byteCount: status.byteCount, limit: limit)
    }
    var hasher = ContentHasher()
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
    defer { buffer.deallocate() }
    var total = 0
    while true {
      switch FileDescriptor.readFully(descriptor, into: buffer) {
      case .success(let count):
        guard count > 0 else { return FileIdentity(status, contentHash: hasher.finish()) }
        total += count
        guard total <= limit else { throw .tooLarge(path: path, byteCount: total, limit: limit) }
        hasher.update(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
      case .failure(let reason):
        throw .cannotRead(path: path, reason: reason)
      }
    }
  }

  /// How the file at `path` compares with this identity: `deleted` when nothing is there,
  /// `replaced` when another inode is, `changed` when its size or bytes differ, else
  /// `unchanged` (a new modification time over the same bytes is no change). Reads and
  /// hashes the file when the size matches, so same-size edits within one timestamp tick
  /// are seen. O(n) in the file's size.
  public func check(path: String) -> FileChange {
    let status: FileStatus
    switch FileStatus.of(path) {
    case .success(let found): status = found
    case .failure: return .deleted
    }
    if status.device != device || status.inode != inode { return .replaced }
    if status.byteCount != byteCount { return .changed }
    guard let now = try? FileIdentity.current(ofFileAt: path, limit: max(byteCount, 0) + 1) else {
      return .changed
    }
    if now.device != device || now.inode != inode { return .replaced }
    return now.contentHash == contentHash && now.byteCount == byteCount ? .unchanged : .changed
  }
}

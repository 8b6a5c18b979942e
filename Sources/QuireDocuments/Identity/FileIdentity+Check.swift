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
    let start = FileTime.now()
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
    let hash = try contentHash(of: descriptor, path: path, limit: limit)
    return FileIdentity(
      status, contentHash: hash, observedAt: observation(startingAt: start, descriptor: descriptor))
  }

  /// How the file at `path` compares with this identity: `deleted` when nothing is there,
  /// `replaced` when another inode is, `changed` when its size or bytes differ, else
  /// `unchanged` (a new modification time over the same bytes is no change). The file is
  /// read and hashed only when its status cannot vouch for its bytes (`isRacy`): when a
  /// time moved, or the identity was taken within a timestamp tick of the file's last
  /// change, so same-size edits within one tick are seen. O(n) in the file's size when it
  /// reads, else O(1).
  public func check(path: String) -> FileChange {
    check(path: path, beforeReading: {})
  }

  /// `check`, running `beforeReading` just before the bytes are read (a save's step, which a
  /// test can watch or fail); what it throws ends the check.
  func check<Failure: Error>(
    path: String, beforeReading: () throws(Failure) -> Void
  ) throws(Failure) -> FileChange {
    // Opened rather than only looked at: opening makes a network file system fetch the
    // file's status afresh, where `stat` may answer from a cache.
    let descriptor: Int32
    switch FileDescriptor.openFile(path, O_RDONLY | O_NONBLOCK | O_NOCTTY) {
    case .success(let opened): descriptor = opened
    case .failure:
      // Its bytes cannot be read: what its status says, and a change if that is the same.
      guard case .success(let status) = FileStatus.of(path) else { return .deleted }
      return status.device != device || status.inode != inode ? .replaced : .changed
    }
    defer { _ = FileDescriptor.closeFile(descriptor) }
    guard case .success(let status) = FileStatus.of(descriptor: descriptor) else { return .changed }
    if status.device != device || status.inode != inode { return .replaced }
    if status.byteCount != byteCount { return .changed }
    if statusVouches(for: status) { return .unchanged }
    try beforeReading()
    let hash = try? Self.contentHash(of: descriptor, path: path, limit: max(byteCount, 0) + 1)
    return hash == contentHash ? .unchanged : .changed
  }

  /// The hash of the bytes of the open file `descriptor` from its current offset to its end;
  /// `tooLarge` past `limit` bytes. O(n).
  private static func contentHash(
    of descriptor: Int32, path: String, limit: Int
  ) throws(DocumentError) -> ContentHash {
    var hasher = ContentHasher()
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
    defer { buffer.deallocate() }
    var total = 0
    while true {
      switch FileDescriptor.readFully(descriptor, into: buffer) {
      case .success(let count):
        guard count > 0 else { return hasher.finish() }
        total += count
        guard total <= limit else { throw .tooLarge(path: path, byteCount: total, limit: limit) }
        hasher.update(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
      case .failure(let reason):
        throw .cannotRead(path: path, reason: reason)
      }
    }
  }
}

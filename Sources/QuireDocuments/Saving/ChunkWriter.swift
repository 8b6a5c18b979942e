/// Gathers the text's small pieces into 1 MiB writes, hashing the bytes on the way. The first
/// failure is kept and later pieces are skipped.
final class ChunkWriter {
  private let descriptor: Int32
  /// Where the next write goes with `pwrite`; `nil` writes at the file offset.
  private var offset: Int?
  private let storage: UnsafeMutableRawPointer
  private let capacity = 1 << 20
  private var filled = 0
  private(set) var hasher = ContentHasher()
  private(set) var byteCount = 0
  private(set) var failure: SystemErrorNumber?

  init(descriptor: Int32, startingAt offset: Int? = nil) {
    self.descriptor = descriptor
    self.offset = offset
    storage = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
  }

  deinit { storage.deallocate() }

  /// Adds the next piece.
  func append(_ piece: UnsafeBufferPointer<UInt8>) {
    guard failure == nil, let base = piece.baseAddress else { return }
    var start = 0
    while start < piece.count {
      let take = min(capacity - filled, piece.count - start)
      (storage + filled).copyMemory(from: base + start, byteCount: take)
      filled += take
      start += take
      if filled == capacity { flush() }
      if failure != nil { return }
    }
  }

  /// Writes what is gathered; returns the first failure of all writes.
  @discardableResult
  func flush() -> SystemErrorNumber? {
    guard failure == nil, filled > 0 else { return failure }
    let bytes = UnsafeRawBufferPointer(start: storage, count: filled)
    if let at = offset {
      failure = FileDescriptor.writeAll(descriptor, bytes, at: at)
      offset = at + filled
    } else {
      failure = FileDescriptor.writeAll(descriptor, bytes)
    }
    if failure == nil {
      hasher.update(bytes)
      byteCount += filled
    }
    filled = 0
    return failure
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension HistoryStore {
  /// Rewrites the history with only its values (no forgotten values, no duplicates, at most
  /// `limit`), unless another process is compacting it: then returns false at once, never
  /// waiting. Returns true when compacted (or when there is no history to compact).
  ///
  /// The new file is written beside the old one, flushed, and renamed over it. Records other
  /// processes append meanwhile are carried over: those that reached the old file before the
  /// rename are copied into the new file just before it (and the few during it, just after);
  /// an appender whose write reached the old file later finds the path renamed and appends
  /// again. O(file size).
  @discardableResult
  public func compact() throws(HistoryError) -> Bool {
    guard let folder = try HistoryFolder(path: folder, create: false) else { return true }
    guard let lock = try folder.openFile(lockName, O_RDWR | O_CREAT, action: "lock") else { return false }
    defer { _ = close(lock) }
    guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
      if errno == EWOULDBLOCK || errno == EINTR { return false }
      throw .system(action: "lock", path: folder.path(of: lockName), errorNumber: errno)
    }
    guard let old = try folder.openFile(name.value, O_RDONLY, action: "read") else { return true }
    defer { _ = close(old) }
    var (bytes, end) = try HistoryFolder.read(old, from: 0, limit: readLimit, path: path)
    var readUpTo = end - Self.partialLineLength(bytes)
    var contents: [UInt8] = []
    for value in Self.replay(bytes).values(limit: limit) { contents += HistoryRecord.value(value).line }
    try replaceFile(in: folder, with: contents) { () throws(HistoryError) -> [UInt8] in
      // Just before the rename: what was appended while the new file was written.
      (bytes, end) = try HistoryFolder.read(old, from: readUpTo, limit: readLimit, path: path)
      readUpTo = end - Self.partialLineLength(bytes)
      return Self.records(in: bytes).reduce(into: [UInt8]()) { $0 += $1.line }
    }
    // Just after it: what was appended to the old file in between.
    let late = try HistoryFolder.read(old, from: readUpTo, limit: readLimit, path: path).bytes
    let lines = Self.records(in: late).reduce(into: [UInt8]()) { $0 += $1.line }
    if !lines.isEmpty { try append(lines) }
    return true
  }

  /// The length of the line at the end of `bytes` that has no line feed yet: a record still
  /// being appended, read in part, left for the next read.
  private static func partialLineLength(_ bytes: [UInt8]) -> Int {
    bytes.count - ((bytes.lastIndex(of: 0x0A) ?? -1) + 1)
  }

  /// Writes `contents`, then what `more` gives, to a new temporary file in the folder (mode
  /// 0600), flushes it, and renames it over the history's file; flushes the folder.
  private func replaceFile(
    in folder: borrowing HistoryFolder, with contents: [UInt8], then more: () throws(HistoryError) -> [UInt8]
  ) throws(HistoryError) {
    let temporary = temporaryName(process: getpid())
    _ = unlinkat(folder.descriptor, temporary, 0)  // Left by a compaction that crashed.
    guard let descriptor = try folder.openFile(temporary, O_WRONLY | O_CREAT | O_EXCL, action: "write to")
    else { return }
    var closed = false
    defer { if !closed { _ = close(descriptor) } }
    let temporaryPath = folder.path(of: temporary)
    do throws(HistoryError) {
      try HistoryFolder.writeOnce(descriptor, contents, path: temporaryPath)
      guard fsync(descriptor) == 0 else {
        throw HistoryError.system(action: "write to", path: temporaryPath, errorNumber: errno)
      }
      let rest = try more()
      if !rest.isEmpty {
        try HistoryFolder.writeOnce(descriptor, rest, path: temporaryPath)
        guard fdatasync(descriptor) == 0 else {
          throw HistoryError.system(action: "write to", path: temporaryPath, errorNumber: errno)
        }
      }
      closed = true
      _ = close(descriptor)
      guard renameat(folder.descriptor, temporary, folder.descriptor, name.value) == 0 else {
        throw HistoryError.system(action: "replace", path: path, errorNumber: errno)
      }
    } catch {
      _ = unlinkat(folder.descriptor, temporary, 0)
      throw error
    }
    _ = fsync(folder.descriptor)
  }
}

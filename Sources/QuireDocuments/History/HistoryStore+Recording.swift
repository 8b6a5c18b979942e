#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension HistoryStore {
  /// Records that `value` was chosen: it becomes the newest value. The empty value is not
  /// recorded. Compacts the history, unless another process is compacting it, when its file
  /// has grown past `compactionThreshold` or holds more lines than `limit` (so the file keeps
  /// at most `limit` values, as promised, not only what is read of it).
  public func record(_ value: String) throws(HistoryError) {
    guard !value.isEmpty else { return }
    let size = try append(HistoryRecord.value(value).line)
    var isPastLimit = false
    if compactsPastLimit, size > 2 * limit { isPastLimit = try lineCount() > limit }
    if size > compactionThreshold || isPastLimit { try compact() }
  }

  /// The number of lines of the history's file (at most the last `readLimit` bytes of it).
  /// O(file size).
  func lineCount() throws(HistoryError) -> Int {
    guard let folder = try HistoryFolder(path: folder, create: false),
      let descriptor = try folder.openFile(name.value, O_RDONLY, action: "read")
    else { return 0 }
    defer { _ = close(descriptor) }
    let bytes = try HistoryFolder.read(descriptor, from: 0, limit: readLimit, path: path).bytes
    return bytes.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
  }

  /// Records that `value` (and its equals in case and normalisation) is forgotten, for every
  /// process that reads the history from now on.
  public func forget(_ value: String) throws(HistoryError) {
    guard !value.isEmpty else { return }
    _ = try append(HistoryRecord.forget(value).line)
  }

  /// Appends `line` to the history file with one `write`, creating the folder and the file
  /// when missing. When the file does not end with a line feed (a write torn by a crash), the
  /// line is preceded by an invalid byte and a line feed, so the torn line stays corrupt and
  /// is skipped. Another process's append still being copied in (across a page, a reader can
  /// see its first part) looks the same: then the guard is a line of its own, skipped by every
  /// reader, and both records stay whole. When the file was renamed away by a compaction meanwhile, appends again to
  /// the new file. Returns the file's size after the write.
  @discardableResult
  func append(_ line: [UInt8]) throws(HistoryError) -> Int {
    guard let folder = try HistoryFolder(path: folder, create: true) else { return 0 }
    for _ in 0..<16 {
      guard let descriptor = try folder.openFile(name.value, O_RDWR | O_APPEND | O_CREAT, action: "write to")
      else { return 0 }
      defer { _ = close(descriptor) }
      var bytes = line
      if let size = HistoryFolder.size(of: descriptor), size > 0 {
        var last: UInt8 = 0
        if pread(descriptor, &last, 1, off_t(size - 1)) == 1, last != 0x0A {
          bytes = HistoryRecord.tornLineGuard + line
        }
      }
      try HistoryFolder.writeOnce(descriptor, bytes, path: path)
      afterAppendWrite?(path)
      let size = HistoryFolder.size(of: descriptor) ?? 0
      // Still the file at the path? Else a compaction renamed it away after it was opened.
      if let written = HistoryFolder.identity(of: descriptor), let current = folder.identity(of: name.value),
        written == current
      {
        return size
      }
    }
    return 0
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension HistoryStore {
  /// The history's values, oldest first (newest last), at most `limit`; empty when the
  /// history does not exist yet. O(file size).
  public func load() throws(HistoryError) -> [String] {
    guard let folder = try HistoryFolder(path: folder, create: false),
      let descriptor = try folder.openFile(name.value, O_RDONLY, action: "read")
    else { return [] }
    defer { _ = close(descriptor) }
    let bytes = try HistoryFolder.read(descriptor, from: 0, limit: readLimit, path: path).bytes
    return Self.replay(bytes).values(limit: limit)
  }

  /// The records of a file's bytes replayed: every complete line that is a record, in order;
  /// a last line without its line feed is a torn write and is skipped. O(n).
  static func replay(_ bytes: [UInt8]) -> HistoryValues {
    var values = HistoryValues()
    for record in records(in: bytes) { values.apply(record) }
    return values
  }

  /// The records of the complete lines of `bytes`, in order.
  static func records(in bytes: [UInt8]) -> [HistoryRecord] {
    var records: [HistoryRecord] = []
    var start = 0
    while let end = bytes[start...].firstIndex(of: 0x0A) {
      if let record = HistoryRecord(line: bytes[start..<end]) { records.append(record) }
      start = end + 1
    }
    return records
  }
}

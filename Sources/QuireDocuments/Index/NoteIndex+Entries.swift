extension NoteIndex {
  /// The folder's documents as the index last knew them, as a listing states them (name,
  /// size, times, inode), in no particular order; `nil` when the index cannot be used. Read
  /// from the `note_identity` index alone: at 100,000 notes a fraction of a listing's time
  /// (no `stat`), for a first screen shown before the folder's own listing comes. Files
  /// changed since the index last looked are as they were then. Reads only.
  public func storedEntries() -> [FolderEntry]? {
    withDatabase { database throws(SQLiteError) -> [FolderEntry] in try database.storedEntries() }
  }
}

extension NoteDatabase {
  /// Every stored file as a listing entry.
  func storedEntries() throws(SQLiteError) -> [FolderEntry] {
    let statement = try connection.prepare("SELECT file, inode, size, mtime, ctime FROM note")
    var entries: [FolderEntry] = []
    while try statement.step() {
      // The name's bytes are read where SQLite holds them; only a name that is not UTF-8
      // keeps a copy.
      let (name, undecoded) = statement.withBlob(0) { bytes -> (String, [UInt8]?) in
        if let text = String(validating: bytes, as: UTF8.self) { return (text, nil) }
        return (NameBytes.shown(bytes), Array(bytes))
      }
      entries.append(
        FolderEntry(
          name: name, byteCount: Int(statement.integer(2)),
          modificationTime: FileTime(nanosecondsSinceEpoch: statement.integer(3)),
          statusChangeTime: FileTime(nanosecondsSinceEpoch: statement.integer(4)),
          inode: UInt64(bitPattern: statement.integer(1)), undecodedName: undecoded))
    }
    return entries
  }
}

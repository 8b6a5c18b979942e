extension NoteIndex {
  /// The heads the index holds for `entries`, by position in `entries`: for each whose
  /// file the index read as the listing shows it (the same inode, size and times), the
  /// head `DocumentFolder.head(of:)` would read from it now. The others (new, changed, a
  /// header Quire cannot read, binary data), and every one when the index cannot be used,
  /// are left for the caller to read from their files.
  ///
  /// The index is taken a few entries at a time, so that a search asked for meanwhile (a
  /// key typed as the browser opens) waits for those few, not for the whole batch.
  public func heads(of entries: [FolderEntry]) -> [Int: DocumentHead] {
    var heads: [Int: DocumentHead] = [:]
    for start in stride(from: 0, to: entries.count, by: Self.headsPerLock) {
      let positions = start..<min(start + Self.headsPerLock, entries.count)
      let read = withDatabase { database throws(SQLiteError) -> [Int: DocumentHead] in
        var read: [Int: DocumentHead] = [:]
        for position in positions {
          if let head = try database.head(of: entries[position]) { read[position] = head }
        }
        return read
      }
      guard let read else { return heads }
      heads.merge(read) { first, _ in first }
    }
    return heads
  }

  /// How many heads are read each time the index is taken.
  static let headsPerLock = 16
}

extension NoteDatabase {
  /// The head stored for the file `entry` lists, when the stored identity vouches for the
  /// listing and a head was kept.
  func head(of entry: FolderEntry) throws(SQLiteError) -> DocumentHead? {
    let statement = try self.statement(
      """
      SELECT device, inode, size, mtime, ctime, hash, observed, head_tags, head_description, head_lines
        FROM note WHERE file = ?1
      """)
    defer { statement.reset() }
    try statement.bind([.blob(entry.nameBytes)])
    guard try statement.step(), !statement.isNull(9), Self.identity(statement, from: 0).vouches(for: entry)
    else { return nil }
    return DocumentHead(
      tags: statement.lines(7), description: statement.isNull(8) ? nil : statement.text(8),
      lines: statement.lines(9))
  }
}

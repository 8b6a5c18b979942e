extension NoteDatabase {
  /// What the index holds of a file: its row and the identity it was read with.
  struct StoredFile: Sendable {
    var id: Int64
    var identity: FileIdentity
  }

  /// Gives every file the index holds to `body`, by the bytes of its name, in the order of
  /// those bytes (`NameKey`'s, which is SQLite's for a BLOB): one pass over `note_identity`,
  /// which is kept in that order, and nothing kept (a dictionary of them took 25 MB at
  /// 100,000 notes).
  func forEachStoredFile(_ body: (NameKey, StoredFile) -> Void) throws(SQLiteError) {
    let statement = try connection.prepare(
      "SELECT id, file, device, inode, size, mtime, ctime, hash, observed FROM note ORDER BY file")
    while try statement.step() {
      body(
        NameKey(statement.blob(1)),
        StoredFile(id: statement.integer(0), identity: Self.identity(statement, from: 2)))
    }
  }

  /// The stored file named by `nameBytes`, or `nil`.
  func storedFile(_ nameBytes: [UInt8]) throws(SQLiteError) -> StoredFile? {
    let statement = try self.statement(
      "SELECT id, device, inode, size, mtime, ctime, hash, observed FROM note WHERE file = ?1")
    defer { statement.reset() }
    try statement.bind([.blob(nameBytes)])
    guard try statement.step() else { return nil }
    return StoredFile(id: statement.integer(0), identity: Self.identity(statement, from: 1))
  }

  /// The identity in the columns from `column` on (device, inode, size, mtime, ctime,
  /// hash, observed).
  static func identity(_ statement: SQLiteStatement, from column: Int32) -> FileIdentity {
    FileIdentity(
      device: UInt64(bitPattern: statement.integer(column)),
      inode: UInt64(bitPattern: statement.integer(column + 1)),
      byteCount: Int(statement.integer(column + 2)),
      modificationTime: FileTime(nanosecondsSinceEpoch: statement.integer(column + 3)),
      statusChangeTime: FileTime(nanosecondsSinceEpoch: statement.integer(column + 4)),
      contentHash: ContentHash(value: UInt64(bitPattern: statement.integer(column + 5))),
      observedAt: statement.isNull(column + 6)
        ? nil : FileTime(nanosecondsSinceEpoch: statement.integer(column + 6)))
  }

  /// The identity's columns as values, in the order `identity(_:from:)` reads them.
  private static func values(of identity: FileIdentity) -> [SQLiteValue] {
    [
      .integer(Int64(bitPattern: identity.device)), .integer(Int64(bitPattern: identity.inode)),
      .integer(Int64(identity.byteCount)), .integer(identity.modificationTime.nanosecondsSinceEpoch),
      .integer(identity.statusChangeTime.nanosecondsSinceEpoch),
      .integer(Int64(bitPattern: identity.contentHash.value)),
      identity.observedAt.map { .integer($0.nanosecondsSinceEpoch) } ?? .null,
    ]
  }

  /// Stores `note`, replacing what the index held of its file; in the caller's transaction.
  /// The full-text index is told of the text it replaces, then of the new one.
  func store(_ note: IndexedNote) throws(SQLiteError) {
    writes += 1
    let tags = note.tags.joined(separator: "\n")
    let known = try storedFile(note.nameBytes)
    if let known { try forgetText(of: known.id) }
    let head = note.head
    let headValues: [SQLiteValue] = [
      head.map { .text($0.tags.joined(separator: "\n")) } ?? .null,
      head?.description.map { .text($0) } ?? .null,
      head.map { .text($0.lines.joined(separator: "\n")) } ?? .null,
    ]
    let statement = try self.statement(
      """
      INSERT INTO note(file, name, stem, tags, description, device, inode, size, mtime, ctime, hash, observed,
          head_tags, head_description, head_lines, grams)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
      ON CONFLICT(file) DO UPDATE SET name = ?2, stem = ?3, tags = ?4, description = ?5,
        device = ?6, inode = ?7, size = ?8, mtime = ?9, ctime = ?10, hash = ?11, observed = ?12,
        head_tags = ?13, head_description = ?14, head_lines = ?15, grams = ?16
      RETURNING id
      """)
    try statement.bind(
      [.blob(note.nameBytes), .text(note.name), .text(note.stem), .text(tags), .text(note.description)]
        + Self.values(of: note.identity) + headValues
        + [.blob(NoteGrams([note.stem, tags, note.description, note.body]).bytes)])
    guard try statement.step() else { return }
    let id = statement.integer(0)
    statement.reset()
    try self.statement("INSERT OR REPLACE INTO note_body(id, body) VALUES (?1, ?2)").run([
      .integer(id), .text(note.body),
    ])
    try self.statement(
      "INSERT INTO note_text(rowid, stem, tags, description, body) VALUES (?1, ?2, ?3, ?4, ?5)"
    ).run([.integer(id), .text(note.stem), .text(tags), .text(note.description), .text(note.body)])
    try self.statement("DELETE FROM note_tag WHERE note = ?1").run([.integer(id)])
    let insert = try self.statement("INSERT OR IGNORE INTO note_tag(tag, note) VALUES (?1, ?2)")
    for tag in note.tags { try insert.run([.text(FoldedNeedle(tag).text), .integer(id)]) }
    try storeLinks(of: note, id: id)
  }

  /// Takes the text of stored file `id` out of the full-text index, which, holding no copy
  /// of it, is given the text it indexed (from `note_content`).
  private func forgetText(of id: Int64) throws(SQLiteError) {
    try self.statement(
      """
      INSERT INTO note_text(note_text, rowid, stem, tags, description, body)
        SELECT 'delete', id, stem, tags, description, body FROM note_content WHERE id = ?1
      """
    ).run([.integer(id)])
  }

  /// Records a new identity for a stored file whose bytes are unchanged (a `touch`, a copy
  /// of the same text); its text is not indexed again.
  func restamp(_ id: Int64, identity: FileIdentity) throws(SQLiteError) {
    let statement = try self.statement(
      "UPDATE note SET device = ?1, inode = ?2, size = ?3, mtime = ?4, ctime = ?5, hash = ?6, observed = ?7 WHERE id = ?8"
    )
    try statement.run(Self.values(of: identity) + [.integer(id)])
  }

  /// Removes the stored file `id`; in the caller's transaction.
  func remove(_ id: Int64) throws(SQLiteError) {
    writes += 1
    try forgetText(of: id)
    for table in ["note_tag WHERE note", "note_link WHERE note", "note_body WHERE id", "note WHERE id"] {
      try self.statement("DELETE FROM \(table) = ?1").run([.integer(id)])
    }
  }
}

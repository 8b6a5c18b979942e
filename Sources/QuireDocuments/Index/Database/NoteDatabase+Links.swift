extension NoteDatabase {
  /// Replaces the links stored for note `id` with those of `note`, its links to itself left
  /// out (they are no backlinks); in the caller's transaction.
  func storeLinks(of note: IndexedNote, id: Int64) throws(SQLiteError) {
    let own = NoteLinkKey(fileName: note.name)
    try self.statement("DELETE FROM note_link WHERE note = ?1").run([.integer(id)])
    let insert = try self.statement(
      "INSERT OR IGNORE INTO note_link(target, name, line, note, context) VALUES (?1, ?2, ?3, ?4, ?5)")
    for line in note.links {
      for key in line.keys where key != own {
        try insert.run([
          .text(key.text), .text(note.name), .integer(Int64(line.line)), .integer(id), .text(line.context),
        ])
      }
    }
  }

  /// The lines that link to the note `key` names, with the file name of the note each is in,
  /// in `NoteBacklink.listed`'s order (SQLite's binary order of the names is their UTF-8
  /// bytes'). One range of `note_link`'s primary key, read in its order.
  func backlinks(to key: NoteLinkKey) throws(SQLiteError) -> [(name: String, line: Int, context: String)] {
    let statement = try self.statement(
      """
      SELECT name, line, context FROM note_link WHERE target = ?1 ORDER BY name, line
      """)
    defer { statement.reset() }
    try statement.bind([.text(key.text)])
    var rows: [(name: String, line: Int, context: String)] = []
    while try statement.step() {
      rows.append((statement.text(0), Int(statement.integer(1)), statement.text(2)))
    }
    return rows
  }
}

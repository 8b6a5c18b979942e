extension NoteDatabase {
  /// Replaces the links stored for note `id` with those of `note`; in the caller's
  /// transaction.
  func storeLinks(of note: IndexedNote, id: Int64) throws(SQLiteError) {
    try self.statement("DELETE FROM note_link WHERE note = ?1").run([.integer(id)])
    let insert = try self.statement(
      "INSERT OR IGNORE INTO note_link(target, note, line, context) VALUES (?1, ?2, ?3, ?4)")
    for line in note.links {
      for key in line.keys {
        try insert.run([.text(key.text), .integer(id), .integer(Int64(line.line)), .text(line.context)])
      }
    }
  }

  /// The lines that link to the note `key` names, with the file name of the note each is in
  /// (the note itself left out). One look-up of the key in `note_link`'s primary key.
  func backlinks(to key: NoteLinkKey) throws(SQLiteError) -> [(name: String, line: Int, context: String)] {
    let statement = try self.statement(
      """
      SELECT n.name, l.line, l.context FROM note_link l JOIN note n ON n.id = l.note
        WHERE l.target = ?1
      """)
    defer { statement.reset() }
    try statement.bind([.text(key.text)])
    var rows: [(name: String, line: Int, context: String)] = []
    while try statement.step() {
      let name = statement.text(0)
      if NoteLinkKey(fileName: name) == key { continue }
      rows.append((name, Int(statement.integer(1)), statement.text(2)))
    }
    return rows
  }
}

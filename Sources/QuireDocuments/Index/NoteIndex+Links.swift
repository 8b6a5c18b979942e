extension NoteIndex {
  /// The lines of other notes that link to the note `name` (`Groceries`, `Groceries.md`, a
  /// link's name: compared as the notes compare names), listed by note then line
  /// (`NoteBacklink.listed`). From the index when it can be used, else by reading every file
  /// (`NoteScan.backlinks`), which finds the same.
  public func backlinks(to name: String) -> [NoteBacklink] {
    let key = NoteLinkKey(linkName: name)
    let found = withDatabase { database throws(SQLiteError) -> [NoteBacklink] in
      try database.backlinks(to: key).map { row in
        NoteBacklink(path: folder.path(of: row.name), name: row.name, line: row.line, context: row.context)
      }
    }
    return found ?? NoteScan(folder: folder).backlinks(to: name)
  }
}

extension NoteIndex {
  /// The file name of every note the index holds; `nil` when the index cannot be used.
  public func noteFileNames() -> [String]? {
    withDatabase { database throws(SQLiteError) -> [String] in
      let statement = try database.statement("SELECT name FROM note")
      defer { statement.reset() }
      var names: [String] = []
      while try statement.step() { names.append(statement.text(0)) }
      return names
    }
  }
}

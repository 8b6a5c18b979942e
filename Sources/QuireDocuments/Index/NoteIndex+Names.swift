extension NoteIndex {
  /// The names of the notes the index holds, without their extension (`Groceries` for
  /// `Groceries.md`), the most recently changed first (ties by name), each once: what a
  /// `[[link]]` may name. `nil` when the index cannot be used. Reads only. O(n log n) in
  /// SQLite.
  public func noteNames() -> [String]? {
    withDatabase { database throws(SQLiteError) -> [String] in try database.noteNames() }
  }
}

extension NoteDatabase {
  /// Every note's stem, the most recently changed first, then by name; a stem shared by two
  /// files (`Ideas.md`, `Ideas.txt`) once, where the newer has it.
  func noteNames() throws(SQLiteError) -> [String] {
    // One pass over the table and a sort beats walking `note_mtime`, which reads the table's
    // pages in the order of the times (at 100,000 notes, 142 ms against 300 in sqlite3).
    let statement = try connection.prepare("SELECT stem FROM note NOT INDEXED ORDER BY mtime DESC, name")
    var names: [String] = []
    var seen: Set<String> = []
    while try statement.step() {
      let stem = statement.text(0)
      if seen.insert(stem).inserted { names.append(stem) }
    }
    return names
  }
}

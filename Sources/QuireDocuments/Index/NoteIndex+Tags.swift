extension NoteIndex {
  /// Every tag of the notes the index holds, with how many notes have it, the most used
  /// first (`TagCount.counting`); read from the files (`NoteScan.tagCounts`) when the index
  /// cannot be used. O(notes) over the stored tags, no file read.
  public func tagCounts() -> [TagCount] {
    let stored = withDatabase { database throws(SQLiteError) -> [[String]] in
      try database.storedTags()
    }
    guard let stored else { return NoteScan(folder: folder).tagCounts() }
    return TagCount.counting(stored)
  }

  /// The names of the files of the notes with `tag` (compared as `#tag` compares); read from
  /// the files when the index cannot be used.
  public func notes(taggedWith tag: String) -> [String] {
    let folded = FoldedNeedle(tag).text
    let names = withDatabase { database throws(SQLiteError) -> [String] in
      try database.files(taggedWith: folded)
    }
    return names ?? NoteScan(folder: folder).notes(taggedWith: tag)
  }
}

extension NoteDatabase {
  /// The tags of each stored note, as it spells them.
  func storedTags() throws(SQLiteError) -> [[String]] {
    let statement = try self.statement("SELECT tags FROM note WHERE tags <> ''")
    defer { statement.reset() }
    var result: [[String]] = []
    while try statement.step() {
      result.append(statement.text(0).split(separator: "\n").map(String.init))
    }
    return result
  }

  /// The names of the stored notes whose folded tags hold `folded`.
  func files(taggedWith folded: String) throws(SQLiteError) -> [String] {
    let statement = try self.statement(
      "SELECT n.name FROM note_tag t JOIN note n ON n.id = t.note WHERE t.tag = ?1 ORDER BY n.name")
    defer { statement.reset() }
    try statement.bind([.text(folded)])
    var result: [String] = []
    while try statement.step() { result.append(statement.text(0)) }
    return result
  }
}

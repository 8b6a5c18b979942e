extension NoteDatabase {
  /// A note the index found: what a result shows, without its body.
  struct FoundNote: Sendable {
    var id: Int64
    var nameBytes: [UInt8]
    var name: String
    var tags: [String]
    var modificationTime: FileTime
  }

  /// The notes that match `query`, best first: the most wanted words in the name, then by
  /// bm25 over the index's columns (name, tags, description, body, weighted 10, 5, 2, 1),
  /// then the most recently changed, then by name. When every indexed word is in at least
  /// half the notes, bm25 cannot tell them apart (each word's weight is the floor FTS5 gives
  /// a word that common) and is not computed: the most recent come first.
  ///
  /// Terms of three characters or more are looked up in the trigram index; shorter ones,
  /// which it cannot serve, by a bit of the notes' `NoteGrams` when they are letters and
  /// digits, else with `quire_contains` over the notes' columns.
  func search(_ query: NoteQuery) throws(SQLiteError) -> [FoundNote] {
    var parameters: [SQLiteValue] = []
    func parameter(_ value: SQLiteValue) -> String {
      parameters.append(value)
      return "?\(parameters.count)"
    }
    func anyColumn(_ needle: String) -> String {
      ["n.stem", "n.tags", "n.description", "(SELECT body FROM note_body WHERE id = n.id)"].map {
        "quire_contains(\($0), \(needle))"
      }
      .joined(separator: " OR ")
    }
    let hits = query.wantedTexts.map { "quire_contains(n.stem, \(parameter(.text($0.text))))" }
    var matches: [String] = []
    var filters: [String] = []
    for term in query.terms {
      switch term.kind {
      case .text(let text) where Self.isIndexable(text):
        if term.isExcluded {
          let excluded = parameter(.text(Self.phrase(text)))
          filters.append("n.id NOT IN (SELECT rowid FROM note_text WHERE note_text MATCH \(excluded))")
        } else {
          matches.append(Self.phrase(text))
        }
      case .text(let text):
        let folded = FoldedNeedle(text)
        let test: String
        if let bit = NoteGrams.bit(for: folded) {
          test = "quire_bit(n.grams, \(parameter(.integer(Int64(bit)))))"
        } else {
          test = anyColumn(parameter(.text(folded.text)))
        }
        filters.append((term.isExcluded ? "NOT " : "") + "(\(test))")
      case .tag(let tag):
        let wanted = parameter(.text(FoldedNeedle(tag).text))
        filters.append(
          "n.id \(term.isExcluded ? "NOT IN" : "IN") (SELECT note FROM note_tag WHERE tag = \(wanted))")
      }
    }
    let columns =
      "n.id, n.file, n.name, n.tags, n.mtime, (\(hits.isEmpty ? "0" : hits.joined(separator: " + "))) AS hits"
    var sql: String
    if matches.isEmpty {
      sql = "SELECT \(columns) FROM note n"
    } else {
      let match = parameter(.text(matches.joined(separator: " AND ")))
      sql =
        "SELECT \(columns) FROM note_text JOIN note n ON n.id = note_text.rowid WHERE note_text MATCH \(match)"
    }
    if !filters.isEmpty {
      sql += (matches.isEmpty ? " WHERE " : " AND ") + filters.joined(separator: " AND ")
    }
    sql += " ORDER BY hits DESC, "
    if !matches.isEmpty, try !isInMostNotes(matches) { sql += "bm25(note_text, 10.0, 5.0, 2.0, 1.0), " }
    sql += "n.mtime DESC, n.name"
    let statement = try connection.prepare(sql)
    try statement.bind(parameters)
    var found: [FoundNote] = []
    while try statement.step() {
      found.append(
        FoundNote(
          id: statement.integer(0), nameBytes: statement.blob(1), name: statement.text(2),
          tags: statement.lines(3).filter { !$0.isEmpty },
          modificationTime: FileTime(nanosecondsSinceEpoch: statement.integer(4))))
    }
    return found
  }

  /// Whether the notes holding all of `phrases` (FTS5 phrases) are at least half of all
  /// notes, so that each phrase is too: bm25's inverse document frequency, log((N − n + ½)
  /// / (n + ½)), is then at most zero for every phrase, which FTS5 raises to the same
  /// 10⁻⁶ for all.
  private func isInMostNotes(_ phrases: [String]) throws(SQLiteError) -> Bool {
    let matching = try statement("SELECT count(*) FROM note_text WHERE note_text MATCH ?1")
    defer { matching.reset() }
    try matching.bind([.text(phrases.joined(separator: " AND "))])
    guard try matching.step() else { return false }
    let found = matching.integer(0)
    let all = try statement("SELECT count(*) FROM note")
    defer { all.reset() }
    guard try all.step() else { return false }
    return found * 2 >= all.integer(0)
  }

  /// The body the index holds for note `id` (empty when it has none).
  func body(of id: Int64) throws(SQLiteError) -> String {
    let statement = try self.statement("SELECT body FROM note_body WHERE id = ?1")
    defer { statement.reset() }
    try statement.bind([.integer(id)])
    return try statement.step() ? statement.text(0) : ""
  }

  /// Whether the trigram index can find `text`: three characters (scalars) or more.
  static func isIndexable(_ text: String) -> Bool {
    text.unicodeScalars.count >= 3
  }

  /// `text` as an FTS5 phrase: in double quotes, each `"` doubled.
  static func phrase(_ text: String) -> String {
    "\"" + text.replacing("\"", with: "\"\"") + "\""
  }
}

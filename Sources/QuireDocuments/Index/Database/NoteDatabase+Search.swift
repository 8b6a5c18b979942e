extension NoteDatabase {
  /// The notes a search found, best first: each one's result (without its excerpt) and,
  /// at the same position, its row in the index.
  struct FoundNotes: Sendable {
    var results: [NoteSearchResult] = []
    var ids: [Int64] = []

    /// Puts at each position the note at `orders[position].position`, by swaps in place,
    /// which move the results rather than copy them.
    mutating func permute(by orders: [Order]) {
      var placed = [Bool](repeating: false, count: orders.count)
      results.withUnsafeMutableBufferPointer { results in
        ids.withUnsafeMutableBufferPointer { ids in
          for start in orders.indices where !placed[start] {
            var current = start
            while true {
              placed[current] = true
              let source = orders[current].position
              if source == start { break }
              results.swapAt(current, source)
              ids.swapAt(current, source)
              current = source
            }
          }
        }
      }
    }
  }

  /// What orders two found notes, without references: comparing two copies none.
  struct Order {
    /// How many of the query's wanted words its name holds.
    var hits: Int
    /// Its bm25 (lower is better), or 0 when the search does not rank by it.
    var rank: Double
    var modificationTime: FileTime
    /// The first eight bytes of its name, big-endian (zero-filled), so that most names
    /// are told apart without reading them.
    var namePrefix: UInt64
    /// Its position in the rows as read.
    var position: Int
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
  func search(_ query: NoteQuery, folderPath: String) throws(SQLiteError) -> FoundNotes {
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
    var matchTexts: [String] = []
    var filters: [String] = []
    for term in query.terms {
      switch term.kind {
      case .text(let text) where Self.isIndexable(text):
        if term.isExcluded {
          let excluded = parameter(.text(Self.phrase(text)))
          filters.append("n.id NOT IN (SELECT rowid FROM note_text WHERE note_text MATCH \(excluded))")
        } else {
          matches.append(Self.phrase(text))
          matchTexts.append(text)
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
    // bm25 only where it can tell the notes apart (`isInMostNotes`): one count of the
    // match decides it, so the rows are read once.
    var ranked = false
    if !matches.isEmpty { ranked = try !isInMostNotes(matchTexts) }
    let rank = ranked ? "bm25(note_text, 10.0, 5.0, 2.0, 1.0)" : "0.0"
    let columns =
      "n.id, n.file, n.name, n.tags, n.mtime, (\(hits.isEmpty ? "0" : hits.joined(separator: " + "))) AS hits, "
      + rank
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
    // Sorted here, not by SQLite, whose sorter carries every column of every row.
    var found = try rows(sql, parameters, folderPath: folderPath)
    Self.sortBest(&found.orders, names: found.notes.results)
    found.notes.permute(by: found.orders)
    return found.notes
  }

  /// Sorts `orders` best first: more words in the name, then the better bm25, then the
  /// more recent, then by the bytes of the name (`names`, at each one's position).
  static func sortBest(_ orders: inout [Order], names: [NoteSearchResult]) {
    names.withUnsafeBufferPointer { names in
      orders.sort { left, right in
        if left.hits != right.hits { return left.hits > right.hits }
        if left.rank != right.rank { return left.rank < right.rank }
        if left.modificationTime != right.modificationTime {
          return left.modificationTime > right.modificationTime
        }
        if left.namePrefix != right.namePrefix { return left.namePrefix < right.namePrefix }
        return names[left.position].nameBytes.lexicographicallyPrecedes(names[right.position].nameBytes)
      }
    }
  }

  /// The rows of search `sql` (id, file, name, tags, time, hits and rank), in the order
  /// read, and what orders each.
  private func rows(_ sql: String, _ parameters: [SQLiteValue], folderPath: String)
    throws(SQLiteError)
    -> (notes: FoundNotes, orders: [Order])
  {
    let statement = try connection.prepare(sql)
    try statement.bind(parameters)
    var notes = FoundNotes()
    var orders: [Order] = []
    while try statement.step() {
      let nameBytes = statement.blob(1)
      let modificationTime = FileTime(nanosecondsSinceEpoch: statement.integer(4))
      notes.results.append(
        NoteSearchResult(
          folderPath: folderPath, name: statement.text(2), nameBytes: nameBytes, tagLines: statement.text(3),
          modificationTime: modificationTime))
      orders.append(
        Order(
          hits: Int(statement.integer(5)), rank: statement.double(6), modificationTime: modificationTime,
          namePrefix: Self.prefix(of: nameBytes), position: orders.count))
      notes.ids.append(statement.integer(0))
    }
    return (notes, orders)
  }

  /// The first eight bytes of `name` as a big-endian number, zero-filled.
  static func prefix(of name: [UInt8]) -> UInt64 {
    var value: UInt64 = 0
    for index in 0..<8 { value = value << 8 | UInt64(index < name.count ? name[index] : 0) }
    return value
  }

  /// Whether the notes holding all of `texts` are at least half of all notes, so that
  /// each text is too: bm25's inverse document frequency, log((N − n + ½) / (n + ½)), is
  /// then at most zero for every phrase, which FTS5 raises to the same 10⁻⁶ for all. Not
  /// counted again when one of `texts` holds a text found in fewer than half before, with
  /// the index unchanged since (`rareTexts`).
  private func isInMostNotes(_ texts: [String]) throws(SQLiteError) -> Bool {
    let version = RareTexts.Version(data: try connection.integer("PRAGMA data_version") ?? 0, writes: writes)
    if rareTexts.holdsOne(of: texts, at: version) { return false }
    let matching = try statement("SELECT count(*) FROM note_text WHERE note_text MATCH ?1")
    defer { matching.reset() }
    try matching.bind([.text(texts.map(Self.phrase).joined(separator: " AND "))])
    guard try matching.step() else { return false }
    let most = try matching.integer(0) * 2 >= noteCount()
    if !most, texts.count == 1 { rareTexts.insert(texts[0], at: version) }
    return most
  }

  /// How many notes the index holds.
  private func noteCount() throws(SQLiteError) -> Int64 {
    let all = try statement("SELECT count(*) FROM note")
    defer { all.reset() }
    return try all.step() ? all.integer(0) : 0
  }

  /// Runs `read` over the UTF-8 of the body the index holds for note `id` (empty when it
  /// has none), where SQLite keeps it: no copy is made.
  func withBody<Value>(of id: Int64, _ read: (UnsafeBufferPointer<UInt8>) -> Value) throws(SQLiteError)
    -> Value
  {
    let statement = try self.statement("SELECT body FROM note_body WHERE id = ?1")
    defer { statement.reset() }
    try statement.bind([.integer(id)])
    guard try statement.step() else { return read(UnsafeBufferPointer(start: nil, count: 0)) }
    return statement.withText(0, read)
  }

  /// Whether the trigram index can find `text`: three characters (scalars) or more.
  static func isIndexable(_ text: String) -> Bool {
    text.unicodeScalars.count >= 3
  }

  /// `text` as an FTS5 phrase: in double quotes, each `"` doubled.
  static func phrase(_ text: String) -> String {
    var phrase = "\""
    for scalar in text.unicodeScalars {
      phrase.unicodeScalars.append(scalar)
      if scalar == "\"" { phrase.unicodeScalars.append(scalar) }
    }
    return phrase + "\""
  }
}

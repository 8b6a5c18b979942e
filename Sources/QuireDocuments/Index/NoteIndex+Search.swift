extension NoteIndex {
  /// The notes that match `query`, best first (`NoteDatabase.search`), each with its
  /// excerpt for the first `excerpts` results, cut to about `excerptWidth` characters.
  ///
  /// From the index when it can be used, else by reading every file (`NoteScan`), which
  /// finds the same notes.
  public func search(_ query: NoteQuery, excerpts: Int = .max, excerptWidth: Int = 80) -> [NoteSearchResult] {
    let needles = query.wantedTexts
    let found = withDatabase { database throws(SQLiteError) -> [NoteSearchResult] in
      let notes = try database.search(query)
      var results: [NoteSearchResult] = []
      results.reserveCapacity(notes.count)
      for (index, note) in notes.enumerated() {
        var excerpt: NoteExcerpt?
        if index < excerpts, !needles.isEmpty {
          excerpt = NoteExcerpt.find(
            in: try database.body(of: note.id), needles: needles, width: excerptWidth)
        }
        results.append(
          NoteSearchResult(
            folderPath: folder.path, name: note.name, nameBytes: note.nameBytes, tags: note.tags,
            modificationTime: note.modificationTime, excerpt: excerpt))
      }
      return results
    }
    return found ?? NoteScan(folder: folder).search(query, excerpts: excerpts, excerptWidth: excerptWidth)
  }
}

extension NoteIndex {
  /// The notes that match `query`, best first (`NoteDatabase.search`), each with its
  /// excerpt for the first `excerpts` results, cut to about `excerptWidth` characters.
  ///
  /// From the index when it can be used, else by reading every file (`NoteScan`), which
  /// finds the same notes.
  public func search(_ query: NoteQuery, excerpts: Int = .max, excerptWidth: Int = 80) -> [NoteSearchResult] {
    let needles = query.wantedTexts
    let found = withDatabase { database throws(SQLiteError) -> [NoteSearchResult] in
      var found = try database.search(query, folderPath: folder.path)
      if !needles.isEmpty {
        for index in found.results.indices.prefix(excerpts) {
          found.results[index].excerpt = try database.withBody(of: found.ids[index]) {
            NoteExcerpt.find(in: $0, needles: needles, width: excerptWidth)
          }
        }
      }
      return found.results
    }
    return found ?? NoteScan(folder: folder).search(query, excerpts: excerpts, excerptWidth: excerptWidth)
  }
}

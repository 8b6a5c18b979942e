/// A search of notes that reads every file of the folder, for when the index cannot be used:
/// the same notes as the index finds (`NoteQuery.matches`), ranked by the words in the name,
/// then the most recently changed (bm25 needs the index). O(bytes of the notes).
public struct NoteScan: Sendable {
  /// The folder searched.
  public var folder: DocumentFolder

  public init(folder: DocumentFolder) {
    self.folder = folder
  }

  /// The notes that match `query`, best first, with excerpts for the first `excerpts`.
  public func search(_ query: NoteQuery, excerpts: Int = .max, excerptWidth: Int = 80) -> [NoteSearchResult] {
    guard let entries = try? folder.list() else { return [] }
    let needles = query.wantedTexts
    var found: [(note: IndexedNote, hits: Int)] = []
    for entry in entries {
      guard let note = IndexedNote.read(entry, in: folder),
        query.matches(stem: note.stem, tags: note.tags, description: note.description, body: note.body)
      else { continue }
      found.append((note, query.nameHits(stem: note.stem)))
    }
    found.sort { left, right in
      if left.hits != right.hits { return left.hits > right.hits }
      let leftTime = left.note.identity.modificationTime
      let rightTime = right.note.identity.modificationTime
      if leftTime != rightTime { return leftTime > rightTime }
      return left.note.name < right.note.name
    }
    return found.enumerated().map { index, item in
      let excerpt =
        index < excerpts && !needles.isEmpty
        ? NoteExcerpt.find(in: item.note.body, needles: needles, width: excerptWidth) : nil
      return NoteSearchResult(
        folderPath: folder.path, name: item.note.name, nameBytes: item.note.nameBytes,
        tags: item.note.tags,
        modificationTime: item.note.identity.modificationTime, excerpt: excerpt)
    }
  }
}

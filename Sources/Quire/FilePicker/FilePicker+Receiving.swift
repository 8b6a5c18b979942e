import QuireDocuments

extension FilePicker {
  /// Takes what a task brought back; returns what the owner is to do, in order. Batches and
  /// ends of listings that no longer matter (a folder left) are dropped.
  public mutating func receive(_ event: FilePickerEvent) -> [FilePickerEffect] {
    switch event {
    case .listed(let generation, let batch):
      return listed(batch, generation: generation)
    case .listingEnded(let generation, let result):
      return listingEnded(result, generation: generation)
    case .previewRead(let path, let read):
      guard case .reading(let reading, let next) = preview, reading == path else { return [] }
      preview = .read(path: path, read)
      if let next, next != path { return readPreview(of: next) }
      return previewWanted()
    }
  }

  /// A batch of the folder shown, or the first of the folder being opened (which is then
  /// shown, the listing of the one left stopped).
  private mutating func listed(_ batch: [FileEntry], generation: Int) -> [FilePickerEffect] {
    var effects: [FilePickerEffect] = []
    if case .opening(let path, generation, let cursorOn) = opening {
      if case .reading(let old) = listing { effects.append(.stopListing(generation: old)) }
      opening = .none
      show(path, generation: generation)
      add(batch)
      if let cursorOn { moveCursor(toEntryNamed: cursorOn) }
      return effects + previewWanted()
    }
    guard case .reading(generation) = listing else { return [] }
    add(batch)
    return previewWanted()
  }

  /// The end of a listing: the folder shown complete, or why it could not be read; for a
  /// folder being opened that never showed, why, and the picker stays.
  private mutating func listingEnded(_ result: Result<Void, FolderError>, generation: Int)
    -> [FilePickerEffect]
  {
    if case .opening(_, generation, _) = opening {
      opening = .none
      if case .failure(let error) = result { notice = error.description }
      return []
    }
    guard case .reading(generation) = listing else { return [] }
    switch result {
    case .success:
      listing = .complete
    case .failure(let error) where entries.isEmpty:
      listing = .unreadable(error)
    case .failure(let error):
      listing = .complete
      notice = error.description
    }
    return previewWanted()
  }

  /// Makes `path` the folder shown, empty, its listing `generation`; the filter emptied.
  mutating func show(_ path: String, generation: Int) {
    folder = path
    listing = .reading(generation: generation)
    entries = []
    candidates = MatchCandidates()
    order = []
    offered = []
    matches = nil
    matchedQuery = ""
    preview = .none
    if !filter.isEmpty { filter = TextField(placeholder: "", keys: filter.keys) }
    viewport = ListViewport(count: 0)
  }

  /// Opens `path` (entering a folder, or going up): listed as a new generation, shown once
  /// its first batch comes, the cursor then on `cursorOn`.
  mutating func open(_ path: String, cursorOn: String? = nil) -> [FilePickerEffect] {
    var effects: [FilePickerEffect] = []
    if case .opening(_, let previous, _) = opening { effects.append(.stopListing(generation: previous)) }
    let generation = nextGeneration
    nextGeneration += 1
    opening = .opening(path: path, generation: generation, cursorOn: cursorOn)
    return effects + [.list(path: path, generation: generation)]
  }

  /// Asks for the preview of the entry under the cursor, when it is not read or being read.
  mutating func previewWanted() -> [FilePickerEffect] {
    guard let entry = cursorEntry else { return [] }
    let path = path(of: entry)
    switch preview {
    case .read(path, _): return []
    case .reading(path, _): return []
    case .reading(let reading, _):
      preview = .reading(path: reading, next: path)
      return []
    case .none, .read:
      return readPreview(of: path)
    }
  }

  /// Reads the preview of `path`.
  private mutating func readPreview(of path: String) -> [FilePickerEffect] {
    preview = .reading(path: path, next: nil)
    return [.readPreview(path: path, hidden: showsHidden)]
  }

  /// The preview of the entry under the cursor, once read.
  public var cursorPreview: FilePreview? {
    guard let entry = cursorEntry, case .read(let path, let read) = preview, path == self.path(of: entry)
    else {
      return nil
    }
    return read
  }
}

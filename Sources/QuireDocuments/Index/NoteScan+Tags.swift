extension NoteScan {
  /// Every tag of the folder's notes with how many notes have it, read from the files.
  /// O(bytes of the notes).
  public func tagCounts() -> [TagCount] {
    guard let entries = try? folder.list() else { return [] }
    return TagCount.counting(entries.lazy.compactMap { IndexedNote.read($0, in: folder)?.tags })
  }

  /// The names of the files of the notes with `tag`, ignoring case, read from the files.
  public func notes(taggedWith tag: String) -> [String] {
    guard let entries = try? folder.list() else { return [] }
    let wanted = FoldedNeedle(tag)
    return entries.filter { entry in
      entry.hasUTF8Name
        && (IndexedNote.read(entry, in: folder)?.tags.contains { FoldedNeedle($0) == wanted } ?? false)
    }.map(\.name).sorted()
  }
}

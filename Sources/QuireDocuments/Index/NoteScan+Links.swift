extension NoteScan {
  /// The lines of other notes that link to the note `name`, found by reading every file of
  /// the folder: what `NoteIndex.backlinks` finds through the index. O(bytes of the notes).
  public func backlinks(to name: String) -> [NoteBacklink] {
    guard let entries = try? folder.list() else { return [] }
    let key = NoteLinkKey(linkName: name)
    var found: [NoteBacklink] = []
    for entry in entries where NoteLinkKey(fileName: entry.name) != key {
      guard let note = IndexedNote.read(entry, in: folder) else { continue }
      for line in note.links where line.keys.contains(key) {
        found.append(
          NoteBacklink(
            path: folder.path(of: entry.name), name: entry.name, line: line.line, context: line.context))
      }
    }
    return NoteBacklink.listed(found)
  }
}

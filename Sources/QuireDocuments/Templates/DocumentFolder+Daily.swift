/// The daily note: one note a day, named after the local date.
extension DocumentFolder {
  /// The file name of the note of the day `values.date` names, made when missing: an
  /// existing note whose name is the date (`2026-12-02.md`, or `.txt`) is kept as it is;
  /// otherwise `DATE.md` is created, from the template `.templates/daily.md` (its
  /// placeholders filled) when the folder has one, else empty. Two asking at once get the
  /// same note.
  public func dailyNote(_ values: NoteTemplate.Values) throws(FolderError) -> String {
    let stem = values.date
    if let existing = try list().first(where: { $0.hasUTF8Name && $0.stem == stem }) {
      return existing.name
    }
    let name = stem + ".md"
    let daily = NoteTemplate(fileName: NoteTemplate.dailyFileName)
    let contents = templates().contains(daily) ? NoteTemplate.fill(try text(of: daily), with: values) : []
    do throws(FolderError) {
      try createDocument(named: name, contents: contents)
    } catch .alreadyExists {
      // Made a moment ago by another asking: that is the day's note.
    }
    return name
  }
}

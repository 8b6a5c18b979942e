import QuireText

extension DocumentFolder {
  /// Why one note was left as it was, in one line.
  struct Refusal: Error {
    var reason: String
  }

  /// Reads the note `name`, applies the changes `edit` finds in its text, and saves it
  /// safely (`SafeSave`, refused when the file changed since it was read): whether it was
  /// changed, or why it was left as it was (read-only, unreadable, changed meanwhile, a
  /// failed save). A missing note, or one with nothing to change, is `false`. The one rule
  /// for every rename that touches many notes (a tag, the links to a note).
  func rewriteNote(
    _ name: String, beforeSaving: (String) -> Void = { _ in },
    _ edit: (TextStorage) -> Result<[TextChange], Refusal>
  ) async -> Result<Bool, Refusal> {
    let target = path(of: name)
    let loaded: LoadedDocument
    do {
      try Self.check(name)
      let file = try DocumentFile.open(target)
      guard file.exists else { return .success(false) }
      if let notice = file.notices.first(where: \.makesReadOnly) {
        return .failure(Refusal(reason: notice.description))
      }
      guard let document = try await DocumentLoad(file).load() else { return .success(false) }
      loaded = document
    } catch {
      return .failure(Refusal(reason: "\(error)"))
    }
    let changes: [TextChange]
    switch edit(loaded.text) {
    case .success(let found): changes = found
    case .failure(let refusal): return .failure(refusal)
    }
    guard !changes.isEmpty else { return .success(false) }
    var text = loaded.text
    for change in changes { _ = text.apply(change) }
    beforeSaving(name)
    do {
      _ = try SafeSave.save(
        text, format: loaded.format, to: target, options: SaveOptions(expected: loaded.identity))
    } catch {
      return .failure(Refusal(reason: error.description))
    }
    return .success(true)
  }
}

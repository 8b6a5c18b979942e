import QuireText

extension DocumentFolder {
  /// Renames the tag `old` to `new` in the notes `names` (those the index says have it):
  /// each note is read, changed in its front matter and its inline tags, and saved safely
  /// (`SafeSave`, refused when the file changed since it was read). A note that cannot be
  /// (read-only, changed meanwhile, a header Quire cannot read, a failed save) is left as it
  /// was and listed; the others are changed. Nothing is half-written.
  public func renameTag(_ old: String, to new: String, inNotes names: [String]) async -> TagRenameOutcome {
    var outcome = TagRenameOutcome(old: old, new: new)
    for name in names {
      switch await renameTag(old, to: new, inNote: name) {
      case .success(true): outcome.renamed.append(name)
      case .success(false): break
      case .failure(let failure):
        outcome.failed.append(TagRenameOutcome.Failure(name: name, reason: failure.reason))
      }
    }
    return outcome
  }

  /// Why one note was left as it was.
  private struct Refusal: Error {
    var reason: String
  }

  /// Renames the tag in the note `name`; whether the note had it, or why it was left alone.
  private func renameTag(_ old: String, to new: String, inNote name: String) async -> Result<Bool, Refusal> {
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
    switch TagEdit.changes(in: loaded.text, renaming: old, to: new) {
    case .success(let found): changes = found
    case .failure(let problem): return .failure(Refusal(reason: "its header cannot be read: \(problem)"))
    }
    guard !changes.isEmpty else { return .success(false) }
    var text = loaded.text
    for change in changes { _ = text.apply(change) }
    do {
      _ = try SafeSave.save(
        text, format: loaded.format, to: target, options: SaveOptions(expected: loaded.identity))
    } catch {
      return .failure(Refusal(reason: error.description))
    }
    return .success(true)
  }
}

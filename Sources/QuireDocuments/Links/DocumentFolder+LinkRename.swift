import QuireText

extension DocumentFolder {
  /// Points the links to the note renamed from the file `old` to `new` at its new name, in
  /// the notes `names` (those the backlinks list): each note is read, its links' target
  /// parts changed (`LinkEdit`), and saved safely by the tag rename's rule (`rewriteNote`).
  /// A note that cannot be (read-only, changed meanwhile, a failed save, a new name its
  /// links cannot hold) is left as it was and listed; the others are changed. Nothing is
  /// half-written.
  public func renameLinks(from old: String, to new: String, inNotes names: [String]) async
    -> LinkRenameOutcome
  {
    await renameLinks(from: old, to: new, inNotes: names, beforeSaving: { _ in })
  }

  /// `renameLinks(from:to:inNotes:)`, calling `beforeSaving` with each note's name between
  /// its read and its save (where a test changes it).
  func renameLinks(
    from old: String, to new: String, inNotes names: [String], beforeSaving: (String) -> Void
  ) async -> LinkRenameOutcome {
    var outcome = LinkRenameOutcome(old: old, new: new)
    for name in names where name != old && name != new {
      let result = await rewriteNote(name, beforeSaving: beforeSaving) { text in
        LinkEdit.changes(in: text, renaming: old, to: new).mapError { _ in
          Refusal(reason: "its links cannot hold the name “\(FolderEntry.stem(of: new))”")
        }
      }
      switch result {
      case .success(true): outcome.updated.append(name)
      case .success(false): break
      case .failure(let refusal):
        outcome.failed.append(LinkRenameOutcome.Failure(name: name, reason: refusal.reason))
      }
    }
    return outcome
  }
}

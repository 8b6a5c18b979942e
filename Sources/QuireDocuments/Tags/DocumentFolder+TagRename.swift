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

  /// Renames the tag in the note `name`; whether the note had it, or why it was left alone.
  private func renameTag(_ old: String, to new: String, inNote name: String) async -> Result<Bool, Refusal> {
    await rewriteNote(name) { text in
      TagEdit.changes(in: text, renaming: old, to: new).mapError { problem in
        Refusal(reason: "its header cannot be read: \(problem)")
      }
    }
  }
}

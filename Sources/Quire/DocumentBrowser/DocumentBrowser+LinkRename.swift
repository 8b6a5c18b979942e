import QuireDocuments

/// Renaming a linked note: the notes that link to it are found (the index's backlinks, or the
/// files when the index is not up to date), the user is asked whether their links are to
/// follow, and each is saved safely; what could not be changed is listed.
extension DocumentBrowser {
  /// Carries out what the state asked for about the links to a renamed note.
  func carryOutLinkRename(_ effect: BrowserEffect, context: ScreenContext<DocumentBrowser>) {
    let folder = self.folder
    // An index still being brought up to date would miss notes: the files are read then.
    let index = state.indexing == .current ? self.index : nil
    switch effect {
    case .findLinkingNotes(let old, let new):
      context.run {
        let links = await BlockingWork.run {
          index?.backlinks(to: old) ?? NoteScan(folder: folder).backlinks(to: old)
        }
        var seen = Set<String>()
        let notes = links.map(\.name).filter { seen.insert($0).inserted }
        return BrowserMessage.event(.linkingNotesFound(old: old, new: new, notes: notes))
      }
    case .offerLinkUpdate(let old, let new, let notes):
      offerLinkUpdate(old: old, new: new, notes: notes, context: context)
    case .renameLinks(let old, let new, let notes):
      context.run {
        BrowserMessage.event(.linksRenamed(await folder.renameLinks(from: old, to: new, inNotes: notes)))
      }
    case .reportLinkRename(let outcome):
      let strings = context.strings
      if !outcome.updated.isEmpty {
        notice =
          outcome.updated.count == 1
          ? strings[.linksUpdatedOne] : strings.text(.linksUpdated, ["count": String(outcome.updated.count)])
      }
      reportLeftAlone(outcome.failed, context: context)
    default:
      break
    }
  }

  /// Asks whether the links in `notes` are to point at the note's new name.
  private func offerLinkUpdate(
    old: String, new: String, notes: [String], context: ScreenContext<DocumentBrowser>
  ) {
    let strings = context.strings
    let alert = Alert<Bool>(
      title: notes.count == 1
        ? strings[.updateLinksOne] : strings.text(.updateLinks, ["count": String(notes.count)]),
      message: strings.text(
        notes.count == 1 ? .updateLinksMessageOne : .updateLinksMessage,
        ["old": FolderEntry.stem(of: old), "new": FolderEntry.stem(of: new)]),
      buttons: [
        Button(.word(.updateLinksButton), value: true),
        Button(.word(.leaveLinksButton), value: false, role: .cancel),
      ])
    context.push(alert) { [weak self] update in
      guard let self, update == true else { return }
      self.take(.linkUpdateAccepted(old: old, new: new, notes: notes), context: context)
    }
  }

  /// Lists the notes a rename across notes (of a tag, or of a linked note) left as they were,
  /// with why, in an alert; says nothing when there are none.
  func reportLeftAlone(_ failed: [TagRenameOutcome.Failure], context: ScreenContext<DocumentBrowser>) {
    guard !failed.isEmpty else { return }
    let strings = context.strings
    let lines = failed.map { "\(FolderEntry.stem(of: $0.name)): \($0.reason)" }
    let alert = Alert<Bool>(
      title: failed.count == 1
        ? strings[.tagRenameFailedOne]
        : strings.text(.tagRenameFailed, ["count": String(failed.count)]),
      message: lines.joined(separator: "\n"), buttons: [Button(.word(.okay), value: true)])
    context.push(alert) { _ in }
  }
}

import QuireDocuments

/// The tag list: every tag with its count, choosing one to filter by it, renaming one in
/// every note.
extension DocumentBrowser {
  /// Carries out what the state asked for about tags.
  func carryOutTags(_ effect: BrowserEffect, context: ScreenContext<DocumentBrowser>) {
    let folder = self.folder
    // An index still being brought up to date would miss notes: the files are read then.
    let index = state.indexing == .current ? self.index : nil
    switch effect {
    case .countTags:
      context.run {
        let counts = await BlockingWork.run { index?.tagCounts() ?? NoteScan(folder: folder).tagCounts() }
        return BrowserMessage.event(.tagsCounted(counts))
      }
    case .showTags(let counts):
      context.push(TagList(tags: counts)) { [weak self] result in
        guard let self, let result else { return }
        switch result {
        case .filter(let tag): self.take(.tagChosen(tag), context: context)
        case .rename(let old, let new): self.take(.tagRenameRequested(old: old, new: new), context: context)
        }
      }
    case .setFilter(let text):
      filter.replaceText(with: text, at: context.now)
      take(.queryChanged(text), context: context)
    case .renameTag(let old, let new):
      context.run {
        let names = await BlockingWork.run {
          index?.notes(taggedWith: old) ?? NoteScan(folder: folder).notes(taggedWith: old)
        }
        return BrowserMessage.event(.tagRenamed(await folder.renameTag(old, to: new, inNotes: names)))
      }
    case .reportTagRename(let outcome):
      let strings = context.strings
      if !outcome.renamed.isEmpty {
        let values = ["old": outcome.old, "new": outcome.new, "count": String(outcome.renamed.count)]
        notice = strings.text(outcome.renamed.count == 1 ? .tagRenamedOne : .tagRenamed, values)
      }
      reportLeftAlone(outcome.failed, context: context)
    default:
      break
    }
  }
}

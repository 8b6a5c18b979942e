import QuireDocuments

/// The daily note, templates, the tags and the links: what the browser does when the user
/// asks for today's note, names a new note, opens the tag list, or renames a linked note.
extension BrowserState {
  /// Takes the events of the daily note, of templates, of tags and of links.
  mutating func receiveNotesEvent(_ event: BrowserEvent) -> [BrowserEffect] {
    switch event {
    case .todayRequested:
      return [.openToday]
    case .todayReady(.success(let name)):
      pendingSelection = name
      return listFolder() + [.open(name)]
    case .todayReady(.failure(let error)):
      return [.notice(error.description)]
    case .noteNamed(let name):
      return [.prepareNote(name)]
    case .templatesRead(let name, let templates):
      return [templates.isEmpty ? .createNote(name: name, nil) : .chooseTemplate(name: name, templates)]
    case .templateChosen(let name, let template):
      return [.createNote(name: name, template)]
    case .tagsRequested:
      return [.countTags]
    case .tagsCounted(let counts):
      return [.showTags(counts)]
    case .tagChosen(let tag):
      return [.setFilter("#" + tag)]
    case .tagRenameRequested(let old, let new):
      guard old != new, !new.isEmpty else { return [] }
      return [.renameTag(old: old, new: new)]
    case .tagRenamed(let outcome):
      return [.reportTagRename(outcome)] + listFolder() + notesCommitted()
    case .linkingNotesFound(let old, let new, let notes):
      let linking = notes.filter { $0 != old && $0 != new }
      return linking.isEmpty ? [] : [.offerLinkUpdate(old: old, new: new, notes: linking)]
    case .linkUpdateAccepted(let old, let new, let notes):
      return [.renameLinks(old: old, new: new, notes: notes)]
    case .linksRenamed(let outcome):
      return [.reportLinkRename(outcome)] + listFolder() + notesCommitted()
    default:
      return []
    }
  }
}

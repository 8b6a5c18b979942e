import QuireDocuments

/// The daily note, templates and the tags: what the browser does when the user asks for
/// today's note, names a new note, or opens the tag list.
extension BrowserState {
  /// Takes the events of the daily note, of templates and of tags.
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
      return [.reportTagRename(outcome)] + listFolder()
    default:
      return []
    }
  }
}

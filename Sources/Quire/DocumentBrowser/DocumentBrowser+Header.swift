extension DocumentBrowser {
  /// Chooses the note's tags in a `SelectionList` of the tags of every note and those
  /// remembered in the history (`options.tagHistoryName`), the note's own checked; `Other…` adds a
  /// new one. The history is read in a task first.
  func tag(_ note: Note, context: ScreenContext<DocumentBrowser>) {
    let paths = options.paths
    let history = options.tagHistoryName
    let name = note.entry.name
    context.run {
      var store = BestEffortHistory(name: history, paths: paths)
      let remembered = store.load()
      return BrowserMessage.event(
        .tagHistoryRead(name: name, remembered: remembered, warning: store.takeWarning()?.description))
    }
  }

  /// Pushes the tag list for `note`; Done writes the tags chosen (those the note had first,
  /// in their order, then the new ones) and remembers what changed in the history.
  func chooseTags(of note: Note, remembered: [String], context: ScreenContext<DocumentBrowser>) {
    var known: [String] = []
    var seen = Set<String>()
    for tag in list.notes.flatMap(\.tags) where seen.insert(SelectionItem.key(for: tag)).inserted {
      known.append(tag)
    }
    var selection = SelectionList(
      values: known, remembered: remembered, selected: note.tags, order: .alphabetical, limit: nil)
    selection.allowsNone = true
    let screen = SelectionListScreen(title: context.strings[.tags], list: selection)
    context.push(screen) { [weak self] result in
      guard let self else { return }
      let changes = result ?? screen.list.result
      let tags = result.map { Self.merged(note.tags, $0.chosen) }
      self.writeTags(tags, of: note, remembering: changes, accepted: result != nil, context: context)
    }
  }

  /// The tags `chosen`, those of `old` first in their order.
  static func merged(_ old: [String], _ chosen: [String]) -> [String] {
    let chosenKeys = Set(chosen.map(SelectionItem.key(for:)))
    let kept = old.filter { chosenKeys.contains(SelectionItem.key(for: $0)) }
    let keptKeys = Set(kept.map(SelectionItem.key(for:)))
    return kept + chosen.filter { !keptKeys.contains(SelectionItem.key(for: $0)) }
  }

  /// Writes `tags` (when given: the list was accepted) to the note's header and remembers in
  /// the history what the list changed, in one task.
  private func writeTags(
    _ tags: [String]?, of note: Note, remembering changes: SelectionResult, accepted: Bool,
    context: ScreenContext<DocumentBrowser>
  ) {
    if let tags, tags != note.tags {
      var head = note.head ?? DocumentHead()
      head.tags = tags
      take(.headerChanging(note.entry, head), context: context)
    }
    let folder = self.folder
    let name = note.entry.name
    let paths = options.paths
    let history = options.tagHistoryName
    context.run {
      var store = BestEffortHistory(name: history, paths: paths)
      store.remember(changes, chosen: accepted)
      let warning = store.takeWarning()?.description
      guard let tags else {
        return BrowserMessage.event(.headerChanged(name: name, .success(()), historyWarning: warning))
      }
      do throws(FolderError) {
        try await folder.changeHeader(of: name) { $0.settingTags(tags) }
        return BrowserMessage.event(.headerChanged(name: name, .success(()), historyWarning: warning))
      } catch {
        return BrowserMessage.event(.headerChanged(name: name, .failure(error), historyWarning: warning))
      }
    }
  }

  /// Edits the note's description in a `FieldEditor` (a full-screen text area, Done and
  /// Cancel), bound to the note as the list knows it: Done writes the front matter's
  /// `description` (empty removes it), showing it at once.
  func describe(_ note: Note, context: ScreenContext<DocumentBrowser>) {
    let name = note.entry.name
    let binding = TextBinding(
      get: { [weak self] in self?.list.note(named: name)?.description ?? "" },
      set: { [weak self] text in self?.writeDescription(text, of: name, context: context) })
    FieldEditor(title: context.strings[.description], binding: binding, environment: options.environment)
      .open(context: context)
  }

  /// Writes `text` as the description of the note `name` (none when empty), in a task.
  private func writeDescription(_ text: String, of name: String, context: ScreenContext<DocumentBrowser>) {
    guard let note = list.note(named: name) else { return }
    let description: String? = text.isEmpty ? nil : text
    var head = note.head ?? DocumentHead()
    head.description = description
    take(.headerChanging(note.entry, head), context: context)
    let folder = self.folder
    context.run {
      do throws(FolderError) {
        try await folder.changeHeader(of: name) { $0.settingDescription(description) }
        return BrowserMessage.event(.headerChanged(name: name, .success(()), historyWarning: nil))
      } catch {
        return BrowserMessage.event(.headerChanged(name: name, .failure(error), historyWarning: nil))
      }
    }
  }
}

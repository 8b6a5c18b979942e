import QuireDocuments

/// Making notes: today's note, and a new note from the template the user chooses.
extension DocumentBrowser {
  /// Carries out what the state asked for to make a note, each file's work in a task whose
  /// outcome comes back as an event.
  func carryOutNoteMaking(_ effect: BrowserEffect, context: ScreenContext<DocumentBrowser>) {
    let folder = self.folder
    let clock = options.wallClock
    switch effect {
    case .openToday:
      context.run {
        let now = clock()
        let values = NoteTemplate.Values(title: now.localDateText, at: now)
        return BrowserMessage.event(
          .todayReady(Swift.Result { () throws(FolderError) in try folder.dailyNote(values) }))
      }
    case .prepareNote(let name):
      context.run {
        // With no template, the note is made at once, as it always was.
        let templates = folder.templates()
        guard templates.isEmpty else { return BrowserMessage.event(.templatesRead(name: name, templates)) }
        return BrowserMessage.event(
          .created(
            name: name, Swift.Result { () throws(FolderError) in try folder.createDocument(named: name) }))
      }
    case .chooseTemplate(let name, let templates):
      chooseTemplate(for: name, among: templates, context: context)
    case .createNote(let name, let template):
      context.run {
        BrowserMessage.event(
          .created(
            name: name,
            Swift.Result { () throws(FolderError) in
              try Self.createNote(name, from: template, in: folder, at: clock())
            }))
      }
    default:
      break
    }
  }

  /// Creates the note `name` in `folder`, from `template` with its placeholders filled for
  /// the time `now` (blank when `nil`).
  nonisolated static func createNote(
    _ name: String, from template: NoteTemplate?, in folder: DocumentFolder, at now: FileTime
  )
    throws(FolderError)
  {
    guard let template else {
      try folder.createDocument(named: name)
      return
    }
    let values = NoteTemplate.Values(title: FolderEntry.stem(of: name), at: now)
    try folder.createDocument(
      named: name, contents: NoteTemplate.fill(try folder.text(of: template), with: values))
  }

  /// Asks which template the new note `name` starts from: `Blank note` first (under the
  /// cursor), then the templates by name. Cancel makes no note.
  private func chooseTemplate(
    for name: String, among templates: [NoteTemplate], context: ScreenContext<DocumentBrowser>
  ) {
    let blank = context.strings[.blankNote]
    let list = SelectionList(
      values: [blank] + templates.map(\.title), order: .given, limit: 1, allowsAdding: false)
    let screen = SelectionListScreen(title: context.strings[.chooseTemplate], list: list)
    context.push(screen) { [weak self] result in
      guard let self, let chosen = result?.chosen.first else { return }
      let key = SelectionItem.key(for: chosen)
      let template =
        key == SelectionItem.key(for: blank)
        ? nil : templates.first { SelectionItem.key(for: $0.title) == key }
      self.take(.templateChosen(name: name, template), context: context)
    }
  }
}

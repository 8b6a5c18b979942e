extension DocumentBrowser {
  /// Does what `action` names.
  func perform(_ action: DocumentBrowserAction, context: ScreenContext<DocumentBrowser>) {
    guard isAvailable(action) else {
      context.ringBell()
      return
    }
    if action == .tag || action == .describe, let note = list.selected, !note.entry.hasUTF8Name {
      notice = Self.undecodedNameNotice(note, keys: keys, strings: context.strings)
      return
    }
    switch action {
    case .open:
      take(.chosen, context: context)
    case .add:
      add(context: context)
    case .rename:
      if let note = list.selected { rename(note, context: context) }
    case .delete:
      if let note = list.selected { delete(note, context: context) }
    case .tag:
      if let note = list.selected { tag(note, context: context) }
    case .describe:
      if let note = list.selected { describe(note, context: context) }
    case .filter:
      isFilterFocused = true
    case .closeFilter:
      isFilterFocused = false
    case .clearFilter:
      filter.replaceText(with: "", at: context.now)
      take(.queryChanged(""), context: context)
      isFilterFocused = false
    case .sort:
      state.list.setSort(list.sort.toggled)
    case .quit:
      context.finish(())
    case .today:
      take(.todayRequested, context: context)
    case .tags:
      take(.tagsRequested, context: context)
    case .sync:
      take(.syncRequested, context: context)
    }
  }

  /// Opens the note under the cursor, looking for `find` in it (the query's text), unless its
  /// name is not UTF-8 (the notice says to rename it).
  func openSelected(find: String?, context: ScreenContext<DocumentBrowser>) {
    guard let note = list.selected else { return }
    guard note.entry.hasUTF8Name else {
      notice = Self.undecodedNameNotice(note, keys: keys, strings: context.strings)
      return
    }
    open(note.entry.name, find: find, context: context)
  }

  /// Opens the note `name` in the screen `opener` makes; the folder is listed again once it
  /// is done. Without an opener, the bell: the key is not dropped unseen.
  func open(_ name: String, find: String? = nil, context: ScreenContext<DocumentBrowser>) {
    guard let opener else {
      context.ringBell()
      return
    }
    push(opener(NoteOpening(path: folder.path(of: name), find: find)), context: context) {
      [weak self] result in
      guard let self else { return }
      var failure: String?
      if case .failed(let failed)? = result as? DocumentEditorResult { failure = failed.description }
      take(.noteClosed(failure: failure), context: context)
    }
  }

  /// Asks for a name (refusing one that cannot be a note's, with the reason under the field),
  /// creates the note and opens it at once.
  func add(context: ScreenContext<DocumentBrowser>) {
    let naming = NoteName(folder: folder, takenNames: list.names)
    let overlay = InputOverlay(
      title: context.strings[.newNote], placeholder: context.strings[.noteNamePlaceholder],
      validator: naming.validator(context.strings))
    context.push(overlay) { [weak self] typed in
      guard let self, let typed, case .success(let name) = naming.fileName(for: typed) else { return }
      self.create(fileNamed: name, context: context)
    }
  }

  /// Creates the note a query that matched nothing names, and opens it; a query that cannot
  /// name a note (a `/` in it, a name taken) says why instead.
  func create(named query: String, context: ScreenContext<DocumentBrowser>) {
    switch NoteName(folder: folder, takenNames: list.names).fileName(for: query) {
    case .success(let name): create(fileNamed: name, context: context)
    case .failure(let problem): notice = context.strings[problem.word]
    }
  }

  /// Creates the note `name`, from a template the user chooses when the folder has any;
  /// the state opens it once made.
  private func create(fileNamed name: String, context: ScreenContext<DocumentBrowser>) {
    take(.noteNamed(name), context: context)
  }

  /// Asks for the new name in edit mode; the note keeps its extension unless the new name
  /// gives one.
  func rename(_ note: Note, context: ScreenContext<DocumentBrowser>) {
    let naming = NoteName(
      folder: folder, defaultExtension: note.entry.fileExtension,
      takenNames: list.names.filter { $0 != note.entry.name })
    let overlay = InputOverlay(
      title: context.strings[.renameNote], value: note.title,
      placeholder: context.strings[.noteNamePlaceholder],
      validator: naming.validator(context.strings))
    let old = note.entry
    context.push(overlay) { [weak self] typed in
      guard let self, let typed, case .success(let name) = naming.fileName(for: typed), name != old.name
      else {
        return
      }
      let folder = self.folder
      context.run {
        BrowserMessage.event(
          .renamed(
            oldName: old.name, newName: name,
            Swift.Result { () throws(FolderError) in try folder.renameDocument(old, to: name) }
          ))
      }
    }
  }

  /// What the browser says when a note whose name is not UTF-8 is to be opened, tagged or
  /// described: the editor and the header's writer name files by text, so it is renamed
  /// first (renaming and deleting work on its bytes).
  static func undecodedNameNotice(_ note: Note, keys: KeyMap<DocumentBrowserAction>, strings: Strings)
    -> String
  {
    strings[.noteNameNotUTF8].replacing("{name}", with: note.title)
      .replacing("{key}", with: keys.chords(for: .rename).first?.label ?? "")
  }

  /// Asks before moving the note to the trash; Cancel is the default.
  func delete(_ note: Note, context: ScreenContext<DocumentBrowser>) {
    let strings = context.strings
    let alert = Alert(
      confirming: strings[.deleteNoteQuestion].replacing("{name}", with: note.title),
      message: strings[.deleteNoteMessage], confirm: .word(.delete), deny: .word(.cancel),
      isDestructive: true,
      defaultsToConfirm: false)
    let name = note.entry.nameBytes
    let folder = folder.path
    context.push(alert) { [weak self] confirmed in
      guard let self, confirmed == true else { return }
      let trash = self.options.trash
      context.run {
        BrowserMessage.event(
          .trashed(
            Swift.Result { () throws(DocumentError) in _ = try trash.move(fileNamed: name, in: folder) }))
      }
    }
  }

  /// Pushes `screen` and calls `done` with its result when it finishes.
  func push<S: Screen>(
    _ screen: S, context: ScreenContext<DocumentBrowser>, done: @escaping @MainActor (S.Result?) -> Void
  ) {
    context.push(screen) { result in done(result) }
  }
}

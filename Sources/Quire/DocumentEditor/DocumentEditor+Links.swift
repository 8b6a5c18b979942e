import QuireDocuments

extension DocumentEditor {
  /// The link under the caret (or just before it), when the editor knows links (`links`)
  /// and the text is loaded. The caret's line is parsed from the state of the lines above
  /// it (front matter, fenced blocks), read from at most `TextArea.highlightLookBehind`
  /// lines up, as the highlighter does. O(those lines).
  func linkAtCaret() -> NoteLink? {
    guard links != nil, case .ready = phase else { return nil }
    let text = textArea.storage
    let head = textArea.selection.head
    let line = text.lineNumber(at: head).value
    var number = max(0, line - TextArea.highlightLookBehind)
    var block: NoteLinkParser.Block = number == 0 ? .firstLine : .body
    while number < line {
      block = withLine(number, of: text) { NoteLinkParser.block(after: $0, from: block) }
      number += 1
    }
    let column = head.value - text.lineStart(LineNumber(line)).value
    var found: NoteLink?
    _ = withLine(line, of: text) { bytes in
      NoteLinkParser.parse(line: bytes, from: block) { link in
        if found == nil, link.byteRange.lowerBound <= column, column <= link.byteRange.upperBound {
          found = link
        }
      }
    }
    return found
  }

  /// Calls `body` with the bytes of line `number` of `text`, at most
  /// `TextArea.highlightedLineLimit` of them.
  private func withLine<Value>(
    _ number: Int, of text: TextStorage, _ body: (UnsafeBufferPointer<UInt8>) -> Value
  ) -> Value {
    let start = text.lineStart(LineNumber(number))
    let end = min(text.lineEnd(LineNumber(number)), start + TextArea.highlightedLineLimit)
    return text.withBytes(in: start..<end, body)
  }

  /// The links' keys: follow (on a link), back (with a note under this one), the backlinks.
  /// `nil` for any other event, and for a key whose action cannot be done now, which then
  /// goes on to the editor and its text area.
  func handleLinks(_ event: InputEvent, context: ScreenContext<DocumentEditor>) -> EventVerdict? {
    guard let links, case .key(let key) = event else { return nil }
    guard let action = links.keyMap.action(for: key) else {
      if case .saving = links.history.state { apply(.keyTyped, context: context) }
      return nil
    }
    switch action {
    case .follow:
      guard let link = linkAtCaret() else { return nil }
      follow(link, context: context)
    case .back:
      guard links.history.canGoBack else { return nil }
      self.links?.exit = .back
      leave(context: context)
    case .backlinks:
      showBacklinks(context: context)
    }
    return .consumed
  }

  /// After a click in the text: a click (no drag, so no selection) that put the caret on a
  /// link follows it.
  func followClicked(_ mouse: MouseEvent, context: ScreenContext<DocumentEditor>) {
    guard links != nil, mouse.kind == .release, textArea.selection.isEmpty, let link = linkAtCaret() else {
      return
    }
    follow(link, context: context)
  }

  /// Goes to the note `link` names: the one that answers to its name, else a new one, named
  /// by the browser's rules (`NoteName`); a name that cannot be a note's says why.
  func follow(_ link: NoteLink, context: ScreenContext<DocumentEditor>) {
    guard let links else { return }
    if let fileName = links.names.fileName(for: link.name) {
      go(to: .note(fileName: fileName, create: false), context: context)
      return
    }
    switch NoteName(folder: links.folder, takenNames: links.names.all).fileName(for: link.name) {
    case .success(let fileName):
      go(to: .note(fileName: fileName, create: true), context: context)
    case .failure(let problem):
      notice = .link(
        context.strings.text(
          .noticeLinkNotMade, ["name": link.name, "reason": context.strings[problem.word]]))
    }
  }

  /// Leaves this note for `destination`, saving it first.
  func go(to destination: NoteDestination, context: ScreenContext<DocumentEditor>) {
    apply(.goAsked(destination, unsaved: isEditable && hasUnsavedEdits), context: context)
  }

  /// Gives the history `event` and carries out what it answers.
  func apply(_ event: NoteHistory.Event, context: ScreenContext<DocumentEditor>) {
    let effects = links?.history.receive(event) ?? []
    for effect in effects {
      switch effect {
      case .save:
        perform(.save, context: context)
      case .leave:
        leave(context: context)
      case .open(let destination):
        open(destination, context: context)
      }
    }
  }

  /// Opens `destination` over this note (made first when new, in a task); once it is left,
  /// the history hears how, and the backlinks are counted again.
  private func open(_ destination: NoteDestination, context: ScreenContext<DocumentEditor>) {
    guard let links else { return }
    if case .note(let fileName, create: true) = destination {
      let folder = links.folder
      context.run {
        .links(
          .created(
            destination, Swift.Result { () throws(FolderError) in try folder.createDocument(named: fileName) }
          ))
      }
      return
    }
    let editor = links.open(
      links.folder.path(of: destination.fileName), NoteHistory(depth: links.history.depth + 1))
    if case .line(_, let line) = destination { editor.links?.startLine = line }
    context.push(editor) { [weak self] _ in
      guard let self else { return }
      self.apply(.returned(editor.links?.exit ?? .toNotes), context: context)
      self.listBacklinks(context: context)
    }
  }

  /// After a save's message: the history hears that the save ended once none is running.
  func linksSaveEnded(context: ScreenContext<DocumentEditor>) {
    guard case .saving = links?.history.state, !isSaving else { return }
    apply(.saveEnded(unsaved: hasUnsavedEdits), context: context)
  }

  /// Once the text is loaded: the caret goes to the line a backlink named, and the
  /// backlinks are listed.
  func linksDidLoad(context: ScreenContext<DocumentEditor>) {
    guard links != nil else { return }
    if let line = links?.startLine {
      goTo(line: line + 1)
      links?.startLine = nil
    }
    listBacklinks(context: context)
  }

  /// Lists the lines that link to this note, in a task on a thread of its own
  /// (`BlockingWork`: the index's query, or every file read when it cannot be used).
  func listBacklinks(context: ScreenContext<DocumentEditor>) {
    guard let links else { return }
    let fileName = self.fileName
    context.run {
      .links(.backlinksListed(await BlockingWork.run { links.listBacklinks(of: fileName) }))
    }
  }

  /// Takes a message of the links' tasks.
  func receiveLinks(_ message: NoteLinksMessage, context: ScreenContext<DocumentEditor>) {
    switch message {
    case .backlinksListed(let found):
      links?.backlinks = found
    case .created(let destination, .success), .created(let destination, .failure(.alreadyExists)):
      links?.names.insert(fileName: destination.fileName)
      // The links to it are drawn as links now, not faint: the lines' spans are kept.
      textArea.forgetHighlighting()
      let fresh = NoteDestination.note(fileName: destination.fileName, create: false)
      open(fresh, context: context)
    case .created(_, .failure(let error)):
      notice = .link("\(error)")
      apply(.openFailed, context: context)
    }
  }

  /// The help bar's link keys that work now.
  func linkHelpItems(_ strings: Strings) -> [HelpItem] {
    guard let links, case .ready = phase else { return [] }
    return links.keyMap.helpItems(strings) { action in
      switch action {
      case .follow: self.linkAtCaret() != nil
      case .back: links.history.canGoBack
      case .backlinks: !(links.backlinks?.isEmpty ?? true)
      }
    }
  }

  /// `3 backlinks`: how many other notes link to this one, for the status line; `nil` while
  /// they are counted, when there are none, and outside the notes app.
  func backlinksText(_ strings: Strings) -> String? {
    guard let found = links?.backlinks, !found.isEmpty else { return nil }
    let count = NoteBacklink.noteCount(found)
    return count == 1 ? strings[.statusOneBacklink] : strings.text(.statusBacklinks, ["count": String(count)])
  }
}

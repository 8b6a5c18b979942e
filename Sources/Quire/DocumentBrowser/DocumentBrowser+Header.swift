extension DocumentBrowser {
  /// Chooses the note's tags. (The selection list comes with the `selection` branch.)
  func tag(_ note: Note, context: ScreenContext<Void>) {}

  /// Edits the note's description. (The field editor comes with the `form` branch.)
  func describe(_ note: Note, context: ScreenContext<Void>) {}

  /// Writes the change `edit` makes to the note's front matter, in a task, showing the new
  /// head at once; the folder is listed again when it is written (or it failed: the note's
  /// head is then read back from the file).
  func changeHeader(
    of note: Note, showing head: DocumentHead, context: ScreenContext<Void>,
    _ edit: @escaping @Sendable (FrontMatter) -> TextChange?
  ) {
    list.setHead(head, for: note.entry)
    list.headsChanged()
    let folder = self.folder
    let name = note.entry.name
    context.run {
      do throws(FolderError) {
        try await folder.changeHeader(of: name, edit)
        return BrowserMessage.headerChanged(.success(()))
      } catch {
        return BrowserMessage.headerChanged(.failure(error))
      }
    }
  }
}

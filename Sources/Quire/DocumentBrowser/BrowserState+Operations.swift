import QuireDocuments

/// The ends of the operations on a note (create, rename, delete to the trash, a header
/// written, the tag history read): the notice, the selection and the listing that follow.
/// Each lists the folder again, after the listing that runs if one does, so its outcome
/// shows even when the folder changed meanwhile.
extension BrowserState {
  /// A note was created: the filter is emptied and left, the folder listed, the cursor put
  /// on the note once listed, and the note opened.
  mutating func created(_ name: String, _ result: Result<Void, FolderError>) -> [BrowserEffect] {
    if case .failure(let error) = result { return [.notice(error.description)] }
    pendingSelection = name
    list.setQuery("")
    return [.leaveFilter] + listFolder() + [.open(name)]
  }

  /// A note was renamed (the cursor goes to its new name once listed, and the notes that
  /// link to it are looked for, so their links can follow), or why not.
  mutating func renamed(_ oldName: String, to newName: String, _ result: Result<Void, FolderError>)
    -> [BrowserEffect]
  {
    guard case .success = result else { return notice(of: result) + listFolder() }
    pendingSelection = newName
    return notice(of: result) + listFolder() + [.findLinkingNotes(old: oldName, new: newName)]
      + notesCommitted()
  }

  /// A note's header was written, or why not (its head is then read again); with the
  /// history's warning, shown unless the write failed. The notice is replaced either way.
  mutating func headerChanged(_ name: String, _ result: Result<Void, FolderError>, historyWarning: String?)
    -> [BrowserEffect]
  {
    var shown = historyWarning
    if case .failure(let error) = result {
      // The head shown is not the file's.
      shown = error.description
      list.forgetHead(of: name)
      list.headsChanged()
    }
    return [.notice(shown)] + listFolder() + (result.failure == nil ? notesCommitted() : [])
  }

  /// The tags remembered were read: the tag list opens for the note, if it is still there.
  func tagHistoryRead(_ name: String, remembered: [String], warning: String?) -> [BrowserEffect] {
    var effects: [BrowserEffect] = warning.map { [.notice($0)] } ?? []
    if let note = list.note(named: name) { effects.append(.chooseTags(note, remembered: remembered)) }
    return effects
  }

  /// The notice that says why `result` failed, if it did.
  func notice<Failure: Error & CustomStringConvertible>(of result: Result<Void, Failure>) -> [BrowserEffect] {
    guard case .failure(let error) = result else { return [] }
    return [.notice(error.description)]
  }
}

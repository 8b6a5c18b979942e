import Quire

/// `quire notes --search QUERY [DIR]`: the paths of the matching notes, best first, one a
/// line, from the folder's index brought up to date first (or the files, when it cannot be
/// used).
enum NotesSearch {
  /// Searches the folder (the default notes folder when `nil`); exits 1 when nothing matches.
  @MainActor
  static func run(query: String, folder: String?, environment: [String: String]) -> ExitStatus {
    let notes = NotesApp(folder: folder, environment: environment).folder
    do throws(FolderError) {
      // Before the index is opened, so that a folder that is not there leaves no index.
      try notes.checkListable()
    } catch {
      StandardError.write("\(NotesCommand.name): \(error)\n")
      return .failure
    }
    let index = NoteIndex(folder: notes, environment: environment)
    let wanted = NoteQuery(query)
    // The folder is listed on another thread while the index, as it is, is searched here:
    // when the update with that listing changes no note, these results are the folder's.
    let revision = index.revision
    let listing = notes.startListing()
    var results = index.search(wanted, excerpts: 0)
    switch listing.wait() {
    case .success(let entries):
      index.update(listing: entries)
    case .failure(let error):
      StandardError.write("\(NotesCommand.name): \(error)\n")
      return .failure
    }
    if index.revision != revision { results = index.search(wanted, excerpts: 0) }
    if let notice = index.notice { StandardError.write("\(NotesCommand.name): \(notice)\n") }
    var output = StandardOutputBuffer()
    let toTerminal = StandardOutput.isTerminal
    for result in results {
      // A name is content: to a terminal it goes out with its controls made visible.
      let bytes = (toTerminal ? Sanitiser.visibleText(result.path) : result.path).preservedBytes
      bytes.withUnsafeBufferPointer { output.append($0) }
      output.append(0x0A)
    }
    if let failure = output.flush() {
      StandardError.write("\(NotesCommand.name): cannot write the notes found: \(failure)\n")
      return .failure
    }
    return results.isEmpty ? .cancelled : .accepted
  }
}

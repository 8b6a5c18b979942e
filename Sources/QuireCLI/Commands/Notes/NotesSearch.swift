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
      _ = try notes.list()
    } catch {
      StandardError.write("\(NotesCommand.name): \(error)\n")
      return .failure
    }
    let index = NoteIndex(folder: notes, environment: environment)
    index.update()
    let results = index.search(NoteQuery(query), excerpts: 0)
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

import Quire

/// `quire notes --git-init [DIR]` and `quire notes --sync [DIR]`: the notes folder made a git
/// work tree (with a `.gitignore` for the files a save makes) and its notes committed, or
/// synced with its remote (`NotesSync`), with one line saying what was done or why not.
enum NotesGit {
  enum Action: Hashable, Sendable {
    case initialize
    case sync
  }

  /// Carries out `action` on the folder (the default notes folder when `nil`; made when
  /// missing for `--git-init` only).
  @MainActor
  static func run(_ action: Action, folder: String?, environment: [String: String]) -> ExitStatus {
    let notes = NotesApp(folder: folder, environment: environment)
    let shown = Sanitiser.visibleText(NotesApp.shownPath(notes.folder.path, home: environment["HOME"]))
    do throws(FolderError) {
      if action == .initialize { try notes.createFolder() }
      try notes.folder.checkListable()
    } catch {
      StandardError.write("\(NotesCommand.name): \(error)\n")
      return .failure
    }
    guard let sync = NotesSync(folder: notes.folder.path, environment: environment) else {
      StandardError.write("\(NotesCommand.name): \(SyncFailure.gitMissing)\n")
      return .failure
    }
    // No screen waits on git here: it runs on this thread.
    let outcome: Result<String, SyncFailure> =
      switch action {
      case .initialize: sync.initialize().map { initialised(shown, committed: $0) }
      case .sync: sync.sync().map { synced(shown, $0) }
      }
    switch outcome {
    case .success(let line):
      if let failure = StandardOutput.write(line + "\n") {
        StandardError.write("\(NotesCommand.name): cannot write what was done: \(failure)\n")
        return .failure
      }
      return .accepted
    case .failure(let failure):
      StandardError.write("\(NotesCommand.name): \(shown): \(failure)\n")
      return .failure
    }
  }

  /// `~/notes is kept in git; its notes are committed.`
  static func initialised(_ folder: String, committed: Bool) -> String {
    folder + " is kept in git" + (committed ? "; its notes are committed." : "; nothing new to commit.")
  }

  /// `Synced ~/notes: 2 notes came; 1 note changed on both sides: the other side's text is
  /// kept beside it as “Plan (conflict 2026-12-03 101010).md”; this machine's changes went
  /// to the remote.`
  static func synced(_ folder: String, _ report: SyncReport) -> String {
    let notes = report.changed.filter { !report.conflictCopies.contains($0) }.count
    var parts: [String] = []
    if notes > 0 { parts.append(notes == 1 ? "1 note came" : "\(notes) notes came") }
    if !report.conflictCopies.isEmpty {
      let names = report.conflictCopies.map { "“" + Sanitiser.visibleText($0) + "”" }.joined(separator: ", ")
      parts.append(
        report.conflictCopies.count == 1
          ? "1 note changed on both sides: the other side's text is kept beside it as \(names)"
          : "\(report.conflictCopies.count) notes changed on both sides: the other side's texts are kept beside them as \(names)"
      )
    }
    if parts.isEmpty { parts.append("nothing new came") }
    if report.sent { parts.append("this machine's changes went to the remote") }
    return "Synced " + folder + ": " + parts.joined(separator: "; ") + "."
  }
}

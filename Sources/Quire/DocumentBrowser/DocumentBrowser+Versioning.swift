import QuireDocuments

/// Notes kept in git: the browser asks git whether the folder is a work tree as it appears,
/// commits what changes and syncs on `S`, each on a thread of its own so no key waits on
/// git; the header says where the syncs are.
extension DocumentBrowser {
  /// Carries out what the state asked for about git.
  func carryOutVersioning(_ effect: BrowserEffect, context: ScreenContext<DocumentBrowser>) {
    guard let sync = options.sync else {
      if effect == .findVersioning { take(.versioningFound(false), context: context) }
      return
    }
    let wallClock = options.wallClock
    switch effect {
    case .findVersioning:
      context.run { .event(.versioningFound(await BlockingWork.run { sync.isWorkTree })) }
    case .commit:
      context.run { .event(.committed(await BlockingWork.run { sync.commitPending() })) }
    case .sync:
      context.run {
        let result = await BlockingWork.run { sync.sync() }
        return .event(.synced(result, wallClock: wallClock()))
      }
    case .wakeForCommit(let generation):
      context.send(.event(.commitWoke(generation: generation)), after: options.commitQuiet)
    case .reportConflictCopies(let copies):
      let names = copies.map { path in
        "“" + FolderEntry.stem(of: path.split(separator: "/").last.map(String.init) ?? path) + "”"
      }
      notice = context.strings.text(.conflictCopiesKept, ["names": names.joined(separator: ", ")])
    default:
      break
    }
  }

  /// What the header says of the syncs: `syncing…`, `synced 2 min ago`, or why the last
  /// one failed (in the error style); `nil` when nothing is to be said.
  func syncStatus(now: FileTime?, strings: Strings) -> (text: String, failed: Bool)? {
    guard case .on(let versioned) = state.versioning else { return nil }
    switch versioned.sync {
    case .never:
      return nil
    case .syncing:
      return (strings[.syncing], false)
    case .ended(.synced(let time)):
      let age = now.map { NoteAge.text(of: time, now: $0, strings: strings) } ?? ""
      return (strings.text(.syncedAgo, ["age": age]), false)
    case .ended(.failed(let failure, _)):
      return (strings.text(.syncFailed, ["reason": failure.description]), true)
    }
  }
}

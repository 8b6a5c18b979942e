/// A notes folder kept in git: commits of what changed, named by the notes ("Edit
/// Groceries"), and sync with the folder's remote by the steps of `SyncRun`, each carried
/// out with the user's git. Every run of git blocks its thread: the notes app calls these
/// from a thread of its own, never the main actor.
public struct NotesSync: Sendable {
  public let git: GitRunner
  /// The clock a conflict copy is named by.
  public var now: @Sendable () -> FileTime = { FileTime.now() }

  /// The sync of the notes folder `folder`; `nil` without git on `environment`'s `PATH`. No
  /// git runs until one of its calls.
  public init?(folder: String, environment: [String: String]) {
    guard let git = GitRunner(folder: folder, environment: environment) else { return nil }
    self.git = git
    self.user = environment["USER"] ?? environment["LOGNAME"] ?? "quire"
  }

  /// The login name that stands in for a git identity the user has not set.
  let user: String

  /// What the folder's `.gitignore` says to leave out, when `--git-init` writes one: the
  /// temporary files and backups a save makes beside a note.
  public static let ignored = "# Quire's files while it saves a note\n.*.quire-*\n"

  /// The pathspec of every commit: the folder, less the files a save makes meanwhile.
  static let pathspec = [".", ":(exclude,glob)**/.*.quire-*"]

  /// Whether the folder is the top of a git work tree. A folder inside another work tree (a
  /// home kept in git, say) is not: syncing would merge and push that whole repository.
  public var isWorkTree: Bool {
    let result = git.run(["rev-parse", "--show-toplevel"])
    guard result.succeeded, case .success(let folder) = PathText.canonicalFolder(git.folder) else {
      return false
    }
    return PathText.canonicalFolder(result.text) == .success(folder)
  }

  /// `git init` (an existing work tree is kept as it is; a folder inside another becomes one
  /// of its own) and a `.gitignore` leaving out the files a save makes, when the folder has
  /// none; then the notes there committed.
  public func initialize() -> Result<Bool, SyncFailure> {
    if !isWorkTree {
      let result = git.run(["init", "-q"])
      guard result.succeeded else { return .failure(.gitFailed(SyncFailure.firstLine(result.errorText))) }
    }
    let ignore = git.folder + "/.gitignore"
    if case .failure = FileStatus.ofLink(ignore) {
      do throws(DocumentError) {
        _ = try SafeSave.save(bytes: Array(Self.ignored.utf8), to: ignore)
      } catch {
        return .failure(.gitFailed(error.description))
      }
    }
    return commitPending()
  }

  /// Commits every change of the folder in one commit naming the notes; `false` when there
  /// was nothing to commit.
  public func commitPending() -> Result<Bool, SyncFailure> {
    guard isWorkTree else { return .failure(.notWorkTree) }
    let added = git.run(["add", "-A", "--"] + Self.pathspec)
    guard added.succeeded else { return .failure(.gitFailed(SyncFailure.firstLine(added.errorText))) }
    let diff = git.run(["diff", "--cached", "--name-status", "-z", "-M", "--"] + Self.pathspec)
    let changes = NoteChange.parse(nameStatus: diff.output)
    guard !changes.isEmpty else { return .success(false) }
    return commitIndex(message: NoteChange.commitMessage(changes)).map { true }
  }

  /// Commits the index as it is, by git's plumbing (the tree, the commit, then `HEAD` moved
  /// only from the commit it was read at): `git commit` would look at every file of the
  /// folder again, which `add` has just done.
  func commitIndex(message: String) -> Result<Void, SyncFailure> {
    let tree = git.run(["write-tree"])
    guard tree.succeeded else { return .failure(.gitFailed(SyncFailure.firstLine(tree.errorText))) }
    let parent = git.run(["rev-parse", "-q", "--verify", "HEAD"])
    let parents = parent.succeeded ? ["-p", parent.text] : []
    let commit = git.run(identity() + ["commit-tree", tree.text] + parents + ["-m", message])
    guard commit.succeeded else { return .failure(.gitFailed(SyncFailure.firstLine(commit.errorText))) }
    // From the parent read, or from no commit at all: a commit made meanwhile is not lost.
    let old = parent.succeeded ? parent.text : String(repeating: "0", count: commit.text.count)
    let moved = git.run(["update-ref", "-m", "commit: " + message, "HEAD", commit.text, old])
    return moved.succeeded ? .success(()) : .failure(.gitFailed(SyncFailure.firstLine(moved.errorText)))
  }

  /// `git commit` with `arguments`, as the user (`identity`).
  func commit(_ arguments: [String]) -> Result<Void, SyncFailure> {
    let result = git.run(identity() + ["commit", "-q", "--no-verify"] + arguments)
    return result.succeeded ? .success(()) : .failure(.gitFailed(SyncFailure.firstLine(result.errorText)))
  }

  /// Without an identity (`user.email`, or the email variables git reads) git refuses to
  /// commit: the user's login name stands in for one rather than lose the commit.
  func identity() -> [String] {
    let environment = git.environment
    if environment["EMAIL"] != nil || environment["GIT_COMMITTER_EMAIL"] != nil { return [] }
    if git.run(["config", "user.email"]).succeeded { return [] }
    return ["-c", "user.name=\(user)", "-c", "user.email=\(user)@localhost"]
  }

  /// Commits what is pending, fetches, integrates and pushes (`SyncRun`).
  public func sync() -> Result<SyncReport, SyncFailure> {
    guard isWorkTree else { return .failure(.notWorkTree) }
    var run = SyncRun()
    var effects = run.start()
    while !effects.isEmpty {
      let effect = effects.removeFirst()
      let event: SyncRun.Event
      switch effect {
      case .commit: event = .committed(commitPending())
      case .findRemote: event = .remoteFound(findTarget())
      case .fetch(let target): event = .fetched(fetch(target))
      case .integrate(let target): event = .integrated(integrate(target))
      case .push(let target): event = .pushed(push(target))
      case .finish(let result): return result
      }
      effects += run.receive(event)
    }
    return .failure(.gitFailed("the sync stopped unfinished"))
  }

  /// The branch's upstream when it has one; else `origin` (or the only remote) and the
  /// branch of the same name. `nil` without a remote.
  func findTarget() -> Result<SyncRun.Target?, SyncFailure> {
    let remotes = git.run(["remote"]).text.split(separator: "\n").map(String.init)
    guard !remotes.isEmpty else { return .success(nil) }
    let branch = git.run(["symbolic-ref", "-q", "--short", "HEAD"])
    guard branch.succeeded, !branch.text.isEmpty else { return .failure(.notOnBranch) }
    let remote = git.run(["config", "branch.\(branch.text).remote"])
    let merge = git.run(["config", "branch.\(branch.text).merge"])
    if remote.succeeded, remotes.contains(remote.text), merge.succeeded, merge.text.hasPrefix("refs/heads/") {
      return .success(
        SyncRun.Target(remote: remote.text, branch: String(merge.text.dropFirst("refs/heads/".count))))
    }
    let chosen = remotes.contains("origin") ? "origin" : remotes[0]
    return .success(SyncRun.Target(remote: chosen, branch: branch.text))
  }

  /// Fetches the remote: whether it has the branch.
  func fetch(_ target: SyncRun.Target) -> Result<Bool, SyncFailure> {
    let fetch = git.run(["fetch", "-q", "--no-tags", target.remote])
    guard fetch.succeeded else { return .failure(.remote(fetch.errorText)) }
    return .success(git.run(["rev-parse", "-q", "--verify", "refs/remotes/\(target.upstream)"]).succeeded)
  }

  /// Merges the remote's branch; a conflict is settled without markers and without dropping
  /// a side (`UnmergedNote`). What it changed here, and the copies it made.
  func integrate(_ target: SyncRun.Target) -> Result<SyncRun.Integration, SyncFailure> {
    let upstream = "refs/remotes/\(target.upstream)"
    // Nothing new there: nothing to merge.
    if git.run(["merge-base", "--is-ancestor", upstream, "HEAD"]).succeeded { return .success(.init()) }
    let before = git.run(["rev-parse", "-q", "--verify", "HEAD"])
    let merge = git.run(
      identity() + [
        "merge", "-q", "--no-edit", "--no-verify", "--allow-unrelated-histories", "-m",
        "Merge the notes of \(target.upstream)", upstream,
      ])
    var copies: [String] = []
    if !merge.succeeded {
      let unmerged = UnmergedNote.parse(unmerged: git.run(["ls-files", "-u", "-z"]).output)
      guard !unmerged.isEmpty else {
        // Refused before it began (a change not committed in the way): nothing was changed.
        _ = git.run(["merge", "--abort"])
        return .failure(.gitFailed(SyncFailure.firstLine(merge.errorText + merge.text)))
      }
      for note in unmerged {
        switch settle(note) {
        case .success(let copy): copies += copy.map { [$0] } ?? []
        case .failure(let failure):
          _ = git.run(["merge", "--abort"])
          return .failure(failure)
        }
      }
      let message =
        "Merge the notes of \(target.upstream)"
        + (copies.isEmpty
          ? ""
          : copies.count == 1
            ? ", keeping both sides of 1 note" : ", keeping both sides of \(copies.count) notes")
      if case .failure(let failure) = commit(["-m", message]) {
        _ = git.run(["merge", "--abort"])
        return .failure(failure)
      }
    }
    // With no commit before (a folder just made a work tree), every file came.
    let listing =
      before.succeeded
      ? ["diff", "--name-only", "-z", before.text, "HEAD"] : ["ls-tree", "-r", "--name-only", "-z", "HEAD"]
    let changed = git.run(listing).output.split(separator: 0).map {
      String(decoding: $0, as: UTF8.self)
    }
    return .success(SyncRun.Integration(changed: changed, conflictCopies: copies))
  }

  /// Settles one unmerged file by its steps: the conflict copy's path when one was made.
  /// Every version is read before any is staged (staging the file ends its stages).
  func settle(_ note: UnmergedNote) -> Result<String?, SyncFailure> {
    var versions: [Int: [UInt8]] = [:]
    for step in note.steps {
      switch step {
      case .keep(let stage), .copy(let stage):
        if let failure = read(stage: stage, of: note.path, into: &versions) { return .failure(failure) }
      case .remove:
        break
      }
    }
    var copy: String?
    for step in note.steps {
      switch step {
      case .keep(let stage):
        if let failure = write(versions[stage] ?? [], to: note.path) { return .failure(failure) }
        _ = git.run(["add", "--", note.path])
      case .copy(let stage):
        let name = freeCopyName(for: note.path)
        if let failure = write(versions[stage] ?? [], to: name) { return .failure(failure) }
        _ = git.run(["add", "--", name])
        copy = name
      case .remove:
        _ = git.run(["rm", "-q", "--cached", "--ignore-unmatch", "--", note.path])
      }
    }
    return .success(copy)
  }

  /// Reads the version of `stage` of the unmerged `path` into `versions`; why not, when it
  /// could not be read.
  private func read(stage: Int, of path: String, into versions: inout [Int: [UInt8]]) -> SyncFailure? {
    let version = git.run(["show", ":\(stage):\(path)"])
    guard version.succeeded else { return .gitFailed(SyncFailure.firstLine(version.errorText)) }
    versions[stage] = version.output
    return nil
  }

  /// Pushes the branch; a refusal because the remote moved on is told apart.
  func push(_ target: SyncRun.Target) -> SyncRun.PushOutcome {
    let head = git.run(["rev-parse", "-q", "--verify", "HEAD"])
    let there = git.run(["rev-parse", "-q", "--verify", "refs/remotes/\(target.upstream)"])
    // An empty folder has nothing to push; one the remote has as it is needs no push.
    if !head.succeeded || (there.succeeded && there.text == head.text) { return .upToDate }
    let push = git.run(["push", "-q", "--no-verify", target.remote, "HEAD:refs/heads/\(target.branch)"])
    guard push.succeeded else {
      let text = push.errorText.lowercased()
      if text.contains("[rejected]") || text.contains("fetch first") || text.contains("non-fast-forward") {
        return .refused
      }
      return .failed(.remote(push.errorText))
    }
    if !git.run(["config", "branch.\(target.branch).remote"]).succeeded {
      _ = git.run(["branch", "-q", "--set-upstream-to=\(target.upstream)"])
    }
    return .accepted
  }

  /// The editor's conflict-copy name for `path` (relative to the folder), numbered past any
  /// file there or in the index.
  func freeCopyName(for path: String) -> String {
    let slash = path.lastIndex(of: "/")
    let folderPart = slash.map { String(path[...$0]) } ?? ""
    let fileName = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let time = now()
    for number in 1..<1000 {
      let candidate = folderPart + ConflictCopy.name(for: fileName, at: time, number: number)
      if case .failure = FileStatus.ofLink(git.folder + "/" + candidate),
        git.run(["ls-files", "--error-unmatch", "--", candidate]).status != 0
      {
        return candidate
      }
    }
    return path + ".conflict"
  }

  /// Writes `bytes` to the folder's `path` safely (`SafeSave`); why not, when it could not.
  private func write(_ bytes: [UInt8], to path: String) -> SyncFailure? {
    do throws(DocumentError) {
      _ = try SafeSave.save(bytes: bytes, to: git.folder + "/" + path)
      return nil
    } catch {
      return .gitFailed(error.description)
    }
  }
}

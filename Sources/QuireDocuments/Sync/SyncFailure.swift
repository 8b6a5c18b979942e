/// Why a sync did not happen, in the words the header and `quire notes --sync` show.
public enum SyncFailure: Error, Sendable, Hashable, CustomStringConvertible {
  case gitMissing
  case notWorkTree
  case noRemote
  case unreachable
  case authenticationRefused
  /// HEAD is not on a branch (a rebase or a checkout of a commit is under way).
  case notOnBranch
  /// Every push was refused: the other side kept pushing first.
  case remoteKeptChanging
  case gitFailed(String)

  /// Tells, from git's standard error, why talking to the remote failed.
  public static func remote(_ errorText: String) -> SyncFailure {
    let text = errorText.lowercased()
    if text.contains("authentication failed") || text.contains("permission denied")
      || text.contains("could not read username") || text.contains("terminal prompts disabled")
    {
      return .authenticationRefused
    }
    if text.contains("does not appear to be a git repository") || text.contains("could not read from remote")
      || text.contains("unable to access") || text.contains("could not resolve host")
      || text.contains("connection") || text.contains("network is unreachable")
      || text.contains("repository") && text.contains("not found")
    {
      return .unreachable
    }
    return .gitFailed(firstLine(errorText))
  }

  /// The first line of `text` that says something, its controls left out.
  static func firstLine(_ text: String) -> String {
    let line =
      text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) } ?? "git failed"
    return String(
      line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value) }
        .map(Character.init))
  }

  public var description: String {
    switch self {
    case .gitMissing: "git is not on PATH"
    case .notWorkTree: "the notes folder is not kept in git (quire notes --git-init makes it so)"
    case .noRemote: "no remote to sync with (git remote add origin URL)"
    case .unreachable: "the remote cannot be reached (offline, or its address is wrong)"
    case .authenticationRefused: "the remote refused the credentials"
    case .notOnBranch: "the notes are not on a branch (finish what git is doing first)"
    case .remoteKeptChanging: "the remote kept changing; sync again"
    case .gitFailed(let line): "git: \(line)"
    }
  }
}

import QuireDocuments

/// What the document editor tells the user in one line, in place of the bottom rule, until
/// the next key.
enum DocumentEditorNotice: Hashable, Sendable {
  /// Why the document opened read-only, or that its recovery copy is damaged.
  case opened(DocumentNotice)
  /// The file changed on disk and was loaded again.
  case reloaded
  /// The file was deleted on disk.
  case deleted
  /// The text was saved as a conflict copy at `path`.
  case copySaved(path: String)
  /// A recovery copy was put in place of the text.
  case restored
  /// Find went round the end of the text (forward) or its start (backward).
  case wrapped(forward: Bool)
  /// Find found nothing.
  case noMatches(String)
  /// Something failed: a recovery copy, a reload, a conflict copy.
  case failed(DocumentError)
  /// What following a link or listing backlinks has to say (`DocumentEditor+Links`).
  case link(String)

  /// The line to show.
  func text(_ strings: Strings) -> String {
    switch self {
    case .opened(let notice):
      switch notice {
      case .binary: return strings[.noticeBinary]
      case .noWritePermission: return strings[.noticeNoPermission]
      case .readOnlyFileSystem: return strings[.noticeReadOnlyFileSystem]
      case .folderNotWritable(let folder): return strings.text(.noticeFolderNotWritable, ["folder": folder])
      case .damagedRecovery(let path, let problem):
        return strings.text(.noticeRecoveryDamaged, ["path": path, "problem": problem])
      case .newerRecovery: return ""
      }
    case .reloaded: return strings[.noticeReloaded]
    case .deleted: return strings[.noticeDeleted]
    case .copySaved(let path):
      let name = path.split(separator: "/").last.map(String.init) ?? path
      return strings.text(.noticeCopySaved, ["name": name])
    case .restored: return strings[.noticeRestored]
    case .wrapped(let forward): return strings[forward ? .findWrappedToStart : .findWrappedToEnd]
    case .noMatches(let query): return strings.text(.findNoMatches, ["query": query])
    case .failed(let error): return "\(error)"
    case .link(let text): return text
    }
  }

  /// Whether it reports something that went wrong (drawn in the error style).
  var isFailure: Bool {
    switch self {
    case .failed, .noMatches: return true
    case .opened(.damagedRecovery): return true
    default: return false
    }
  }
}

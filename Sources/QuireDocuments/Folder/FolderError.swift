/// Why a folder of documents could not be listed, or a document in it created, renamed or its
/// header changed. The description is the one line the user sees; it names the file.
public enum FolderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The folder cannot be created.
  case cannotCreateFolder(path: String, reason: SystemErrorNumber)
  /// Something other than a folder is at the folder's path (a file, a pipe).
  case notAFolder(path: String, kind: FileKind)
  /// The folder cannot be read.
  case cannotList(path: String, reason: SystemErrorNumber)
  /// The name cannot be a document's name in the folder: empty, `.` or `..`, or holding a
  /// `/` or a NUL.
  case invalidName(name: String)
  /// A file of that name is already in the folder.
  case alreadyExists(path: String)
  /// The document cannot be created.
  case cannotCreate(path: String, reason: SystemErrorNumber)
  /// The document cannot be renamed.
  case cannotRename(path: String, newName: String, reason: SystemErrorNumber)
  /// The document's header cannot be rewritten: Quire cannot read it without risk.
  case unreadableHeader(path: String, problem: FrontMatterProblem)
  /// Opening, reading or saving the document failed.
  case document(DocumentError)

  public var description: String {
    switch self {
    case .cannotCreateFolder(let path, let reason):
      return "cannot create the folder \(path): \(reason)"
    case .notAFolder(let path, let kind):
      return "\(path) is \(kind), not a folder of notes"
    case .cannotList(let path, let reason):
      return "cannot read the folder \(path): \(reason)"
    case .invalidName(let name):
      return "\(name.isEmpty ? "an empty name" : name) cannot be a file's name"
    case .alreadyExists(let path):
      return "\(path) already exists"
    case .cannotCreate(let path, let reason):
      return "cannot create \(path): \(reason)"
    case .cannotRename(let path, let newName, let reason):
      return "cannot rename \(path) to \(newName): \(reason)"
    case .unreadableHeader(let path, let problem):
      return "cannot change the header of \(path): \(problem)"
    case .document(let error):
      return error.description
    }
  }
}

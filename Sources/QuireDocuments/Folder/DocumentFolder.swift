/// A folder of documents (the notes folder): its Markdown and text files, listed, created,
/// renamed, and their headers read and changed. Moving one to the trash is `Trash`'s.
///
/// A document is a regular file (or a link to one) whose name does not start with a dot and
/// ends in one of `extensions`, compared ignoring ASCII case. A name that is not valid UTF-8
/// is listed too, shown with `\xHH` for its bytes that are not (`FolderEntry.undecodedName`
/// keeps them); renaming it and trashing it work on its bytes.
public struct DocumentFolder: Hashable, Sendable {
  /// The folder.
  public var path: String
  /// The extensions of the documents, without the dot.
  public var extensions: [String]

  /// The extensions of notes: Markdown, and plain text.
  public static let noteExtensions = ["md", "txt"]

  public init(path: String, extensions: [String] = DocumentFolder.noteExtensions) {
    self.path = path
    self.extensions = extensions
  }

  /// The path of the document called `name` in the folder.
  public func path(of name: String) -> String {
    PathText.join(path, name)
  }

  /// The NUL-terminated path of the document listed as `entry`, from its name's bytes.
  func systemPath(of entry: FolderEntry) -> [CChar] {
    NameBytes.path(of: entry.nameBytes, in: path)
  }

  /// Whether `name` is the name of a document of the folder: not hidden, with one of the
  /// folder's extensions (and something before it).
  public func isDocumentName(_ name: String) -> Bool {
    guard !name.hasPrefix("."), let dot = name.lastIndex(of: "."), dot > name.startIndex else { return false }
    let suffix = name[name.index(after: dot)...].lowercased()
    return extensions.contains { $0.lowercased() == suffix }
  }

  /// Refuses a name that cannot name a file in the folder: empty, `.`, `..`, or holding a
  /// `/` or a NUL.
  static func check(_ name: String) throws(FolderError) {
    if name.isEmpty || name == "." || name == ".." || name.contains("/") || name.utf8.contains(0) {
      throw .invalidName(name: name)
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DocumentFolder {
  /// Whether a link's `name` (`[[Groceries]]`, or `[[Groceries.md]]`) names a document of the
  /// folder that exists: the name as given when it has one of the folder's extensions, else
  /// the name with each of them. One `stat` per extension.
  public func hasNote(named name: String) -> Bool {
    guard !name.isEmpty, !name.contains("/") else { return false }
    let candidates = isDocumentName(name) ? [name] : extensions.map { name + "." + $0 }
    return candidates.contains { candidate in
      var status = stat()
      return stat(path(of: candidate), &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
  }
}

/// A note a search found: what a row of results shows.
public struct NoteSearchResult: Hashable, Sendable {
  /// The note's path (its folder's path and its name).
  public var path: String
  /// The file's name in the folder (`Groceries.md`).
  public var name: String
  /// Its tags (front matter, then inline), each once.
  public var tags: [String]
  /// When its file last changed.
  public var modificationTime: FileTime
  /// The line of its body where the first match is, cut around it; `nil` when the query
  /// found it by its name, tags or description only (or was not asked for it).
  public var excerpt: NoteExcerpt?

  public init(path: String, name: String, tags: [String], modificationTime: FileTime, excerpt: NoteExcerpt?) {
    self.path = path
    self.name = name
    self.tags = tags
    self.modificationTime = modificationTime
    self.excerpt = excerpt
  }

  /// The name without its extension, as the notes show it.
  public var stem: String { FolderEntry.stem(of: name) }
}

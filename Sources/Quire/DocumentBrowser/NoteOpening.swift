/// What a document browser asks its `opener` for: a screen on the note at `path`, looking
/// for `find` (what the search that found it looked for) when given, so the caret starts
/// on the first match and every match shows.
public struct NoteOpening: Hashable, Sendable {
  /// The note's path.
  public var path: String
  /// The text to find as the note opens; `nil` opens it at its start.
  public var find: String?

  /// Opening the note at `path`, looking for `find` when given.
  public init(path: String, find: String? = nil) {
    self.path = path
    self.find = find
  }
}

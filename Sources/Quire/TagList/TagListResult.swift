/// How a `TagList` finished: a tag chosen, or a tag to rename.
public enum TagListResult: Hashable, Sendable {
  /// Show the notes with this tag.
  case filter(String)
  /// Rename the tag `old` to `new` in every note.
  case rename(old: String, new: String)
}

/// A line of a note that links to another: what a row of backlinks shows.
public struct NoteBacklink: Hashable, Sendable {
  /// The linking note's path (its folder's path and its name).
  public var path: String
  /// The linking note's file name in the folder (`Plans.md`).
  public var name: String
  /// The line that links, from 0, in the file (front matter counted).
  public var line: Int
  /// That line's text, blanks around it dropped, cut to `NoteLinkLine.contextLimit`
  /// characters.
  public var context: String

  public init(path: String, name: String, line: Int, context: String) {
    self.path = path
    self.name = name
    self.line = line
    self.context = context
  }

  /// The linking note's name without its extension, as the notes show it.
  public var stem: String { FolderEntry.stem(of: name) }

  /// The order backlinks are listed in, whether the index or a scan of the files found them:
  /// by the linking note's name (its UTF-8 bytes, as SQLite orders text), then by line.
  public static func listed(_ links: [NoteBacklink]) -> [NoteBacklink] {
    links.sorted { left, right in
      if left.name.utf8.elementsEqual(right.name.utf8) { return left.line < right.line }
      return left.name.utf8.lexicographicallyPrecedes(right.name.utf8)
    }
  }

  /// How many notes the backlinks come from.
  public static func noteCount(_ links: [NoteBacklink]) -> Int {
    Set(links.map(\.name)).count
  }
}

/// A template for new notes: a Markdown file in the notes folder's `.templates/` folder,
/// whose text a new note starts with, its placeholders filled (`NoteTemplate.fill`).
public struct NoteTemplate: Hashable, Sendable {
  /// The template's file name in `.templates/` (`Meeting.md`).
  public var fileName: String

  public init(fileName: String) {
    self.fileName = fileName
  }

  /// What the chooser shows: the file name without its extension (`Meeting`).
  public var title: String { FolderEntry.stem(of: fileName) }

  /// The template the daily note starts from, when the folder has it.
  public static let dailyFileName = "daily.md"
}

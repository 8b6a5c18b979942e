import QuireDocuments
import QuireText
import Testing

/// Reading a note's front matter and applying an edit to its text, for the tests.
enum FrontMatterSupport {
  static func read(_ note: String) throws -> FrontMatter {
    try FrontMatter.read(TextStorage(note)).get()
  }

  /// The note after the edit `body` makes to its front matter (the note itself when the edit
  /// changes nothing).
  static func edit(_ note: String, _ body: (FrontMatter) -> TextChange?) throws -> String {
    var text = TextStorage(note)
    let matter = try FrontMatter.read(text).get()
    guard let change = body(matter) else { return note }
    _ = text.apply(change)
    return text.string
  }
}

/// A link from a note to another, found in its text by `NoteLinkParser`.
public struct NoteLink: Hashable, Sendable {
  /// How the link is written.
  public enum Form: Hashable, Sendable {
    /// `[[Name]]` or `[[Name|shown text]]`.
    case wiki
    /// `[text](Name.md)`, to a relative `.md` path.
    case markdown
  }

  /// How it is written.
  public var form: Form
  /// Its bytes in the text parsed, from the first `[` to the last `]` or `)`.
  public var byteRange: Range<Int>
  /// The line it is on, from 0, in the text parsed.
  public var line: Int
  /// The name it targets as written, without a `#heading` (`Groceries`, `Plans.md`).
  public var name: String
  /// The note it targets, as the notes compare names.
  public var key: NoteLinkKey

  public init(form: Form, byteRange: Range<Int>, line: Int, name: String, key: NoteLinkKey) {
    self.form = form
    self.byteRange = byteRange
    self.line = line
    self.name = name
    self.key = key
  }

  /// The file name a note made for the link would have: its name with `.md` unless it
  /// names one of the notes' extensions already.
  public var fileName: String {
    let trimmed = NoteLinkKey.trimmed(Substring(name))
    let lowered = trimmed.lowercased()
    let hasExtension = DocumentFolder.noteExtensions.contains { lowered.hasSuffix("." + $0) }
    return hasExtension ? trimmed : trimmed + ".md"
  }
}

/// What the note index keeps of one note: its name, tags, description and body, and the
/// identity of the file they were read from.
struct IndexedNote: Sendable {
  /// The file's name in the folder (`Groceries.md`), as `FolderEntry.name` shows it.
  var name: String
  /// The bytes of the file's name.
  var nameBytes: [UInt8]
  /// Its tags: those of its front matter, then those inline in its body, each once.
  var tags: [String]
  /// The description of its front matter, or empty.
  var description: String
  /// The text after its front matter (empty for binary data), at most `bodyByteLimit` bytes
  /// of it; invalid UTF-8 reads as U+FFFD.
  var body: String
  /// The file as it was when read.
  var identity: FileIdentity
  /// What the browser shows of it (`DocumentFolder.head(of:)` of the same bytes), or `nil`
  /// when the browser must read that from the file: a header Quire cannot read, binary
  /// data, a tag with a line break in it.
  var head: DocumentHead?
  /// The lines of its body that link to other notes, with what they link to.
  var links: [NoteLinkLine] = []

  /// The most bytes of a file read for its body: 4 MiB. A note is rarely more than a few
  /// kilobytes; a log file kept beside the notes is not held whole.
  static let bodyByteLimit = 4 << 20

  /// The name without its extension, what the notes show and what a name match is.
  var stem: String { FolderEntry.stem(of: name) }
}

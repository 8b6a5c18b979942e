/// Where the document's text stands: the number of its latest change and the number of the
/// change whose text is on disk. Each edit moves `edit` by one; a save or a reload of the
/// file moves `saved` up to the version it wrote or read.
struct DocumentVersions: Hashable, Sendable {
  /// A number that moves with every change of the text.
  var edit = 0
  /// The `edit` whose text is on disk.
  var saved = 0

  /// Whether the text has edits that are not on disk.
  var hasUnsavedEdits: Bool { edit != saved }
}

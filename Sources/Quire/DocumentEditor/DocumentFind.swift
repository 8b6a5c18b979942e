/// The document editor's find: the bar while it is open, and the last text looked for, which
/// the next Ctrl-F starts with.
@MainActor
struct DocumentFind {
  /// The find bar, while it is open.
  var bar: FindBar?
  /// The last text looked for.
  var lastQuery = ""
}

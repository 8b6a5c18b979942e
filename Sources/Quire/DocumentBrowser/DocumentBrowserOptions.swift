import QuireDocuments

/// Where a `DocumentBrowser` deletes to, what it remembers, the editors it opens, its clocks
/// and how often it looks at the folder.
public struct DocumentBrowserOptions: Sendable {
  /// The XDG paths: the histories the tag list remembers.
  public var paths: XDGPaths
  /// Where deleted notes go.
  public var trash: Trash
  /// The name of the history of tags chosen before.
  public var tagHistoryName = "tags"
  /// The environment of the editors it opens (`$VISUAL`, `$EDITOR`).
  public var environment: [String: String]
  /// The wall clock, for the notes' ages (a test sets a fixed one).
  public var wallClock: @Sendable () -> FileTime = { FileTime.now() }
  /// How often the folder is listed when nothing says it changed.
  public var watchInterval: Duration = .seconds(2)

  /// Deleting to the trash of `paths`, remembering tags in its histories.
  public init(paths: XDGPaths, environment: [String: String] = [:]) {
    self.paths = paths
    self.trash = Trash(paths: paths)
    self.environment = environment
  }
}

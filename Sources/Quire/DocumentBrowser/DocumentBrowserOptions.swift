import QuireDocuments

/// Where a `DocumentBrowser` deletes to, what it remembers, the editors it opens, its clocks,
/// how often it looks at the folder, and its git.
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
  /// The folder's git, when it may be kept in one (`NotesSync`; `nil` without git on `PATH`):
  /// the browser asks as it appears whether the folder is a work tree, and if so commits
  /// what changes and syncs on `S`.
  public var sync: NotesSync?
  /// How long the folder stays unchanged before what an editor saved under the browser is
  /// committed.
  public var commitQuiet: Duration = .seconds(60)

  /// Deleting to the trash of `paths`, remembering tags in its histories.
  public init(paths: XDGPaths, environment: [String: String] = [:]) {
    self.paths = paths
    self.trash = Trash(paths: paths)
    self.environment = environment
  }
}

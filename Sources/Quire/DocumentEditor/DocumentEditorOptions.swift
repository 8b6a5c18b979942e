import QuireDocuments

/// How a `DocumentEditor` saves, keeps recovery copies, watches and loads.
public struct DocumentEditorOptions: Sendable {
  /// Loads a document's file, reporting its first screen and its progress as it goes, and
  /// returns it whole; `nil` when the task was cancelled first. The documents layer's
  /// `DocumentLoad` unless a program (or a test) gives another.
  public typealias Load =
    @Sendable (DocumentFile, _ report: @Sendable (DocumentLoadEvent) -> Void) async throws(DocumentError) ->
    LoadedDocument?

  /// How long after the last edit the text is saved on its own (of the app's time); `nil`
  /// saves only on request and when leaving.
  public var autosaveDelay: Duration?
  /// The longest an unsaved edit waits before it is written to the recovery copy; with the
  /// write's own time, the copy is at most about a second older than this.
  public var recoveryDelay: Duration
  /// Where recovery copies of unsaved text go; `nil` keeps none.
  public var recovery: RecoveryStore?
  /// Where a save in place keeps its backup when the file's folder cannot be written.
  public var backupFolder: String?
  /// How often the file is looked at for changes besides what inotify tells; `nil` does not
  /// watch it.
  public var watchInterval: Duration?
  /// The environment of the `$EDITOR` hand-off (`VISUAL`, `EDITOR`, `PATH`, `TMPDIR`).
  public var environment: [String: String]
  /// How the file is read.
  public var load: Load
  /// What becomes of unsaved edits when the app ends under the editor: kept in the recovery
  /// copy unless set to save them.
  public var ending = DocumentEditorEnding.keepRecoveryCopy

  /// Saves after 2 s without an edit, keeps recovery copies at most 5 s old in `recovery`,
  /// watches the file every 2 s besides inotify.
  public init(
    autosaveDelay: Duration? = .seconds(2), recoveryDelay: Duration = .seconds(4),
    recovery: RecoveryStore? = nil,
    backupFolder: String? = nil, watchInterval: Duration? = .seconds(2), environment: [String: String] = [:],
    load: @escaping Load = DocumentEditorOptions.standardLoad
  ) {
    self.autosaveDelay = autosaveDelay
    self.recoveryDelay = recoveryDelay
    self.recovery = recovery
    self.backupFolder = backupFolder
    self.watchInterval = watchInterval
    self.environment = environment
    self.load = load
  }

  /// The options for the user whose environment is `environment`: recovery copies and
  /// backups in the XDG state folder.
  public init(environment: [String: String]) {
    let paths = XDGPaths(environment: environment)
    self.init(
      recovery: RecoveryStore(paths: paths), backupFolder: paths.backupDirectory, environment: environment)
  }

  /// How often at most the standard load reports its progress, each report a frame drawn.
  public static let progressInterval: Duration = .milliseconds(100)

  /// `DocumentLoad`: the first 64 KiB as a first screen, then its progress, at most once per
  /// `progressInterval` (of the monotonic clock): a load that takes less than that draws no
  /// frame between the first screen and the text, so the main actor stays free to take it.
  public static let standardLoad: Load = { file, report throws(DocumentError) in
    var events = DocumentLoad(file).makeAsyncIterator()
    var lastReport = ContinuousClock.now
    while let event = try await events.next() {
      switch event {
      case .finished(let document):
        return document
      case .progress where ContinuousClock.now - lastReport < progressInterval:
        continue
      case .firstScreen, .progress:
        report(event)
        lastReport = ContinuousClock.now
      }
    }
    return nil
  }
}

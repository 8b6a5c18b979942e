/// A change to a watched file, as the watcher saw it.
public struct FileChangeNotice: Hashable, Sendable {
  /// How the file differs from what the watcher last knew.
  public var change: FileChange
  /// The file's identity now; `nil` when it was deleted. An editor that just saved compares
  /// this with its save's identity and ignores the notice when they are equal.
  public var identity: FileIdentity?

  public init(change: FileChange, identity: FileIdentity?) {
    self.change = change
    self.identity = identity
  }
}

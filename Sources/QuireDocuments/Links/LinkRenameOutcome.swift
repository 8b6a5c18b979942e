/// What pointing the links to a renamed note at its new name did: the notes changed, and
/// those left untouched with why (changed meanwhile, read-only, a failed save, a name that
/// cannot be written in their links).
public struct LinkRenameOutcome: Hashable, Sendable {
  /// A note that could not be changed, and why, in one line (the tag rename's).
  public typealias Failure = TagRenameOutcome.Failure

  /// The renamed note's old file name.
  public var old: String
  /// Its new file name.
  public var new: String
  /// The file names of the notes whose links were changed.
  public var updated: [String]
  /// The notes left as they were.
  public var failed: [Failure]

  public init(old: String, new: String, updated: [String] = [], failed: [Failure] = []) {
    self.old = old
    self.new = new
    self.updated = updated
    self.failed = failed
  }
}

/// What renaming a tag in every note did: the notes changed, and those left untouched with
/// why (changed meanwhile, read-only, a header Quire cannot read, a failed save).
public struct TagRenameOutcome: Hashable, Sendable {
  /// A note that could not be changed, and why, in one line.
  public struct Failure: Hashable, Sendable {
    public var name: String
    public var reason: String

    public init(name: String, reason: String) {
      self.name = name
      self.reason = reason
    }
  }

  /// The tag renamed.
  public var old: String
  /// Its new name.
  public var new: String
  /// The file names of the notes changed.
  public var renamed: [String]
  /// The notes left as they were.
  public var failed: [Failure]

  public init(old: String, new: String, renamed: [String] = [], failed: [Failure] = []) {
    self.old = old
    self.new = new
    self.renamed = renamed
    self.failed = failed
  }
}

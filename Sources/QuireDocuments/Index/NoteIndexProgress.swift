/// How far an update of the note index has come: files read of those that changed.
public struct NoteIndexProgress: Hashable, Sendable {
  /// The changed files read and stored so far.
  public var done: Int
  /// The files that changed since the index last saw them (new ones included).
  public var total: Int

  public init(done: Int, total: Int) {
    self.done = done
    self.total = total
  }
}

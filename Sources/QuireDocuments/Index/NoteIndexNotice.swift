/// The one line the notes show once when their index could not be used as it was.
public enum NoteIndexNotice: Hashable, Sendable, CustomStringConvertible {
  /// The index was thrown away and is built again (it was damaged, or of another version).
  case rebuilt(path: String, reason: String)
  /// The index cannot be used (its folder cannot be written, it is locked, the disk is
  /// full): searches read the notes' files instead, which is slower but finds the same.
  case bypassed(path: String, reason: String)

  public var description: String {
    switch self {
    case .rebuilt(let path, let reason):
      "the note index \(path) was \(reason); it is built again"
    case .bypassed(let path, let reason):
      "the note index \(path) cannot be used (\(reason)); searching the notes' files instead"
    }
  }
}

/// The order of the document browser's notes.
public enum NoteSort: Hashable, Sendable {
  /// Most recently changed first; notes changed at the same moment by name.
  case newestFirst
  /// By title, ignoring case, then by file name.
  case byName

  /// The other order.
  public var toggled: NoteSort { self == .newestFirst ? .byName : .newestFirst }

  /// How the order is named.
  public var word: Word { self == .newestFirst ? .newestFirst : .byName }

  /// Whether `first` comes before `second`.
  func isOrdered(_ first: Note, before second: Note) -> Bool {
    switch self {
    case .newestFirst:
      if first.entry.modificationTime != second.entry.modificationTime {
        return first.entry.modificationTime > second.entry.modificationTime
      }
      return Self.byTitle(first, second)
    case .byName:
      return Self.byTitle(first, second)
    }
  }

  private static func byTitle(_ first: Note, _ second: Note) -> Bool {
    let left = first.sortKey
    let right = second.sortKey
    if left != right { return left.lexicographicallyPrecedes(right) }
    return first.entry.name.utf8.lexicographicallyPrecedes(second.entry.name.utf8)
  }
}

/// A tag of the notes and how many notes have it (in their front matter or inline).
public struct TagCount: Hashable, Sendable {
  /// The tag as the first note found with it spells it.
  public var tag: String
  /// The number of notes that have it.
  public var count: Int

  public init(tag: String, count: Int) {
    self.tag = tag
    self.count = count
  }

  /// The tags of notes whose tags are `tagsOfEachNote`, one list per note, counted ignoring
  /// case (as `#tag` searches), the most used first, then by name. O(t log t).
  public static func counting(_ tagsOfEachNote: some Sequence<[String]>) -> [TagCount] {
    var counts: [FoldedNeedle: TagCount] = [:]
    for tags in tagsOfEachNote {
      var seen = Set<FoldedNeedle>()
      for tag in tags where !tag.isEmpty {
        let key = FoldedNeedle(tag)
        guard seen.insert(key).inserted else { continue }
        counts[key, default: TagCount(tag: tag, count: 0)].count += 1
      }
    }
    return counts.map { ($0.key.text, $0.value) }.sorted { left, right in
      if left.1.count != right.1.count { return left.1.count > right.1.count }
      return left.0 != right.0 ? left.0 < right.0 : left.1.tag < right.1.tag
    }.map(\.1)
  }
}

/// Texts found in fewer than half of an index's notes, for as long as the index is as it
/// was when they were counted: any text that holds one of them is in those notes at most,
/// so it is in fewer than half too (the trigram index matches a substring, ignoring case).
struct RareTexts {
  /// What the index was when the texts were counted: SQLite's `data_version` (changed by
  /// another connection's commit) and this connection's own writes.
  struct Version: Equatable {
    var data: Int64
    var writes: Int
  }

  private var texts: [String] = []
  private var version: Version?

  /// Whether one of `candidates` holds a text known to be rare at `now`; the texts of an
  /// earlier version are forgotten.
  mutating func holdsOne(of candidates: [String], at now: Version) -> Bool {
    forgetBefore(now)
    return candidates.contains { candidate in texts.contains { Self.bytes(of: candidate, hold: $0) } }
  }

  /// Whether the UTF-8 of `text` holds that of `part` (bytes, as the trigram index
  /// compares, not characters, which would equate two spellings of one accent).
  static func bytes(of text: String, hold part: String) -> Bool {
    let text = Array(text.utf8)
    let part = Array(part.utf8)
    guard part.count <= text.count else { return false }
    return (0...(text.count - part.count)).contains { start in
      text[start..<(start + part.count)].elementsEqual(part)
    }
  }

  /// Remembers `text` as in fewer than half the notes at `now`; a few of the latest only.
  mutating func insert(_ text: String, at now: Version) {
    forgetBefore(now)
    texts.append(text)
    if texts.count > Self.limit { texts.removeFirst() }
  }

  /// Forgets the texts counted at a version other than `now`.
  private mutating func forgetBefore(_ now: Version) {
    guard version != now else { return }
    texts = []
    version = now
  }

  /// How many texts are kept.
  static let limit = 16
}

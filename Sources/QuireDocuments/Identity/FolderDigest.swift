/// What a watcher keeps of a folder's listing to tell whether the next one differs: how many
/// documents, and two sums of their entries' hashes under two keys, so the order of the
/// listing does not matter. Kept in place of the entries themselves, which at 100,000
/// documents took 30 MB in sets; two listings that differ yet give the same digest would
/// need two 64-bit sums to collide at once.
struct FolderDigest: Hashable, Sendable {
  private var count = 0
  private var first: UInt64 = 0
  private var second: UInt64 = 0

  /// The digest of no documents.
  init() {}

  /// The digest of `entries`, in any order.
  init(_ entries: some Sequence<FolderEntry>) {
    for entry in entries { add(entry) }
  }

  /// Counts `entry` in.
  mutating func add(_ entry: FolderEntry) {
    var hasher = Hasher()
    hasher.combine(entry)
    let hash = hasher.finalize()
    var other = Hasher()
    other.combine(hash)
    other.combine(entry)
    count += 1
    first &+= UInt64(UInt(bitPattern: hash))
    second &+= UInt64(UInt(bitPattern: other.finalize()))
  }
}

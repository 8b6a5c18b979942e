import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// Whether the note of the file `first` comes before that of `second`: by time when
  /// newest first, then by the titles folded (ignoring case), then by the names' bytes. The
  /// definition the faster `order(of:)` keeps.
  public func isOrdered(_ first: FolderEntry, before second: FolderEntry) -> Bool {
    if self == .newestFirst, first.modificationTime != second.modificationTime {
      return first.modificationTime > second.modificationTime
    }
    let left = NoteSortKeys.foldedTitle(of: first.name)
    let right = NoteSortKeys.foldedTitle(of: second.name)
    if left != right { return left.lexicographicallyPrecedes(right) }
    return first.name.utf8.lexicographicallyPrecedes(second.name.utf8)
  }

  /// The positions of `entries` in this order. O(n log n), with each entry's key made once.
  public func order(of entries: some Collection<FolderEntry>) -> [Int] {
    NoteSortKeys(entries).order(self)
  }
}

/// What a sort compares, made once for each entry and kept side by side in flat arrays: the
/// times, and each folded title and name in one buffer of bytes. Comparing in place this way
/// takes no reference count, which moving and comparing entries took at every step (at
/// 100,000 notes, most of a listing's time on the main thread).
struct NoteSortKeys {
  private var times: [Int64] = []
  private var bytes: [UInt8] = []
  /// Where each entry's folded title starts in `bytes`, its name after it, and where its
  /// name ends: three offsets an entry.
  private var bounds: [Int] = []

  init(_ entries: some Collection<FolderEntry>) {
    times.reserveCapacity(entries.count)
    bounds.reserveCapacity(entries.count * 3)
    for entry in entries {
      times.append(entry.modificationTime.nanosecondsSinceEpoch)
      bounds.append(bytes.count)
      bytes += Self.foldedTitle(of: entry.name)
      bounds.append(bytes.count)
      bytes += entry.name.utf8
      bounds.append(bytes.count)
    }
  }

  /// The title of the file `name` (up to its last dot, unless it starts there) folded, as
  /// UTF-8: for ASCII (most names), the bytes lowercased, which is what folding gives.
  static func foldedTitle(of name: String) -> [UInt8] {
    let ascii = name.utf8.withContiguousStorageIfAvailable { bytes -> [UInt8]? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      var end = bytes.count
      if let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot > 0 { end = dot }
      return bytes[..<end].map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
    }
    return (ascii ?? nil) ?? Array(CaseFolding.folded(FolderEntry.stem(of: name)).utf8)
  }

  /// The positions of these entries in `sort`'s order.
  func order(_ sort: NoteSort) -> [Int] {
    var order = Array(0..<times.count)
    withBuffers { keys in
      let holds = order.indices.dropFirst().allSatisfy {
        !Self.isOrdered(order[$0], before: order[$0 - 1], keys, sort)
      }
      if !holds { order.sort { Self.isOrdered($0, before: $1, keys, sort) } }
    }
    return order
  }

  /// The three arrays in memory, for comparisons without reference counts.
  struct Buffers {
    let times: UnsafeBufferPointer<Int64>
    let bytes: UnsafeBufferPointer<UInt8>
    let bounds: UnsafeBufferPointer<Int>
  }

  private func withBuffers<Result>(_ body: (Buffers) -> Result) -> Result {
    times.withUnsafeBufferPointer { times in
      bytes.withUnsafeBufferPointer { bytes in
        bounds.withUnsafeBufferPointer { bounds in body(Buffers(times: times, bytes: bytes, bounds: bounds)) }
      }
    }
  }

  /// Whether entry `first` comes before entry `second`.
  private static func isOrdered(_ first: Int, before second: Int, _ keys: Buffers, _ sort: NoteSort) -> Bool {
    if sort == .newestFirst, keys.times[first] != keys.times[second] {
      return keys.times[first] > keys.times[second]
    }
    let bounds = keys.bounds
    let title = compare(
      keys.bytes, bounds[first * 3]..<bounds[first * 3 + 1], bounds[second * 3]..<bounds[second * 3 + 1])
    if title != 0 { return title < 0 }
    return compare(
      keys.bytes, bounds[first * 3 + 1]..<bounds[first * 3 + 2],
      bounds[second * 3 + 1]..<bounds[second * 3 + 2])
      < 0
  }

  /// The order of two runs of `bytes`, as `memcmp` gives it, the shorter first on a tie.
  private static func compare(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Range<Int>, _ second: Range<Int>)
    -> Int
  {
    let common = min(first.count, second.count)
    if common > 0, let base = bytes.baseAddress {
      let order = memcmp(base + first.lowerBound, base + second.lowerBound, common)
      if order != 0 { return Int(order) }
    }
    return first.count - second.count
  }
}

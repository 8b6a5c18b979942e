/// The sizes that shape the tree of a `TextStorage`, chosen per text.
///
/// Every text gets `standard`: release builds use sizes chosen for 100 MB texts; debug builds
/// use tiny nodes so that tests of a few hundred bytes already split, merge and grow the tree
/// several levels deep. Tests also build texts with `release` in debug builds, to check the
/// tree the program ships with.
struct RopeLimits: Hashable, Sendable {
  /// The most bytes a leaf holds.
  var maxLeafBytes: Int
  /// The fewest bytes a leaf other than the root holds.
  var minLeafBytes: Int
  /// The most children of an inner node.
  var maxChildren: Int
  /// The fewest children of an inner node other than the root.
  var minChildren: Int

  /// The sizes of release builds: leaves of 1 to 4 KiB, 8 to 16 children.
  static let release = RopeLimits(maxLeafBytes: 4096, minLeafBytes: 1024, maxChildren: 16, minChildren: 8)

  /// The sizes of debug builds: leaves of 8 to 32 bytes, 2 to 4 children.
  static let debug = RopeLimits(maxLeafBytes: 32, minLeafBytes: 8, maxChildren: 4, minChildren: 2)

  /// The sizes a text gets unless it is built with others.
  #if DEBUG
    static let standard = debug
  #else
    static let standard = release
  #endif
}

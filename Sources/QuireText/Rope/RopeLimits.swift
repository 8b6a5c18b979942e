/// The sizes that shape the tree of a `TextStorage`.
///
/// Debug builds use tiny nodes so that tests of a few hundred bytes already split, merge and
/// grow the tree several levels deep; release builds use sizes chosen for 100 MB texts.
enum RopeLimits {
  #if DEBUG
    /// The most bytes a leaf holds.
    static let maxLeafBytes = 32
    /// The fewest bytes a leaf other than the root holds.
    static let minLeafBytes = 8
    /// The most children of an inner node.
    static let maxChildren = 4
    /// The fewest children of an inner node other than the root.
    static let minChildren = 2
  #else
    static let maxLeafBytes = 4096
    static let minLeafBytes = 1024
    static let maxChildren = 16
    static let minChildren = 8
  #endif
}

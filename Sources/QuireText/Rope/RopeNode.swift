/// A node of the tree behind `TextStorage`: a leaf holding a chunk of bytes, or an inner node
/// holding children of one height less.
///
/// Nodes are shared between copies of a text; a node is changed in place only while it is
/// uniquely referenced (copy-on-write), which is why the class may be `Sendable`.
final class RopeNode: @unchecked Sendable {
  /// The counts of the whole subtree.
  var summary: RopeSummary
  /// 0 for a leaf; one more than the children's height for an inner node.
  let height: Int
  /// The children of an inner node; empty for a leaf.
  var children: [RopeNode]
  /// The bytes of a leaf; empty for an inner node.
  var bytes: [UInt8]

  /// A leaf holding `bytes`. O(k).
  init(leaf bytes: [UInt8]) {
    self.summary = RopeSummary(of: bytes)
    self.height = 0
    self.children = []
    self.bytes = bytes
  }

  /// A leaf holding `bytes` whose summary is known.
  init(leaf bytes: [UInt8], summary: RopeSummary) {
    self.summary = summary
    self.height = 0
    self.children = []
    self.bytes = bytes
  }

  /// An inner node over `children`, which all have the same height. O(children).
  init(children: [RopeNode]) {
    var summary = RopeSummary()
    for child in children { summary += child.summary }
    self.summary = summary
    self.height = (children.first?.height ?? 0) + 1
    self.children = children
    self.bytes = []
  }

  /// A shallow copy, made before changing a shared node.
  func copy() -> RopeNode {
    height == 0 ? RopeNode(leaf: bytes, summary: summary) : RopeNode(children: children)
  }

  /// The empty leaf, the root of the empty text.
  static func emptyLeaf() -> RopeNode { RopeNode(leaf: [], summary: RopeSummary()) }

  var isLeaf: Bool { height == 0 }

  /// Whether the node holds fewer bytes or children than a non-root node may under `limits`.
  func isUnderfull(_ limits: RopeLimits) -> Bool {
    isLeaf ? bytes.count < limits.minLeafBytes : children.count < limits.minChildren
  }

  /// Recomputes an inner node's summary from its children. O(children).
  func resummarize() {
    var total = RopeSummary()
    for child in children { total += child.summary }
    summary = total
  }
}

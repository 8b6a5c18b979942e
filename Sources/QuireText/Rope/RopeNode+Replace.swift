/// Replacing a range of bytes in a subtree: the one mutation of the tree.
extension RopeNode {
  /// Replaces bytes `low..<high` of the subtree `node` with `inserted`, returning the nodes of
  /// the same height that take its place: none, the node itself (changed in place when
  /// unique), or several. Every node below the returned ones is within `limits`; the
  /// returned ones may be underfull, and the caller merges them with a neighbour.
  /// O(log n + k) where k is the number of inserted bytes.
  static func replace(
    _ node: inout RopeNode, _ low: Int, _ high: Int, _ inserted: UnsafeBufferPointer<UInt8>,
    _ limits: RopeLimits
  ) -> [RopeNode] {
    if !isKnownUniquelyReferenced(&node) { node = node.copy() }
    if node.isLeaf { return replaceInLeaf(node, low, high, inserted, limits) }

    // The children the range touches: i holds `low` (or ends at it, for an insertion at a
    // seam), j holds the last removed byte.
    var i = 0
    var start = 0
    while i < node.children.count - 1 {
      let end = start + node.children[i].summary.bytes
      if low < end || (low == high && low == end) { break }
      start = end
      i += 1
    }
    var j = i
    var startJ = start
    while j < node.children.count - 1, high > startJ + node.children[j].summary.bytes {
      startJ += node.children[j].summary.bytes
      j += 1
    }
    var replacement: [RopeNode]
    if i == j {
      replacement = replace(&node.children[i], low - start, high - start, inserted, limits)
    } else {
      let endI = node.children[i].summary.bytes
      replacement = replace(&node.children[i], low - start, endI, inserted, limits)
      let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
      replacement += replace(&node.children[j], 0, high - startJ, empty, limits)
    }
    node.children.replaceSubrange(i...j, with: replacement)
    normalize(&node.children, limits)
    if node.children.isEmpty { return [] }
    if node.children.count <= limits.maxChildren {
      node.resummarize()
      return [node]
    }
    return group(node.children, limits)
  }

  /// Replaces bytes of one leaf, in place when the result fits. O(leaf + k).
  private static func replaceInLeaf(
    _ leaf: RopeNode, _ low: Int, _ high: Int, _ inserted: UnsafeBufferPointer<UInt8>,
    _ limits: RopeLimits
  ) -> [RopeNode] {
    let newCount = leaf.bytes.count - (high - low) + inserted.count
    if newCount == 0 { return [] }
    if newCount <= limits.maxLeafBytes {
      leaf.bytes.replaceSubrange(low..<high, with: inserted)
      leaf.summary = RopeSummary(of: leaf.bytes)
      return [leaf]
    }
    var all: [UInt8] = []
    all.reserveCapacity(newCount)
    all.append(contentsOf: leaf.bytes[0..<low])
    all.append(contentsOf: inserted)
    all.append(contentsOf: leaf.bytes[high...])
    return leaves(of: all, limits)
  }

  /// Merges every underfull node of `siblings` with a neighbour until none is left, unless
  /// a single node remains. O(siblings × height).
  static func normalize(_ siblings: inout [RopeNode], _ limits: RopeLimits) {
    var index = 0
    while index < siblings.count {
      guard siblings.count > 1, siblings[index].isUnderfull(limits) else {
        index += 1
        continue
      }
      let left = index + 1 < siblings.count ? index : index - 1
      let merged = merge(siblings[left], siblings[left + 1], limits)
      siblings.replaceSubrange(left...(left + 1), with: merged)
      index = left
    }
  }

  /// Two neighbouring nodes of one height as one node, or two when they do not fit in one.
  /// Makes new nodes; `left` and `right` are left as they are.
  static func merge(_ left: RopeNode, _ right: RopeNode, _ limits: RopeLimits) -> [RopeNode] {
    if left.isLeaf { return leaves(of: left.bytes + right.bytes, limits) }
    var children = left.children + right.children
    normalize(&children, limits)
    return group(children, limits)
  }

  /// Inner nodes over `children`, as few as fit, of equal size. O(children).
  static func group(_ children: [RopeNode], _ limits: RopeLimits) -> [RopeNode] {
    let count = children.count
    if count <= limits.maxChildren { return [RopeNode(children: children)] }
    let groups = (count + limits.maxChildren - 1) / limits.maxChildren
    var result: [RopeNode] = []
    result.reserveCapacity(groups)
    var start = 0
    for index in 0..<groups {
      let end = count * (index + 1) / groups
      result.append(RopeNode(children: Array(children[start..<end])))
      start = end
    }
    return result
  }

  /// `bytes` cut into leaves within `limits`, each cut moved off CR LF pairs and UTF-8
  /// sequences. O(k).
  static func leaves(of bytes: [UInt8], _ limits: RopeLimits) -> [RopeNode] {
    if bytes.isEmpty { return [] }
    if bytes.count <= limits.maxLeafBytes { return [RopeNode(leaf: bytes)] }
    let max = limits.maxLeafBytes
    return bytes.withUnsafeBufferPointer { buffer in
      var result: [RopeNode] = []
      var start = 0
      while buffer.count - start > max {
        let remaining = buffer.count - start
        let size = remaining > 2 * max ? max : remaining / 2
        let cut = ByteScan.adjustedCut(buffer, at: start + size)
        result.append(RopeNode(leaf: Array(buffer[start..<cut])))
        start = cut
      }
      result.append(RopeNode(leaf: Array(buffer[start...])))
      return result
    }
  }
}

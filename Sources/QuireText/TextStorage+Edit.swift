/// The tree work behind `replace(_:with:)`: the replacement itself, then the repair of the
/// leaf boundaries next to its two ends.
///
/// Whether a boundary splits a CR LF pair or a UTF-8 sequence depends on the three bytes
/// before it and the one after, so only boundaries at most three bytes after an end of the
/// changed bytes can have gone bad; boundaries inside inserted bytes are chosen good.
extension TextStorage {
  /// Replaces bytes `low..<high` (already clamped) with `inserted`. O(log n + k).
  mutating func replaceBytes(_ low: Int, _ high: Int, _ inserted: UnsafeBufferPointer<UInt8>) {
    replaceInTree(low, high, inserted)
    repairSeams(near: low)
    repairSeams(near: low + inserted.count)
  }

  /// Repairs the leaf boundaries in `offset...offset + 3`: the start of the leaf holding
  /// `offset` when it starts there, and its end when that is at most three bytes on.
  /// O(log n).
  private mutating func repairSeams(near offset: Int) {
    guard offset < byteCount else { return }
    var node = root
    var start = 0
    while !node.isLeaf {
      var index = 0
      while index < node.children.count - 1, offset >= start + node.children[index].summary.bytes {
        start += node.children[index].summary.bytes
        index += 1
      }
      node = node.children[index]
    }
    let end = start + node.summary.bytes
    if start == offset { repairSeam(at: start) }
    if end - offset <= 3 { repairSeam(at: end) }
  }

  /// Runs the replacement on the tree and restores the root: new levels over several nodes,
  /// a root of a single child replaced by that child.
  private mutating func replaceInTree(_ low: Int, _ high: Int, _ inserted: UnsafeBufferPointer<UInt8>) {
    var nodes = RopeNode.replace(&root, low, high, inserted, limits)
    while nodes.count > 1 { nodes = RopeNode.group(nodes, limits) }
    var newRoot = nodes.first ?? RopeNode.emptyLeaf()
    while !newRoot.isLeaf, newRoot.children.count == 1 { newRoot = newRoot.children[0] }
    root = newRoot
  }

  /// If a leaf boundary at `offset` splits a CR LF pair or a UTF-8 sequence, moves the bytes
  /// after it into the leaf before. O(log n).
  private mutating func repairSeam(at offset: Int) {
    guard offset > 0, offset < byteCount, isLeafBoundary(offset) else { return }
    var window: [UInt8] = []
    let low = max(0, offset - 3)
    let high = min(byteCount, offset + 3)
    forEachChunk(in: ByteOffset(low)..<ByteOffset(high)) { chunk in
      window.append(contentsOf: chunk)
      return true
    }
    let cut = offset - low
    let good = window.withUnsafeBufferPointer { ByteScan.adjustedCut($0, at: cut) }
    guard good != cut else { return }
    var end = cut
    if window[cut - 1] == ByteScan.carriageReturn, window[cut] == ByteScan.lineFeed {
      end = cut + 1
    } else {
      while end < window.count, end < cut + 3, ByteScan.isContinuation(window[end]) { end += 1 }
    }
    let moved = Array(window[good..<end])
    moved.withUnsafeBufferPointer { replaceInTree(low + good, low + end, $0) }
  }

  /// Whether a leaf starts at `offset` (0 < offset < byteCount). O(log n).
  private func isLeafBoundary(_ offset: Int) -> Bool {
    var node = root
    var local = offset
    while !node.isLeaf {
      var index = 0
      while index < node.children.count - 1, local >= node.children[index].summary.bytes {
        local -= node.children[index].summary.bytes
        index += 1
      }
      node = node.children[index]
    }
    return local == 0
  }
}

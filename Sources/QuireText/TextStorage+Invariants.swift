/// Checking the tree: tests call this after every mutation.
extension TextStorage {
  /// Every way in which the tree breaks its rules, one line each; empty when it is sound.
  ///
  /// Checks that all leaves lie at one depth, that nodes other than the root keep within
  /// their size limits, that every cached summary equals a recount, and that no leaf
  /// boundary splits a CR LF pair or a UTF-8 sequence. O(n).
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    if !root.isLeaf, root.children.count < 2 { problems.append("inner root has one child") }
    var previousTail: [UInt8] = []
    var offset = 0
    check(root, isRoot: true, at: &offset, previousTail: &previousTail, into: &problems)
    return problems
  }

  /// The ways in which the part of the tree an edit of `range` could have changed breaks its
  /// rules, one line each: the check of `invariantViolations()` for the nodes over `range`
  /// widened by a leaf's most bytes on each side, and for their siblings the height, the
  /// number of children and a summary that adds up one level down.
  ///
  /// An edit changes only the nodes on its paths from the root and those it merges with or
  /// regroups beside them, so after an edit of k bytes this finds what a full check finds
  /// there at O(log n + k) rather than O(n): a fuzzer can check after every step.
  public func invariantViolations(near range: Range<ByteOffset>) -> [String] {
    var problems: [String] = []
    if !root.isLeaf, root.children.count < 2 { problems.append("inner root has one child") }
    let window = Window(
      low: range.lowerBound.value - limits.maxLeafBytes, high: range.upperBound.value + limits.maxLeafBytes)
    var previousTail: [UInt8] = []
    var offset = 0
    check(root, isRoot: true, at: &offset, previousTail: &previousTail, into: &problems, within: window)
    return problems
  }

  /// The bytes a partial check looks at: every node overlapping `low...high`.
  private struct Window {
    var low: Int
    var high: Int

    func overlaps(_ start: Int, _ count: Int) -> Bool { start <= high && start + count >= low }
  }

  /// Stops the program when the tree breaks its rules.
  public func checkInvariants() {
    let problems = invariantViolations()
    precondition(problems.isEmpty, problems.joined(separator: "; "))
  }

  private func check(
    _ node: RopeNode, isRoot: Bool, at offset: inout Int, previousTail: inout [UInt8],
    into problems: inout [String], within window: Window? = nil
  ) {
    if node.isLeaf {
      checkLeaf(node, isRoot: isRoot, at: offset, previousTail: &previousTail, into: &problems)
      offset += node.bytes.count
      return
    }
    if !isRoot, node.children.count < limits.minChildren {
      problems.append("node at @\(offset) has \(node.children.count) children")
    }
    if node.children.count > limits.maxChildren {
      problems.append("node at @\(offset) has \(node.children.count) children")
    }
    var total = RopeSummary()
    for child in node.children {
      if child.height != node.height - 1 { problems.append("uneven height at @\(offset)") }
      total += child.summary
      if let window, !window.overlaps(offset, child.summary.bytes) {
        checkShallow(child, at: offset, into: &problems)
        offset += child.summary.bytes
        previousTail = []
        continue
      }
      check(child, isRoot: false, at: &offset, previousTail: &previousTail, into: &problems, within: window)
    }
    if total != node.summary { problems.append("stale summary of node ending at @\(offset)") }
  }

  /// The checks of a node a partial check passes by: its size, and for an inner node that
  /// its children have one height and add up to its summary. O(children).
  private func checkShallow(_ node: RopeNode, at offset: Int, into problems: inout [String]) {
    if node.isLeaf {
      let count = node.bytes.count
      if count > limits.maxLeafBytes || count < limits.minLeafBytes {
        problems.append("leaf at @\(offset) holds \(count) bytes")
      }
      if node.summary.bytes != count { problems.append("stale summary of leaf at @\(offset)") }
      return
    }
    if node.children.count < limits.minChildren || node.children.count > limits.maxChildren {
      problems.append("node at @\(offset) has \(node.children.count) children")
    }
    var total = RopeSummary()
    for child in node.children {
      if child.height != node.height - 1 { problems.append("uneven height at @\(offset)") }
      total += child.summary
    }
    if total != node.summary { problems.append("stale summary of node at @\(offset)") }
  }

  private func checkLeaf(
    _ leaf: RopeNode, isRoot: Bool, at offset: Int, previousTail: inout [UInt8],
    into problems: inout [String]
  ) {
    let count = leaf.bytes.count
    if count > limits.maxLeafBytes || (!isRoot && count < limits.minLeafBytes) {
      problems.append("leaf at @\(offset) holds \(count) bytes")
    }
    if RopeSummary(of: leaf.bytes) != leaf.summary { problems.append("stale summary of leaf at @\(offset)") }
    if let first = leaf.bytes.first, !previousTail.isEmpty {
      let seam = previousTail + [first]
      let cut = previousTail.count
      if seam.withUnsafeBufferPointer({ ByteScan.adjustedCut($0, at: cut) }) != cut {
        problems.append("leaf boundary at @\(offset) splits a CR LF pair or a UTF-8 sequence")
      }
    }
    previousTail = Array(leaf.bytes.suffix(3))
  }
}

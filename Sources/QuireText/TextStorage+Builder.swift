extension TextStorage {
  /// Builds a text in one streaming pass from blocks of bytes as they are read.
  ///
  /// Each block is copied once, into the leaf being filled; full leaves are grouped into
  /// nodes as they come, so `snapshot()` of what has arrived so far costs O(log n) and the
  /// final `build()` little more. Line breaks are counted and UTF-8 is checked leaf by leaf
  /// on the way, so `format` needs no second pass.
  public struct Builder: Sendable {
    /// Nodes not yet grouped under a parent, by height: leaves first. A level that has a
    /// level above it always keeps at least `minChildren` nodes.
    private var levels: [[RopeNode]] = [[]]
    /// The bytes of the leaf being filled, with room to look a few bytes past its end.
    private var pending: [UInt8] = []
    private let stripsByteOrderMark: Bool
    /// Whether the first bytes were looked at for a BOM yet.
    private var checkedByteOrderMark = false
    private var strippedByteOrderMark = false
    private var isValidUTF8 = true
    /// Whether the last leaf filed held only ASCII, which picks how the next is scanned.
    private var lastLeafWasASCII = true

    /// The node sizes of the tree being built.
    private let limits: RopeLimits
    /// How many bytes `pending` holds before a leaf is cut off it: a leaf and a few bytes to
    /// look past its end.
    private let pendingCapacity: Int

    /// A builder; with `stripsByteOrderMark` a leading UTF-8 BOM is left out of the text and
    /// noted in `format`, as loading a file wants.
    public init(stripsByteOrderMark: Bool = true) {
      self.init(stripsByteOrderMark: stripsByteOrderMark, limits: .standard)
    }

    /// A builder of a tree of nodes of the sizes `limits` (tests build with the release sizes
    /// in debug builds).
    init(stripsByteOrderMark: Bool = true, limits: RopeLimits) {
      self.stripsByteOrderMark = stripsByteOrderMark
      self.limits = limits
      pendingCapacity = limits.maxLeafBytes + 4
      pending.reserveCapacity(pendingCapacity)
    }

    /// Appends the next block of bytes. O(k).
    public mutating func append(_ block: some Sequence<UInt8>) {
      let done: Void? = block.withContiguousStorageIfAvailable { append(buffer: $0) }
      if done == nil { Array(block).withUnsafeBufferPointer { append(buffer: $0) } }
    }

    /// Appends the next block of bytes from a buffer (as read from a file). O(k).
    public mutating func append(buffer block: UnsafeBufferPointer<UInt8>) {
      var start = 0
      while start < block.count {
        let take = min(pendingCapacity - pending.count, block.count - start)
        pending.append(contentsOf: UnsafeBufferPointer(rebasing: block[start..<(start + take)]))
        start += take
        if !checkedByteOrderMark, pending.count >= 3 { checkByteOrderMark() }
        if pending.count == pendingCapacity { emitLeaf() }
      }
    }

    /// The text of the bytes appended so far, to show before the last block arrives; the
    /// builder goes on unchanged. O(log n).
    public func snapshot() -> TextStorage {
      finish().text
    }

    /// The layout of the bytes appended so far. O(log n).
    public var format: TextFormat {
      finish().format
    }

    /// The text of all bytes appended. O(log n).
    public func build() -> TextStorage {
      finish().text
    }

    /// The text of all bytes appended and the layout of those bytes. O(log n).
    public func finish() -> (text: TextStorage, format: TextFormat) {
      var levels = levels
      var tail = pending
      var valid = isValidUTF8
      var stripped = strippedByteOrderMark
      if !checkedByteOrderMark, stripsByteOrderMark, tail.starts(with: TextFormat.byteOrderMark) {
        tail.removeFirst(3)
        stripped = true
      }
      if !tail.isEmpty {
        valid = valid && tail.withUnsafeBufferPointer { UTF8Validation.isValid($0) }
        var leaves = RopeNode.leaves(of: tail, limits)
        if leaves.count == 1, leaves[0].isUnderfull(limits), let previous = levels[0].popLast() {
          leaves = RopeNode.merge(previous, leaves[0], limits)
        }
        levels[0] += leaves
      }
      var height = 0
      var root = RopeNode.emptyLeaf()
      while height < levels.count {
        let nodes = levels[height]
        if height == levels.count - 1, nodes.count <= 1 {
          root = nodes.first ?? root
          break
        }
        let parents = RopeNode.group(nodes, limits)
        if height + 1 == levels.count { levels.append([]) }
        levels[height + 1] += parents
        height += 1
      }
      let text = TextStorage(root: root, limits: limits)
      let format = TextFormat(detecting: text, hasByteOrderMark: stripped, isValidUTF8: valid)
      return (text, format)
    }

    private mutating func checkByteOrderMark() {
      checkedByteOrderMark = true
      if stripsByteOrderMark, pending.starts(with: TextFormat.byteOrderMark) {
        pending.removeFirst(3)
        strippedByteOrderMark = true
      }
    }

    /// Cuts a full leaf off `pending` and files it, grouping full levels as it goes.
    private mutating func emitLeaf() {
      let cut = pending.withUnsafeBufferPointer {
        ByteScan.adjustedCut($0, at: limits.maxLeafBytes)
      }
      var next: [UInt8] = []
      next.reserveCapacity(pendingCapacity)
      next.append(contentsOf: pending[cut...])
      pending.removeSubrange(cut...)
      let leafBytes = pending
      pending = next
      let summary = leafBytes.withUnsafeBufferPointer { buffer in
        // A leaf after one that was not ASCII is most likely not ASCII either: count and
        // validate it in one pass. Otherwise count first and validate only if needed.
        let counts: (lineFeeds: Int, carriageReturns: Int)
        if isValidUTF8, !lastLeafWasASCII {
          let scan = ByteScan.countValidating(buffer)
          counts = (scan.lineFeeds, scan.carriageReturns)
          isValidUTF8 = scan.isValidUTF8
          lastLeafWasASCII = scan.isASCII
        } else {
          let scan = ByteScan.count(buffer)
          counts = (scan.lineFeeds, scan.carriageReturns)
          if !scan.isASCII, isValidUTF8 { isValidUTF8 = UTF8Validation.isValid(buffer) }
          lastLeafWasASCII = scan.isASCII
        }
        var summary = RopeSummary()
        summary.bytes = buffer.count
        summary.lineFeeds = counts.lineFeeds
        summary.carriageReturns = counts.carriageReturns
        if counts.carriageReturns > 0 {
          summary.carriageReturnLineFeeds = ByteScan.countCarriageReturnLineFeeds(buffer)
        }
        return summary
      }
      file(RopeNode(leaf: leafBytes, summary: summary), at: 0)
    }

    /// Files `node` at `height`; a level that reaches max + min nodes gives its first max
    /// nodes to a new parent one level up.
    private mutating func file(_ node: RopeNode, at height: Int) {
      if height == levels.count { levels.append([]) }
      levels[height].append(node)
      let threshold = limits.maxChildren + limits.minChildren
      guard levels[height].count >= threshold else { return }
      let parent = RopeNode(children: Array(levels[height][0..<limits.maxChildren]))
      levels[height].removeFirst(limits.maxChildren)
      file(parent, at: height + 1)
    }
  }
}

/// Lines: byte offset ↔ (line, column) through the line-break counts of the tree's nodes.
extension TextStorage {
  /// The offset where `line` starts; lines past the ends are clamped. O(log n + leaf).
  public func lineStart(_ line: LineNumber) -> ByteOffset {
    let target = min(max(0, line.value), lineCount - 1)
    guard target > 0 else { return .zero }
    // Find the leaf holding the end of line break number `target` (counting from 1).
    var node = root
    var start = 0
    var remaining = target
    while !node.isLeaf {
      var index = 0
      while index < node.children.count - 1 {
        let breaks = node.children[index].summary.lineBreaks
        if breaks >= remaining { break }
        remaining -= breaks
        start += node.children[index].summary.bytes
        index += 1
      }
      node = node.children[index]
    }
    let hasLoneCR = node.summary.carriageReturns > node.summary.carriageReturnLineFeeds
    let local = node.bytes.withUnsafeBufferPointer {
      ByteScan.endOfLineBreak(remaining, in: $0, hasLoneCR: hasLoneCR)
    }
    return ByteOffset(start + (local ?? node.bytes.count))
  }

  /// The offset where the content of `line` ends, before its line break. O(log n + leaf).
  public func lineEnd(_ line: LineNumber) -> ByteOffset {
    let target = min(max(0, line.value), lineCount - 1)
    guard target + 1 < lineCount else { return endOffset }
    let next = lineStart(LineNumber(target + 1))
    // A CR LF pair never spans two leaves: read both bytes from one.
    let pair = withBytes(in: max(.zero, next - 2)..<next) { Array($0) }
    if pair.count == 2, pair[0] == ByteScan.carriageReturn, pair[1] == ByteScan.lineFeed {
      return next - 2
    }
    return next - 1
  }

  /// The line that holds `offset`; a line break belongs to the line it ends. O(log n + leaf).
  public func lineNumber(at offset: ByteOffset) -> LineNumber {
    var local = min(max(0, offset.value), byteCount)
    var node = root
    var line = 0
    while !node.isLeaf {
      var index = 0
      while index < node.children.count - 1, local >= node.children[index].summary.bytes {
        local -= node.children[index].summary.bytes
        line += node.children[index].summary.lineBreaks
        index += 1
      }
      node = node.children[index]
    }
    let hasLoneCR = node.summary.carriageReturns > node.summary.carriageReturnLineFeeds
    let prefix = local
    line += node.bytes.withUnsafeBufferPointer {
      ByteScan.lineBreaks(in: $0, prefix: prefix, hasLoneCR: hasLoneCR)
    }
    return LineNumber(line)
  }

  /// The line and byte column of `offset`. O(log n + leaf).
  public func position(of offset: ByteOffset) -> LinePosition {
    let clamped = ByteOffset(min(max(0, offset.value), byteCount))
    let line = lineNumber(at: clamped)
    return LinePosition(line: line, byteColumn: clamped - lineStart(line))
  }

  /// The offset of `position`, its column clamped to the line's content. O(log n + leaf).
  public func offset(of position: LinePosition) -> ByteOffset {
    let start = lineStart(position.line)
    let end = lineEnd(position.line)
    return start + min(max(0, position.byteColumn), end - start)
  }
}

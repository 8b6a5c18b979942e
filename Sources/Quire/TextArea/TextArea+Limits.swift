extension TextArea {
  /// Puts `bytes` in place of `range` as an edit of `kind`, cut to fit the line and character
  /// limits; when cut, rings the bell and shows which limit was reached. Returns whether the
  /// text changed. O(log n + k) without limits; a character limit adds a count of the text's
  /// clusters, O(n) (limits are for short texts, such as a prompt's answer).
  @discardableResult
  mutating func insert(
    _ bytes: [UInt8], replacing range: Range<ByteOffset>, kind: EditKind, context: EventContext
  ) -> Bool {
    var fitted = bytes[...]
    var reached: TextAreaNotice?
    if let lineLimit {
      let text = buffer.text
      let removedBreaks =
        text.lineNumber(at: range.upperBound).value - text.lineNumber(at: range.lowerBound).value
      let room = max(0, lineLimit - (text.lineCount - removedBreaks))
      let inserted = TextStorage(bytes: fitted)
      if inserted.lineCount - 1 > room {
        fitted = fitted[..<(fitted.startIndex + inserted.lineEnd(LineNumber(room)).value)]
        reached = .lineLimitReached
      }
    }
    if let characterLimit {
      let text = buffer.text
      let kept =
        Self.clusterCount(of: text, in: .zero..<text.endOffset) - Self.clusterCount(of: text, in: range)
      let room = max(0, characterLimit - kept)
      let inserted = TextStorage(bytes: fitted)
      if let cut = Self.offset(afterClusters: room, in: inserted) {
        fitted = fitted[..<(fitted.startIndex + cut.value)]
        reached = .characterLimitReached
      }
    }
    if let reached { refuse(reached, context: context) }
    // Nothing left of a text to insert: nothing happens (a selection typed over stays).
    if fitted.isEmpty, !bytes.isEmpty { return false }
    guard !fitted.isEmpty || !range.isEmpty else { return false }
    noteChanges([buffer.replace(range, with: fitted, kind: kind, at: context.now)])
    return true
  }

  /// The number of grapheme clusters that start in `range`. O(k).
  static func clusterCount(of text: TextStorage, in range: Range<ByteOffset>) -> Int {
    var count = 0
    text.forEachGrapheme(in: range) { _ in
      count += 1
      return true
    }
    return count
  }

  /// Where the cluster after the first `count` clusters of `text` starts, or `nil` when the
  /// text has no more than `count`. O(bytes of those clusters).
  static func offset(afterClusters count: Int, in text: TextStorage) -> ByteOffset? {
    var seen = 0
    var cut: ByteOffset?
    text.forEachGrapheme(in: .zero..<text.endOffset) { grapheme in
      if seen == count {
        cut = grapheme.range.lowerBound
        return false
      }
      seen += 1
      return true
    }
    return cut
  }
}

/// What a deletion key of a text editor removes.
///
/// When the selection is not empty, every deletion removes the selection. Otherwise the word
/// and line deletions stay within the caret's logical line, except at its edge: there they
/// remove the line break, so that repeating them joins lines.
public enum TextDeletion: Hashable, Sendable, CaseIterable {
  /// The grapheme cluster before the caret (Backspace); CR LF is one cluster.
  case graphemeBackward
  /// The grapheme cluster after the caret (Delete).
  case graphemeForward
  /// Back to the previous whitespace (Ctrl-W, readline's unix-word-rubout): the spaces before
  /// the caret, then what is not space before them.
  case wordRubout
  /// Back to the start of the word before the caret (Alt-Backspace), as far as `.wordLeft`.
  case wordBackward
  /// On to the end of the word after the caret (Alt-D), as far as `.wordRight`.
  case wordForward
  /// On to the end of the line (Ctrl-K); at the end of a line, its line break.
  case toLineEnd
  /// Back to the start of the line (Ctrl-U); at the start of a line, the line break before it.
  case toLineStart
}

extension TextStorage {
  /// The bytes that `deletion` removes at `selection`. Cost proportional to the bytes removed
  /// plus O(log n); nothing past the caret's line is read. Inside a run of regional indicators,
  /// the grapheme deletions add a count of the run before the caret, the word deletions one
  /// per doubling of the window they read.
  public func range(of deletion: TextDeletion, at selection: TextSelection) -> Range<ByteOffset> {
    let range = clamped(selection.range.lowerBound)..<clamped(selection.range.upperBound)
    guard range.isEmpty else { return range }
    let caret = range.lowerBound
    let line = lineNumber(at: caret)
    let start = lineStart(line)
    let end = lineEnd(line)
    switch deletion {
    case .graphemeBackward: return graphemeBoundary(before: caret)..<caret
    case .graphemeForward: return caret..<graphemeBoundary(after: caret)
    case .wordRubout:
      guard caret > start else { return graphemeBoundary(before: caret)..<caret }
      return whitespaceRubout(from: caret, lineStart: start)..<caret
    case .wordBackward:
      guard caret > start else { return graphemeBoundary(before: caret)..<caret }
      return wordStart(before: caret, notBefore: start)..<caret
    case .wordForward:
      guard caret < end else { return caret..<graphemeBoundary(after: caret) }
      return caret..<wordEnd(after: caret, notAfter: end)
    case .toLineEnd:
      guard caret < end else { return caret..<graphemeBoundary(after: caret) }
      return caret..<end
    case .toLineStart:
      guard caret > start else { return graphemeBoundary(before: caret)..<caret }
      return start..<caret
    }
  }

  /// Applies `deletion` at `selection` with `replace(_:with:)`; returns the change (whose
  /// inverse undoes it) and the caret after it. Cost of `range(of:at:)` plus the edit.
  @discardableResult
  public mutating func delete(_ deletion: TextDeletion, at selection: TextSelection)
    -> (change: TextChange, selection: TextSelection)
  {
    let range = range(of: deletion, at: selection)
    let change = replace(range, with: [UInt8]())
    return (change, TextSelection(caret: range.lowerBound))
  }

  /// Where Ctrl-W stops going back from `caret`: past the whitespace clusters before it, then
  /// past the clusters that are not whitespace, never before `lineStart`.
  ///
  /// Reads windows back from the caret, each twice as long as the one before, and segments
  /// each forward from a restart point up to the restart point of the window after it (a
  /// boundary), deciding cluster by cluster from the caret back: O(k) for the k bytes deleted,
  /// plus a window's first cluster.
  private func whitespaceRubout(from caret: ByteOffset, lineStart: ByteOffset) -> ByteOffset {
    var reach = 256
    var end = caret.value
    var skippingSpace = true
    var starts: [Int] = []
    var spaces: [Bool] = []
    while end > lineStart.value {
      let low = max(lineStart.value, end - reach)
      var window = GraphemeWindow(self, around: low)
      let start = max(lineStart.value, window.restartPoint(atOrBefore: low))
      var segmenter = GraphemeSegmenter(window: window, start: start)
      starts.removeAll(keepingCapacity: true)
      spaces.removeAll(keepingCapacity: true)
      while let cluster = segmenter.next(), cluster.range.lowerBound < end {
        starts.append(cluster.range.lowerBound)
        spaces.append(Self.isWhiteSpace(segmenter.window.unit(at: cluster.range.lowerBound).scalar))
      }
      for index in starts.indices.reversed() {
        if skippingSpace, !spaces[index] { skippingSpace = false }
        // A whitespace cluster after the word stops the deletion at its end.
        if !skippingSpace, spaces[index] {
          return ByteOffset(index + 1 < starts.count ? starts[index + 1] : end)
        }
      }
      end = start
      reach *= 2
    }
    return lineStart
  }

  /// Whether `scalar` is White_Space (a cluster that starts with one is whitespace); false
  /// for an invalid sequence. O(1) for ASCII.
  static func isWhiteSpace(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    switch scalar.value {
    case 0x09...0x0D, 0x20: return true
    case 0..<0x80: return false
    default: return UnicodeProperties.of(scalar).isWhiteSpace
    }
  }
}

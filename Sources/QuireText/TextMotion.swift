/// Where a caret motion of a text editor goes: the keys Left, Right, Alt-B, Alt-F, Home and
/// End and their like. Motions are by grapheme cluster, by word (UAX #29) and by logical line;
/// vertical motion is `TextStorage.movingVertically(_:lines:desiredColumn:extend:tabSize:)`.
public enum TextMotion: Hashable, Sendable, CaseIterable {
  /// One grapheme cluster back (Left, Ctrl-B); CR LF is one cluster.
  case graphemeLeft
  /// One grapheme cluster on (Right, Ctrl-F).
  case graphemeRight
  /// To the start of the word the caret is in or the one before it (Alt-B, Ctrl-Left).
  case wordLeft
  /// To the end of the word the caret is in or the one after it (Alt-F, Ctrl-Right).
  case wordRight
  /// To the start of the logical line (Home, Ctrl-A).
  case lineStart
  /// To the end of the logical line, before its line break (End, Ctrl-E).
  case lineEnd
  /// To the start of the text (Ctrl-Home).
  case documentStart
  /// To the end of the text (Ctrl-End).
  case documentEnd
}

extension TextStorage {
  /// The offset that `motion` moves a caret at `offset` to. Cost proportional to the
  /// clusters or words moved over, O(log n) for the line and document motions.
  public func offset(_ motion: TextMotion, from offset: ByteOffset) -> ByteOffset {
    let offset = clamped(offset)
    switch motion {
    case .graphemeLeft: return graphemeBoundary(before: offset)
    case .graphemeRight: return graphemeBoundary(after: offset)
    case .wordLeft: return wordStart(before: offset)
    case .wordRight: return wordEnd(after: offset)
    case .lineStart: return lineStart(lineNumber(at: offset))
    case .lineEnd: return lineEnd(lineNumber(at: offset))
    case .documentStart: return .zero
    case .documentEnd: return endOffset
    }
  }

  /// The selection after `motion`: with `extend` (Shift) the head moves and the anchor stays;
  /// without it the result is a caret. Without `extend`, Left and Right on a selection leave
  /// the caret at the selection's start or end instead of moving; the other motions move from
  /// the head.
  public func moving(_ selection: TextSelection, by motion: TextMotion, extend: Bool) -> TextSelection {
    if !extend, !selection.isEmpty {
      switch motion {
      case .graphemeLeft: return TextSelection(caret: clamped(selection.range.lowerBound))
      case .graphemeRight: return TextSelection(caret: clamped(selection.range.upperBound))
      default: break
      }
    }
    let head = offset(motion, from: selection.head)
    return extend ? TextSelection(anchor: clamped(selection.anchor), head: head) : TextSelection(caret: head)
  }

  /// `offset` kept within the text.
  func clamped(_ offset: ByteOffset) -> ByteOffset {
    ByteOffset(max(0, min(offset.value, byteCount)))
  }
}

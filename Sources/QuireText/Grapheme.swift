/// One grapheme cluster of a text: where its bytes are, and the character shown for it.
///
/// An invalid UTF-8 sequence is a cluster of its own, shown as U+FFFD.
public struct Grapheme: Hashable, Sendable {
  /// The bytes of the cluster.
  public var range: Range<ByteOffset>
  /// What the cluster shows: the decoded character, or U+FFFD for an invalid sequence.
  public var character: Character
  /// Whether the bytes were valid UTF-8.
  public var isValid: Bool

  public init(range: Range<ByteOffset>, character: Character, isValid: Bool = true) {
    self.range = range
    self.character = character
    self.isValid = isValid
  }
}

extension TextStorage {
  /// The grapheme clusters that start in `range`, in order. O(log n + k).
  ///
  /// - Note: PLACEHOLDER: decodes the whole range at once and maps clusters back by their
  ///   UTF-8 length, so it is only exact for valid UTF-8. The segmentation over byte windows
  ///   keeps this interface.
  public func graphemes(in range: Range<ByteOffset>) -> [Grapheme] {
    let text = string(in: range)
    var offset = range.lowerBound
    var result: [Grapheme] = []
    for character in text {
      let end = offset + character.utf8.count
      result.append(Grapheme(range: offset..<end, character: character))
      offset = end
    }
    return result
  }

  /// The boundary of the grapheme cluster after `offset` (the end of the text at most).
  /// Cost proportional to the cluster, not the line.
  public func graphemeBoundary(after offset: ByteOffset) -> ByteOffset {
    let end = min(endOffset, offset + 64)
    return graphemes(in: offset..<end).first?.range.upperBound ?? endOffset
  }

  /// The boundary of the grapheme cluster before `offset` (the start of the text at least).
  /// Cost proportional to the cluster, not the line.
  public func graphemeBoundary(before offset: ByteOffset) -> ByteOffset {
    let start = lineStart(lineNumber(at: offset))
    let clusters = graphemes(in: start..<offset)
    if let last = clusters.last { return last.range.lowerBound }
    return offset == .zero ? .zero : offset - 1
  }
}

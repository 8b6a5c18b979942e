/// A selection in a text: the fixed end (`anchor`) and the end that moves (`head`, where the
/// caret is drawn). An empty selection is a caret.
public struct TextSelection: Hashable, Sendable, CustomStringConvertible {
  public var anchor: ByteOffset
  public var head: ByteOffset

  @inlinable public init(anchor: ByteOffset, head: ByteOffset) {
    self.anchor = anchor
    self.head = head
  }

  /// A caret at `offset`.
  @inlinable public init(caret offset: ByteOffset) { self.init(anchor: offset, head: offset) }

  /// Whether the selection is a caret.
  @inlinable public var isEmpty: Bool { anchor == head }

  /// The selected bytes, whichever end comes first.
  @inlinable public var range: Range<ByteOffset> { min(anchor, head)..<max(anchor, head) }

  public var description: String { isEmpty ? "caret \(head.value)" : "\(anchor.value)→\(head.value)" }
}

/// A place in a text, counted in UTF-8 bytes from its start.
///
/// Byte offsets, line numbers and cell columns are different units; each has its own type so
/// that one is never passed where another is meant.
public struct ByteOffset: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The number of bytes before this place.
  public var value: Int

  /// Creates the offset `value` bytes from the start of a text.
  @inlinable public init(_ value: Int) { self.value = value }

  /// The start of every text.
  public static let zero = ByteOffset(0)

  @inlinable public static func < (lhs: ByteOffset, rhs: ByteOffset) -> Bool { lhs.value < rhs.value }
  @inlinable public static func + (lhs: ByteOffset, rhs: Int) -> ByteOffset { ByteOffset(lhs.value + rhs) }
  @inlinable public static func - (lhs: ByteOffset, rhs: Int) -> ByteOffset { ByteOffset(lhs.value - rhs) }
  /// The number of bytes from `rhs` to `lhs`.
  @inlinable public static func - (lhs: ByteOffset, rhs: ByteOffset) -> Int { lhs.value - rhs.value }

  public var description: String { "@\(value)" }
}

/// A zero-based line number: the first line of every text is line 0.
public struct LineNumber: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The number of line breaks before this line.
  public var value: Int

  @inlinable public init(_ value: Int) { self.value = value }

  @inlinable public static func < (lhs: LineNumber, rhs: LineNumber) -> Bool { lhs.value < rhs.value }
  @inlinable public static func + (lhs: LineNumber, rhs: Int) -> LineNumber { LineNumber(lhs.value + rhs) }
  @inlinable public static func - (lhs: LineNumber, rhs: Int) -> LineNumber { LineNumber(lhs.value - rhs) }

  public var description: String { "line \(value)" }
}

/// A place in a text as a line and the number of bytes from that line's start.
public struct LinePosition: Hashable, Sendable, CustomStringConvertible {
  public var line: LineNumber
  /// Bytes from the start of `line`.
  public var byteColumn: Int

  @inlinable public init(line: LineNumber, byteColumn: Int) {
    self.line = line
    self.byteColumn = byteColumn
  }

  public var description: String { "\(line.value):\(byteColumn)" }
}

import QuireText

/// A piece of text searched for without regard to case (Unicode simple case folding, as
/// `CaseFolding` does), in UTF-8 bytes or a string: the one matching rule of every search of
/// notes, whether the index answers it or a scan of the files does.
struct FoldedNeedle: Hashable, Sendable {
  /// The needle's scalars, folded.
  let scalars: [UInt32]

  init(_ text: String) {
    scalars = text.unicodeScalars.map { CaseFolding.folded($0).value }
  }

  /// The needle of the UTF-8 `bytes`, folded.
  init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    var scalars: [UInt32] = []
    var offset = 0
    while offset < bytes.count {
      let (scalar, length) = Self.decode(bytes, at: offset)
      scalars.append(scalar)
      offset += length
    }
    self.scalars = scalars
  }

  /// The folded text, as it is given to the index.
  var text: String {
    String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
  }

  /// Whether the needle occurs in the UTF-8 `bytes`. O(n·m) at worst, about O(n) for text.
  func occurs(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    firstOffset(in: bytes) != nil
  }

  /// Whether the needle occurs in `text`.
  func occurs(in text: String) -> Bool {
    var text = text
    return text.withUTF8 { occurs(in: $0) }
  }

  /// The byte range of the first occurrence in `text`, or `nil`.
  func firstRange(in text: String) -> Range<Int>? {
    var text = text
    return text.withUTF8 { firstRange(in: $0) }
  }

  /// The byte range of the first occurrence in `bytes` (valid UTF-8), or `nil`.
  func firstRange(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    firstOffset(in: bytes).map { start in start..<end(ofMatchAt: start, in: bytes) }
  }

  /// The offset of the first scalar that starts an occurrence, or `nil`. An empty needle
  /// occurs at 0.
  private func firstOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let first = scalars.first else { return 0 }
    var offset = 0
    while offset < bytes.count {
      let (scalar, length) = Self.decode(bytes, at: offset)
      if scalar == first, matches(bytes, from: offset + length) { return offset }
      offset += length
    }
    return nil
  }

  /// Whether the needle's scalars after the first follow at `offset`.
  private func matches(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Bool {
    var offset = offset
    for wanted in scalars.dropFirst() {
      guard offset < bytes.count else { return false }
      let (scalar, length) = Self.decode(bytes, at: offset)
      guard scalar == wanted else { return false }
      offset += length
    }
    return true
  }

  /// Where an occurrence that starts at `start` ends.
  private func end(ofMatchAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var offset = start
    for _ in scalars { offset += Self.decode(bytes, at: offset).length }
    return offset
  }

  /// The folded scalar at `offset` of valid UTF-8 and its length in bytes.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (
    scalar: UInt32, length: Int
  ) {
    let lead = bytes[offset]
    if lead < 0x80 { return (lead &- 0x41 < 26 ? UInt32(lead | 0x20) : UInt32(lead), 1) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard length > 1, offset + length <= bytes.count else { return (UInt32(lead), 1) }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for index in 1..<length { value = value << 6 | UInt32(bytes[offset + index] & 0x3F) }
    return (CaseFolding.simpleFold(value), length)
  }
}

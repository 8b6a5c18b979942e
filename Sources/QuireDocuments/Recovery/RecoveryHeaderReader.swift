/// Reads the lines and numbers of a recovery header, never past its bytes.
struct RecoveryHeaderReader {
  let bytes: ArraySlice<UInt8>
  /// Bytes read so far.
  private(set) var offset = 0

  init(bytes: ArraySlice<UInt8>) { self.bytes = bytes }

  private var index: Int { bytes.startIndex + offset }

  /// The bytes to the next LF, which is skipped.
  mutating func line() -> [UInt8]? {
    guard let end = bytes[index...].firstIndex(of: 0x0A) else { return nil }
    let result = Array(bytes[index..<end])
    offset = end + 1 - bytes.startIndex
    return result
  }

  /// Skips `expected` if it comes next.
  mutating func skip(_ expected: [UInt8]) -> Bool {
    guard bytes[index...].starts(with: expected) else { return false }
    offset += expected.count
    return true
  }

  /// A decimal number ended by `terminator`, which is skipped.
  mutating func number(endingWith terminator: UInt8) -> Int? {
    guard let end = bytes[index...].prefix(20).firstIndex(of: terminator),
      let value = Self.number(bytes[index..<end])
    else { return nil }
    offset = end + 1 - bytes.startIndex
    return value
  }

  /// The next `count` bytes.
  mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
    guard count >= 0, bytes.endIndex - index >= count else { return nil }
    let result = bytes[index..<(index + count)]
    offset += count
    return result
  }

  /// The value of 1 to 18 ASCII digits.
  static func number(_ digits: some Collection<UInt8>) -> Int? {
    guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of a file's name as a dictionary key, hashed in one pass over the bytes: an
/// array of bytes as a key is hashed a byte at a time, which a listing of 10,000 names
/// looked up on every key typed in the notes' field felt.
public struct NameKey: Hashable, Sendable {
  public let bytes: [UInt8]

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  public func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }

  /// Compared over the bytes' storage at once, not element by element through the array.
  public static func == (left: NameKey, right: NameKey) -> Bool {
    left.bytes.withUnsafeBufferPointer { leftBytes in
      right.bytes.withUnsafeBufferPointer { rightBytes in
        guard leftBytes.count == rightBytes.count else { return false }
        guard let leftStart = leftBytes.baseAddress, let rightStart = rightBytes.baseAddress else {
          return true
        }
        return memcmp(leftStart, rightStart, leftBytes.count) == 0
      }
    }
  }
}

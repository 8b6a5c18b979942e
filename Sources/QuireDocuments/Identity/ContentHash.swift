/// A fast, non-cryptographic 64-bit hash of a file's bytes (XXH64, seed 0), to notice a
/// change that left the size and modification time alone. Not a defence against an attacker.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
  /// The 64-bit XXH64 digest.
  public var value: UInt64

  public init(value: UInt64) { self.value = value }

  /// The hash of `bytes`. O(n).
  public init(of bytes: some Sequence<UInt8>) {
    var hasher = ContentHasher()
    let done: Void? = bytes.withContiguousStorageIfAvailable { hasher.update(UnsafeRawBufferPointer($0)) }
    if done == nil { Array(bytes).withUnsafeBytes { hasher.update($0) } }
    self = hasher.finish()
  }

  /// Sixteen lowercase hexadecimal digits.
  public var description: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

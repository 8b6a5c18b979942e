#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of a file's name as a dictionary key, hashed in one pass over the bytes: an
/// array of bytes as a key is hashed a byte at a time, which a listing of 10,000 names
/// looked up on every key typed in the notes' field felt.
public struct NameKey: Hashable, Comparable, Sendable {
  /// The bytes, held as the name's text when it is UTF-8 (a listing's entries have it, and
  /// a key made from them then copies nothing), else as the bytes.
  private enum Storage: Sendable {
    case text(String)
    case bytes([UInt8])
  }

  private let storage: Storage

  /// The key of `bytes`.
  public init(_ bytes: [UInt8]) {
    storage = .bytes(bytes)
  }

  /// The key of the name `entry` lists, from its text when that is its bytes: no copy.
  public init(_ entry: FolderEntry) {
    storage = entry.undecodedName.map(Storage.bytes) ?? .text(entry.name)
  }

  /// The key of the UTF-8 bytes of `name`.
  public init(text name: String) {
    storage = .text(name)
  }

  /// The bytes.
  public var bytes: [UInt8] {
    switch storage {
    case .text(let text): Array(text.utf8)
    case .bytes(let bytes): bytes
    }
  }

  /// Calls `body` with the bytes in memory.
  private func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    switch storage {
    case .bytes(let bytes):
      return bytes.withUnsafeBytes(body)
    case .text(let text):
      if let result = text.utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) {
        return result
      }
      return Array(text.utf8).withUnsafeBytes(body)
    }
  }

  public func hash(into hasher: inout Hasher) {
    withBytes { hasher.combine(bytes: $0) }
  }

  /// In the order of the bytes, as `memcmp` gives it, a name before those it begins
  /// (SQLite's order of BLOBs).
  public static func < (left: NameKey, right: NameKey) -> Bool {
    left.withBytes { leftBytes in
      right.withBytes { rightBytes in
        let common = min(leftBytes.count, rightBytes.count)
        if common > 0, let leftStart = leftBytes.baseAddress, let rightStart = rightBytes.baseAddress {
          let order = memcmp(leftStart, rightStart, common)
          if order != 0 { return order < 0 }
        }
        return leftBytes.count < rightBytes.count
      }
    }
  }

  /// Compared over the bytes' storage at once, not element by element.
  public static func == (left: NameKey, right: NameKey) -> Bool {
    left.withBytes { leftBytes in
      right.withBytes { rightBytes in
        guard leftBytes.count == rightBytes.count else { return false }
        guard let leftStart = leftBytes.baseAddress, let rightStart = rightBytes.baseAddress else {
          return true
        }
        return memcmp(leftStart, rightStart, leftBytes.count) == 0
      }
    }
  }
}

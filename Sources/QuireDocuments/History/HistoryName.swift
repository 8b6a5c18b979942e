/// The name of a history: the name of its file in the history folder, checked so that it
/// cannot leave the folder or collide with the store's own files (which start with a dot).
public struct HistoryName: Hashable, Sendable, CustomStringConvertible {
  /// The name, as given and checked.
  public let value: String

  /// The longest name in UTF-8 bytes: the store's temporary and lock files add to it, and
  /// a file name holds 255 bytes.
  public static let maximumLength = 200

  /// `value`, when it names a file in the history folder; else `HistoryError.invalidName`.
  /// Refused: empty, a `/` anywhere (so `../x` and `/x`), a leading dot (so `.` and `..`),
  /// NUL and other control characters, and more than `maximumLength` bytes.
  public init(_ value: String) throws(HistoryError) {
    let reason: String? =
      if value.isEmpty {
        "it is empty"
      } else if value.utf8.contains(UInt8(ascii: "/")) {
        "it contains '/'"
      } else if value.hasPrefix(".") {
        "it starts with a dot"
      } else if value.utf8.contains(0) {
        "it contains a NUL character"
      } else if value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
        "it contains a control character"
      } else if value.utf8.count > Self.maximumLength {
        "it is longer than \(Self.maximumLength) bytes"
      } else {
        nil
      }
    if let reason { throw .invalidName(value, reason: reason) }
    self.value = value
  }

  public var description: String { value }
}

/// The `.trashinfo` file of a trashed item.
struct TrashInfo: Hashable, Sendable {
  /// The absolute path the file had, its bytes (which need not be UTF-8).
  var originalPath: [UInt8]
  var deletionDate: FileTime

  /// What the name of an info file adds to the name of its file in the trash.
  static let fileExtension = ".trashinfo"

  /// `[Trash Info]`, `Path=` (percent-encoded) and `DeletionDate=` (local time).
  var bytes: [UInt8] {
    Array(
      "[Trash Info]\nPath=\(Self.percentEncoded(originalPath))\nDeletionDate=\(deletionDate.localISOText)\n"
        .utf8)
  }

  /// `path` with every byte but the unreserved ones (letters, digits, `-._~`) and `/`
  /// written as `%XX`, as URLs escape them.
  static func percentEncoded(_ path: some Sequence<UInt8>) -> String {
    var result = ""
    for byte in path {
      let isUnreserved =
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
        || "-._~/".utf8.contains(byte)
      if isUnreserved {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let digits = String(byte, radix: 16, uppercase: true)
        result += "%" + (digits.count == 1 ? "0" : "") + digits
      }
    }
    return result
  }
}

import QuireText

/// One line of a history file: a value chosen, or a value forgotten.
///
/// A value is written on one line with `\` as `\\`, line feed as `\n`, carriage return as
/// `\r`, tab as `\t`, every other C0 control byte and DEL as `\xHH`, and each byte that is
/// not UTF-8 (carried in the value: `PreservedBytes`) as `\xHH` too; nothing else is changed,
/// so a history reads as plain text, newest last. A forgotten value is the same
/// line after `\-`, which no value's line starts with. A line that is not one of these (a
/// bad escape, invalid UTF-8, an unknown `\` marker, empty) is no record and is skipped.
enum HistoryRecord: Hashable, Sendable {
  /// The value was chosen (again): it is the newest.
  case value(String)
  /// The value was forgotten: it and its equals before this line are gone.
  case forget(String)

  /// The line of the record, with its line feed. O(n).
  var line: [UInt8] {
    var line: [UInt8] = []
    switch self {
    case .value(let value):
      line.reserveCapacity(value.utf8.count + 1)
      Self.escape(value, into: &line)
    case .forget(let value):
      line.reserveCapacity(value.utf8.count + 3)
      line += [UInt8(ascii: "\\"), UInt8(ascii: "-")]
      Self.escape(value, into: &line)
    }
    line.append(0x0A)
    return line
  }

  /// The record on `line` (without its line feed), or nil when it is none. O(n).
  init?(line: ArraySlice<UInt8>) {
    guard !line.isEmpty else { return nil }
    if line.count >= 2, line[line.startIndex] == UInt8(ascii: "\\"),
      line[line.startIndex + 1] == UInt8(ascii: "-")
    {
      guard let value = Self.unescape(line.dropFirst(2)), !value.isEmpty else { return nil }
      self = .forget(value)
    } else {
      guard let value = Self.unescape(line) else { return nil }
      self = .value(value)
    }
  }

  /// Written before a record when the file does not end with a line feed: an invalid byte
  /// and a line feed, so a torn last line stays corrupt (and skipped) rather than joining the
  /// record into a different value.
  static let tornLineGuard: [UInt8] = [0xFF, 0x0A]

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// Appends the bytes `value` carries, escaped, to `line`: a byte that is not UTF-8 as
  /// `\xHH`.
  static func escape(_ value: String, into line: inout [UInt8]) {
    if PreservedBytes.carriesBytes(value) {
      for scalar in value.unicodeScalars {
        if let byte = PreservedBytes.byte(carriedBy: scalar) {
          line += [
            UInt8(ascii: "\\"), UInt8(ascii: "x"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)],
          ]
        } else {
          escape(String(scalar), into: &line)
        }
      }
      return
    }
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\\"): line += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x0A: line += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0D: line += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0x09: line += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0x00..<0x20, 0x7F:
        line += [
          UInt8(ascii: "\\"), UInt8(ascii: "x"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)],
        ]
      default: line.append(byte)
      }
    }
  }

  /// The value whose escaped form is `bytes`, or nil when an escape is bad, a control byte
  /// stands unescaped, or the line is not UTF-8. A byte written `\xHH` that the rest does not
  /// make UTF-8 of is carried in the value (`PreservedBytes`).
  static func unescape(_ bytes: ArraySlice<UInt8>) -> String? {
    // The line itself is UTF-8 (a torn line, after `tornLineGuard`, is not); only its escapes
    // may stand for other bytes.
    guard let line = String(validating: bytes, as: UTF8.self) else { return nil }
    // Most lines hold no escape: the bytes are the value (a scalar of the carrying range, as
    // written by hand, is carried byte by byte, as everywhere).
    if !bytes.contains(where: { $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 == 0x7F }) {
      return PreservedBytes.carriesBytes(line) ? String(preservingBytes: bytes) : line
    }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7F { return nil }
      guard byte == UInt8(ascii: "\\") else {
        result.append(byte)
        index += 1
        continue
      }
      guard index + 1 < bytes.endIndex else { return nil }
      switch bytes[index + 1] {
      case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "x"):
        guard index + 3 < bytes.endIndex, let high = hexValue(bytes[index + 2]),
          let low = hexValue(bytes[index + 3])
        else { return nil }
        result.append(high << 4 | low)
        index += 2
      default: return nil
      }
      index += 2
    }
    return String(preservingBytes: result)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}

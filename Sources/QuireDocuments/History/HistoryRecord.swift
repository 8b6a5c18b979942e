import QuireText

/// One line of a history file: a value chosen, or a value forgotten.
///
/// A value is written on one line with `\` as `\\`, line feed as `\n`, carriage return as
/// `\r`, tab as `\t`, every other C0 control byte and DEL as `\xHH`, and each byte that is
/// not UTF-8 (carried in the value: `PreservedBytes`) as `\xHH` too; a character of the
/// carrying range that is no carried byte (written directly in a `String`, so that its bytes
/// would read back as another character) as `\u{HHHHHH}`; nothing else is changed, so a
/// history reads as plain text, newest last, and every value reads back as the same scalars. A forgotten value is the same
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
  /// `\xHH`, a scalar of the carrying range that is no carried byte as `\u{HHHHHH}`.
  static func escape(_ value: String, into line: inout [UInt8]) {
    if PreservedBytes.containsCarryingScalar(value) {
      let scalars = Array(value.unicodeScalars)
      var start = 0
      while start < scalars.count {
        guard PreservedBytes.byte(carriedBy: scalars[start]) != nil else {
          escape(String(scalars[start]), into: &line)
          start += 1
          continue
        }
        var end = start + 1
        while end < scalars.count, PreservedBytes.byte(carriedBy: scalars[end]) != nil { end += 1 }
        let run = scalars[start..<end]
        let carried = PreservedBytes.isCarried(run)
        for scalar in run {
          if carried, let byte = PreservedBytes.byte(carriedBy: scalar) {
            line += [UInt8(ascii: "\\"), UInt8(ascii: "x")] + hex(UInt32(byte), digits: 2)
          } else {
            line += Array("\\u{".utf8) + hex(scalar.value, digits: 6) + [UInt8(ascii: "}")]
          }
        }
        start = end
      }
      return
    }
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\\"): line += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x0A: line += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0D: line += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0x09: line += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0x00..<0x20, 0x7F: line += [UInt8(ascii: "\\"), UInt8(ascii: "x")] + hex(UInt32(byte), digits: 2)
      default: line.append(byte)
      }
    }
  }

  /// The value whose escaped form is `bytes`, or nil when an escape is bad, a control byte
  /// stands unescaped, or the line is not UTF-8. A byte written `\xHH` that the rest does not
  /// make UTF-8 of is carried in the value (`PreservedBytes`); `\u{H…}` is that scalar.
  static func unescape(_ bytes: ArraySlice<UInt8>) -> String? {
    // The line itself is UTF-8 (a torn line, after `tornLineGuard`, is not); only its escapes
    // may stand for other bytes.
    guard let line = String(validating: bytes, as: UTF8.self) else { return nil }
    // Most lines hold no escape: the bytes are the value (a scalar of the carrying range, as
    // written by hand, is carried byte by byte, as everywhere).
    if !bytes.contains(where: { $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 == 0x7F }) {
      return PreservedBytes.containsCarryingScalar(line) ? String(preservingBytes: bytes) : line
    }
    var result = ""
    var pending: [UInt8] = []
    pending.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7F { return nil }
      guard byte == UInt8(ascii: "\\") else {
        pending.append(byte)
        index += 1
        continue
      }
      guard index + 1 < bytes.endIndex else { return nil }
      switch bytes[index + 1] {
      case UInt8(ascii: "\\"): pending.append(UInt8(ascii: "\\"))
      case UInt8(ascii: "n"): pending.append(0x0A)
      case UInt8(ascii: "r"): pending.append(0x0D)
      case UInt8(ascii: "t"): pending.append(0x09)
      case UInt8(ascii: "x"):
        guard index + 3 < bytes.endIndex, let high = hexValue(bytes[index + 2]),
          let low = hexValue(bytes[index + 3])
        else { return nil }
        pending.append(high << 4 | low)
        index += 2
      case UInt8(ascii: "u"):
        guard let (scalar, length) = braced(bytes[(index + 2)...]) else { return nil }
        result += String(preservingBytes: pending)
        pending.removeAll(keepingCapacity: true)
        result.unicodeScalars.append(scalar)
        index += length
      default: return nil
      }
      index += 2
    }
    return result + String(preservingBytes: pending)
  }

  /// The scalar written `{H…}` (one to six hex digits) at the start of `bytes`, and the bytes
  /// it takes; nil when there is none.
  private static func braced(_ bytes: ArraySlice<UInt8>) -> (Unicode.Scalar, Int)? {
    guard bytes.first == UInt8(ascii: "{"), let close = bytes.prefix(8).firstIndex(of: UInt8(ascii: "}")),
      close > bytes.startIndex + 1
    else { return nil }
    var value: UInt32 = 0
    for byte in bytes[(bytes.startIndex + 1)..<close] {
      guard let digit = hexValue(byte) else { return nil }
      value = value << 4 | UInt32(digit)
    }
    guard let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, close - bytes.startIndex + 1)
  }

  /// `value` in `digits` upper-case hex digits.
  private static func hex(_ value: UInt32, digits: Int) -> [UInt8] {
    (0..<digits).reversed().map { hexDigits[Int(value >> (4 * UInt32($0)) & 0xF)] }
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

import Quire

/// How `quire form` prints the values: one JSON object, or `KEY='VALUE'` lines for a POSIX
/// shell's `eval`.
enum FormOutputFormat: String, CaseIterable, Equatable, Sendable {
  case json
  case env

  /// Why `value` cannot be printed in this format, in the words shown under a field; `nil`
  /// when it can. JSON is Unicode text (RFC 8259), so a value carrying a byte that is not
  /// UTF-8 (`PreservedBytes`) cannot be written in it without changing the byte; `env`
  /// writes every byte as it is, in single quotes.
  func problem(with value: String) -> String? {
    guard self == .json, PreservedBytes.carriesBytes(value) else { return nil }
    return "Not UTF-8: JSON cannot hold it (--format env can)."
  }

  /// `values` in this format, keys in the fields' order, without a final line break.
  func format(_ values: FormValues) -> String {
    switch self {
    case .json:
      return "{"
        + values.entries.map { Self.jsonString($0.key) + ":" + Self.jsonString($0.value) }
        .joined(separator: ",") + "}"
    case .env:
      return values.entries.map { $0.key + "=" + Self.shellQuoted($0.value) }.joined(separator: "\n")
    }
  }

  /// `text` as a JSON string (RFC 8259): in quotes, with `"` and `\` escaped, the control
  /// characters U+0000 to U+001F as `\n`, `\t`, … or `\u00XX`, everything else as it is. O(n).
  static func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: false)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `text` in single quotes for a POSIX shell, each `'` written `'\''`. O(n).
  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacing("'", with: "'\\''") + "'"
  }
}

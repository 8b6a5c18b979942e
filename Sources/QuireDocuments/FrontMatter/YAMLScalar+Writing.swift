extension YAMLScalar {
  /// Whether `value` can be written as a plain scalar and read back as the same string by
  /// any YAML reader (not a number, a boolean, a null or a date; no character that starts or
  /// ends something else). `inFlow` also keeps out `,[]{}`.
  static func isPlainSafe(_ value: String, inFlow: Bool) -> Bool {
    // By scalar: a mark after the first character must not hide it, and a value that starts
    // with a mark, or ends with a prepended mark (U+06DD), would join what is written before
    // or after it (`[`, a space, `,`, `]`).
    guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last,
      (" " + value).count == value.count + 1, (value + "]").count == value.count + 1
    else { return false }
    if first == " " || first == "\t" || last == " " || last == "\t" || last == ":" { return false }
    if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return false }
    let bytes = value.utf8
    if bytes.firstRange(of: ": ".utf8) != nil || bytes.firstRange(of: " #".utf8) != nil
      || bytes.contains(0x09)
    {
      return false
    }
    if inFlow, bytes.contains(where: { ",[]{}".utf8.contains($0) }) { return false }
    if value.unicodeScalars.contains(where: isControl) { return false }
    let lowered = value.lowercased()
    if ["null", "~", "true", "false", "yes", "no", "on", "off", "y", "n"].contains(lowered) { return false }
    // Numbers, dates and times: anything made only of digits and the marks they use.
    if value.first?.isNumber == true || first == "." || first == "+",
      value.allSatisfy({ $0.isNumber || "._:-+eExXoObB".contains($0) })
    {
      return false
    }
    return true
  }

  /// `value` single-quoted, or `nil` when it has a line break or a control character.
  static func singleQuoted(_ value: String) -> String? {
    guard !value.unicodeScalars.contains(where: isControl), !value.contains("\t") else { return nil }
    // By scalar: a quote followed by a combining mark is still a quote to double.
    var result = String.UnicodeScalarView()
    for scalar in value.unicodeScalars {
      result.append(scalar)
      if scalar == "'" { result.append(scalar) }
    }
    return "'" + String(result) + "'"
  }

  /// `value` double-quoted with escapes: it can hold anything on one line.
  static func doubleQuoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where isControl(scalar):
        let digits = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `value` as a literal block scalar indented by `indentation` spaces: the indicator
  /// (`|`, `|-`, `|+`, with an indentation digit when the first line starts with a blank)
  /// and the content lines. `nil` when it holds a control character other than tab and
  /// line feed. With `folded`, `>` is written instead, for a value with no line break
  /// before its trailing ones. `tail` says which blank lines written after it would add to it.
  static func block(_ value: String, indentation: Int, folded: Bool) -> (
    indicator: String, lines: [String], tail: BlockTail
  )? {
    guard !value.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" && $0 != "\t" }) else {
      return nil
    }
    var lines = value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let trailingBreaks = value.reversed().prefix { $0 == "\n" }.count
    if value.hasSuffix("\n") { lines.removeLast() }
    let firstText = lines.first { !$0.isEmpty }
    // Clipping keeps one final line break only after text: a value of line breaks alone
    // reads back empty unless they are kept.
    let chomping = trailingBreaks == 0 ? "-" : trailingBreaks == 1 && firstText != nil ? "" : "+"
    // By scalar: a blank followed by a combining mark is still a blank that readers count.
    let leading = firstText?.unicodeScalars.first
    let needsDigit = leading == " " || leading == "\t" || firstText == nil
    let digit = needsDigit ? String(min(max(indentation, 1), 9)) : ""
    let width = needsDigit ? min(max(indentation, 1), 9) : max(indentation, 1)
    let pad = String(repeating: " ", count: width)
    let content = lines.map { $0.isEmpty ? "" : pad + $0 }
    return (
      (folded ? ">" : "|") + digit + chomping, content,
      BlockTail(keepsBreaks: chomping == "+", indentation: width)
    )
  }

  /// Control characters: C0 (tab and line feed among them), DEL and C1.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}

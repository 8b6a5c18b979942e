/// Reading the YAML scalars front matter uses: plain, single-quoted and double-quoted, on one
/// line or folded over several.
enum YAMLScalar {
  /// A scalar that could not be read.
  struct Failure: Error {
    var message: String
  }

  /// Where a scalar on a line ends and what is after it.
  struct Scanned {
    /// The scalar's value.
    var value: String
    /// How it was written.
    var style: Style
    /// The text after the scalar on its last line (spaces and a comment, or a flow
    /// separator).
    var rest: Substring
    /// The lines the scalar took beyond the first.
    var extraLines: Int
  }

  enum Style: Hashable, Sendable {
    case plain
    case singleQuoted
    case doubleQuoted
  }

  /// Reads a quoted scalar that starts at the beginning of `lines[0]` (after its key) and may
  /// go on over the following lines; plain scalars are read by the caller.
  ///
  /// It is read scalar by scalar, not by `Character`: a combining mark after a quote or a
  /// backslash must not hide it (`"\n\u{345}"` is a line break and the mark).
  static func scanQuoted(_ lines: [Substring]) throws(Failure) -> Scanned {
    guard let quote = lines.first?.unicodeScalars.first, quote == "'" || quote == "\"" else {
      throw Failure(message: "a quoted value was expected")
    }
    var value = String.UnicodeScalarView()
    var lineIndex = 0
    var line = lines[0].unicodeScalars.dropFirst()
    /// Line breaks seen since the last text: folded into one space, or kept past the first.
    var pendingBreaks = 0
    var escapedBreak = false
    func flushBreaks() {
      if pendingBreaks == 1 {
        if !escapedBreak { value.append(" ") }
      } else if pendingBreaks > 1 {
        value.append(contentsOf: String(repeating: "\n", count: pendingBreaks - 1).unicodeScalars)
      }
      pendingBreaks = 0
      escapedBreak = false
    }
    while true {
      if line.isEmpty {
        // The line ends inside the quotes: fold into the next line.
        lineIndex += 1
        guard lineIndex < lines.count else { throw Failure(message: "a quoted value is not closed") }
        if !escapedBreak { value = String(String(value).trimmingTrailingBlanks()).unicodeScalars }
        pendingBreaks += 1
        line = lines[lineIndex].unicodeScalars.drop { $0 == " " || $0 == "\t" }
        continue
      }
      let scalar = line.removeFirst()
      if pendingBreaks > 0 {
        if quote == "\"" && scalar == "\\" && line.isEmpty {
          escapedBreak = true
          continue
        }
        flushBreaks()
      }
      if scalar == quote {
        if quote == "'", line.first == "'" {
          line.removeFirst()
          value.append("'")
          continue
        }
        let style: Style = quote == "'" ? .singleQuoted : .doubleQuoted
        return Scanned(value: String(value), style: style, rest: Substring(line), extraLines: lineIndex)
      }
      if quote == "\"", scalar == "\\" {
        if line.isEmpty {
          escapedBreak = true
          continue
        }
        value.append(try unescape(&line))
        continue
      }
      value.append(scalar)
    }
  }

  /// Reads one escape of a double-quoted scalar after its backslash.
  private static func unescape(_ line: inout Substring.UnicodeScalarView.SubSequence) throws(Failure)
    -> Unicode.Scalar
  {
    let code = line.removeFirst()
    switch code {
    case "0": return "\u{0}"
    case "a": return "\u{7}"
    case "b": return "\u{8}"
    case "t", "\t": return "\t"
    case "n": return "\n"
    case "v": return "\u{B}"
    case "f": return "\u{C}"
    case "r": return "\r"
    case "e": return "\u{1B}"
    case " ": return " "
    case "\"": return "\""
    case "/": return "/"
    case "\\": return "\\"
    case "N": return "\u{85}"
    case "_": return "\u{A0}"
    case "L": return "\u{2028}"
    case "P": return "\u{2029}"
    case "x", "u", "U":
      let count = code == "x" ? 2 : code == "u" ? 4 : 8
      let digits = String(String.UnicodeScalarView(line.prefix(count)))
      guard digits.unicodeScalars.count == count, let value = UInt32(digits, radix: 16),
        let scalar = Unicode.Scalar(value)
      else {
        throw Failure(message: "a \\\(code) escape is not valid")
      }
      line.removeFirst(count)
      return scalar
    default:
      throw Failure(message: "\\\(code) is not a known escape")
    }
  }

  /// The value of a plain scalar over `lines` (the first after its key), each already cut
  /// before any comment: lines trimmed and folded, an empty line kept as a line break.
  static func foldPlain(_ lines: [Substring]) -> String {
    var value = ""
    var pendingBreaks = 0
    for line in lines {
      let trimmed = line.trimmingBlanks()
      if trimmed.isEmpty {
        if !value.isEmpty { pendingBreaks += 1 }
        continue
      }
      if !value.isEmpty {
        value += pendingBreaks == 0 ? " " : String(repeating: "\n", count: pendingBreaks)
      }
      pendingBreaks = 0
      value += trimmed
    }
    return value
  }

  /// `line` before a comment: a `#` at its start or after a space or tab.
  static func beforeComment(_ line: Substring) -> Substring {
    var previous: Character = " "
    for index in line.indices {
      if line[index] == "#", previous == " " || previous == "\t" { return line[..<index] }
      previous = line[index]
    }
    return line
  }

  /// Whether `rest`, after a scalar, holds only blanks and perhaps a comment.
  static func isEndOfValue(_ rest: Substring) -> Bool {
    let trimmed = rest.drop { $0 == " " || $0 == "\t" }
    return trimmed.isEmpty || (trimmed.first == "#" && trimmed.count < rest.count)
  }
}

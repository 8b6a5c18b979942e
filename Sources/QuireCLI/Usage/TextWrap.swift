/// Plain text laid out for a help text: paragraphs wrapped at word boundaries, and two
/// columns (a label, then its text).
enum TextWrap {
  /// `text` wrapped into lines of at most `width` characters, breaking at spaces; a word
  /// longer than `width` has a line of its own.
  static func lines(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// `text` wrapped at `width` with every line after `indent`.
  static func indented(_ text: String, indent: Int, width: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    return lines(text, width: width - indent).map { pad + $0 }.joined(separator: "\n")
  }

  /// Rows of a label and its text: labels indented by 2, texts in a column after the widest
  /// label (at most `labelLimit` wide; a longer label puts its text on the next line),
  /// wrapped at `width`.
  static func columns(_ rows: [(label: String, text: String)], width: Int, labelLimit: Int = 26) -> String {
    let labelWidth = min(labelLimit, rows.map(\.label.count).max() ?? 0)
    let column = 2 + labelWidth + 2
    let pad = String(repeating: " ", count: column)
    var output: [String] = []
    for row in rows {
      let text = lines(row.text, width: max(20, width - column))
      if row.label.count > labelWidth {
        output.append("  " + row.label)
        output += text.map { pad + $0 }
      } else {
        let first = "  " + row.label + String(repeating: " ", count: labelWidth - row.label.count + 2)
        output.append(first + (text.first ?? ""))
        output += text.dropFirst().map { pad + $0 }
      }
    }
    return output.joined(separator: "\n")
  }

  /// `words` laid out after `lead` (a usage line's `Usage: quire input`), wrapped at `width`,
  /// later lines indented to just after `lead`.
  static func hanging(_ lead: String, _ words: [String], width: Int) -> String {
    let pad = String(repeating: " ", count: lead.count + 1)
    var lines: [String] = []
    var line = lead
    for word in words {
      if line.count + 1 + word.count > width, line.count > pad.count {
        lines.append(line)
        line = pad + word
      } else {
        line += " " + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}

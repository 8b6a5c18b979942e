/// The `description` entry of a header as written: its text and the style to keep.
struct DescriptionValue: Hashable, Sendable {
  enum Style: Hashable, Sendable {
    case empty
    case plain
    case singleQuoted
    case doubleQuoted
    /// `|` or `>` with the content's indentation.
    case block(folded: Bool, indentation: Int)
  }

  var entry: HeaderEntry
  var text: String?
  var style: Style
  /// What followed the value (or a block's indicators) on the key line: blanks and a comment.
  var trailing: String
  /// The last body line of the value: past the entry's own for a block's trailing lines of
  /// blanks, and a `+` block's trailing empty lines.
  var lastLine: Int
  /// For a block scalar, which blank lines after `lastLine` would add to its value.
  var tail: YAMLScalar.BlockTail? = nil

  static func read(_ entry: HeaderEntry, in body: [HeaderLine]) throws(FrontMatterProblem) -> DescriptionValue
  {
    let lineNumber = entry.keyLine + 2
    func problem(_ message: String, line: Int = lineNumber) -> FrontMatterProblem {
      FrontMatterProblem(line: line, message: "description: " + message)
    }
    let continuationRange = entry.continuation
    let continuation = continuationRange.map { Array(body[$0]) } ?? []
    let texts = continuation.map { Substring(String(decoding: $0.content, as: UTF8.self)) }
    let inline = entry.inlineValue
    var value = DescriptionValue(
      entry: entry, text: nil, style: .plain, trailing: "", lastLine: entry.lastLine)
    // By scalar: a combining mark after the first character must not hide it.
    switch inline.unicodeScalars.first {
    case "|", ">":
      return try readBlock(entry, body: body, problem: { problem($0, line: $1) })
    case "'", "\"":
      let scanned: YAMLScalar.Scanned
      do {
        scanned = try YAMLScalar.scanQuoted([inline] + texts)
      } catch {
        throw problem(error.message)
      }
      let after = texts.dropFirst(scanned.extraLines)
      guard YAMLScalar.isEndOfValue(scanned.rest),
        after.allSatisfy({ $0.trimmingBlanks().isEmpty || $0.trimmingBlanks().first == "#" })
      else { throw problem("unexpected text after the value") }
      value.text = scanned.value
      value.style = scanned.style == .singleQuoted ? .singleQuoted : .doubleQuoted
      value.trailing = String(scanned.rest)
      return value
    case "[", "{":
      throw problem("a list or mapping, not text")
    case "&", "*", "!":
      throw problem("an anchor, alias or tag is not supported")
    default:
      break
    }
    let first = YAMLScalar.beforeComment(inline).trimmingBlanks()
    value.trailing = String(inline[first.endIndex...])
    var lines = [first]
    for (offset, line) in continuation.enumerated() where !line.isComment {
      let text = texts[offset]
      if text.first == "-", text.dropFirst().first == " " || text.count == 1 {
        throw problem("a list, not text", line: lineNumber + 1 + offset)
      }
      lines.append(YAMLScalar.beforeComment(text))
    }
    let folded = YAMLScalar.foldPlain(lines)
    if folded.isEmpty || TagsValue.isNull(folded) {
      value.style = folded.isEmpty ? .empty : .plain
      return value
    }
    value.text = folded
    return value
  }

  /// Reads a `|` or `>` block scalar: its indicators, then the lines indented past the key.
  private static func readBlock(
    _ entry: HeaderEntry, body: [HeaderLine], problem: (String, Int) -> FrontMatterProblem
  ) throws(FrontMatterProblem) -> DescriptionValue {
    let keyLineNumber = entry.keyLine + 2
    let inline = entry.inlineValue
    let folded = inline.first == ">"
    var indicators = inline.dropFirst()
    var chomping: Character = " "
    var explicitIndentation: Int?
    while let next = indicators.first, next != " ", next != "\t" {
      if (next == "-" || next == "+"), chomping == " " {
        chomping = next
      } else if let digit = next.wholeNumberValue, (1...9).contains(digit), explicitIndentation == nil {
        explicitIndentation = digit
      } else {
        throw problem("\(next) is not a block indicator", keyLineNumber)
      }
      indicators.removeFirst()
    }
    guard YAMLScalar.isEndOfValue(indicators) else {
      throw problem("text after the block indicator", keyLineNumber)
    }
    var lastLine = entry.lastLine
    let valueLines = lastLine > entry.keyLine ? Array(body[(entry.keyLine + 1)...lastLine]) : []
    let blanksAfter = body[(lastLine + 1)...].prefix { $0.isBlank }
    // With no line of text, the longest line of blanks sets the indentation, as in YAML, so
    // that the block is empty however far they are indented.
    let indentation =
      explicitIndentation ?? valueLines.first { !$0.isBlank }?.indentation
      ?? max(2, blanksAfter.map(\.indentation).max() ?? 0)
    guard indentation > 0 else { throw problem("the block's lines are not indented", keyLineNumber + 1) }
    let tail = YAMLScalar.BlockTail(keepsBreaks: chomping == "+", indentation: indentation)
    // The blank lines after the entry's last line: the block's up to the last one that adds
    // to its value, or holds blanks (the block's empty lines, which a new value replaces);
    // empty lines after those are left between the keys.
    for (index, line) in zip(blanksAfter.indices, blanksAfter) where tail.adds(line) || !line.content.isEmpty
    {
      lastLine = index
    }
    let lines = lastLine > entry.keyLine ? Array(body[(entry.keyLine + 1)...lastLine]) : []
    var content: [String] = []
    for (offset, line) in lines.enumerated() {
      if line.isBlank {
        content.append(
          String(decoding: line.content.dropFirst(min(indentation, line.content.count)), as: UTF8.self))
        continue
      }
      guard line.indentation >= indentation else {
        let what = line.isComment ? "a comment inside the block" : "a line less indented than the block"
        throw problem(what, keyLineNumber + 1 + offset)
      }
      content.append(String(decoding: line.content.dropFirst(indentation), as: UTF8.self))
    }
    // Only lines with nothing past the indentation are empty; a line of blanks indented
    // further holds those blanks as text (YAML 1.2, 8.1.1.2).
    let trailingEmpty = content.reversed().prefix { $0.isEmpty }.count
    let core = Array(content.dropLast(trailingEmpty))
    var text = folded ? fold(core) : core.joined(separator: "\n")
    if core.isEmpty {
      text = chomping == "+" ? String(repeating: "\n", count: trailingEmpty) : ""
    } else if chomping == " " {
      text += "\n"
    } else if chomping == "+" {
      text += String(repeating: "\n", count: trailingEmpty + 1)
    }
    return DescriptionValue(
      entry: entry, text: text, style: .block(folded: folded, indentation: indentation),
      trailing: String(indicators), lastLine: lastLine, tail: tail)
  }

  /// The text of a folded block's lines: a line break between two lines of text becomes a
  /// space; blank lines stay line breaks; more-indented lines keep their breaks.
  static func fold(_ lines: [String]) -> String {
    var result = ""
    var blanks = 0
    var previousMoreIndented = false
    var started = false
    for line in lines {
      if line.isEmpty {
        blanks += 1
        continue
      }
      let moreIndented = line.unicodeScalars.first == " " || line.unicodeScalars.first == "\t"
      if started {
        if blanks == 0 {
          result += moreIndented || previousMoreIndented ? "\n" : " "
        } else {
          result += String(repeating: "\n", count: moreIndented || previousMoreIndented ? blanks + 1 : blanks)
        }
      } else {
        result += String(repeating: "\n", count: blanks)
      }
      result += line
      started = true
      blanks = 0
      previousMoreIndented = moreIndented
    }
    return result
  }
}

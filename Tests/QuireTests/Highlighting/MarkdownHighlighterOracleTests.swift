import QuireTestSupport
import Testing

@testable import Quire

/// `MarkdownHighlighter` checked by someone else's parser: over the CommonMark
/// specification's examples of headings, fenced code blocks, code spans and emphasis
/// (`Tests/MarkdownOracle/examples.txt`), the facts markdown-it-py gives
/// (`Tests/MarkdownOracle/markdown-it.txt`: the lines in a heading of each level or in a
/// fence, the Markdown each emphasis, strong emphasis and code span holds) must be the
/// highlighter's, but for the examples listed in `Tests/MarkdownOracle/disagreements.txt`
/// with both answers. A new disagreement fails, and so does a listed one that now agrees or
/// whose answer changed, so the list stays the truth. No Python is needed here:
/// `Scripts/check-markdown-oracle.sh` (CI) asks the pinned markdown-it-py again.
@Suite struct MarkdownHighlighterOracleTests {
  struct OracleMissing: Error, CustomStringConvertible {
    var description: String
  }

  /// A theme whose heading, strong, emphasis, code and mark styles all differ, so a span's
  /// style says what it is.
  static let theme: Theme = {
    var theme = Theme.standard
    theme.text = .plain
    theme.title = Style(foreground: .ansi(.red))
    theme.faint = Style(.dim)
    theme.accent = Style(foreground: .ansi(.cyan))
    return theme
  }()

  /// One example of the specification.
  struct Example {
    var number: Int
    var section: String
    var text: String
  }

  /// `\n`, `\t` and `\\` undone, as `Scripts/markdown-oracle.py` writes them.
  static func unescaped(_ text: Substring) -> String {
    var out = ""
    var escaping = false
    for character in text {
      if escaping {
        out.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        out.append(character)
      }
    }
    return out
  }

  /// The tab-separated lines of a committed record, its comments left out.
  static func records(_ path: String) throws -> [[Substring]] {
    guard let text = RepositoryFile.text(path) else {
      throw OracleMissing(description: "\(path) is missing from the checkout")
    }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
      $0.split(separator: "\t", omittingEmptySubsequences: false)
    }
  }

  static func examples() throws -> [Example] {
    try records("Tests/MarkdownOracle/examples.txt").compactMap { fields in
      guard fields.count == 3, let number = Int(fields[0]) else { return nil }
      return Example(number: number, section: String(fields[1]), text: unescaped(fields[2]))
    }
  }

  /// markdown-it-py's facts by example number, sorted.
  static func oracle() throws -> [Int: [String]] {
    var facts: [Int: [String]] = [:]
    for fields in try records("Tests/MarkdownOracle/markdown-it.txt") {
      guard let number = Int(fields[0]) else { continue }
      facts[number] = fields.dropFirst().map { unescaped($0) }.sorted()
    }
    return facts
  }

  /// The disagreements listed: by example number, markdown-it's facts and the highlighter's,
  /// each escaped and joined by spaces as the file writes them (a fifth field says why).
  static func listed() throws -> [Int: (oracle: String, quire: String)] {
    var listed: [Int: (oracle: String, quire: String)] = [:]
    for fields in try records("Tests/MarkdownOracle/disagreements.txt") {
      guard fields.count >= 4, let number = Int(fields[0]) else { continue }
      listed[number] = (String(fields[2]), String(fields[3]))
    }
    return listed
  }

  /// A fact as the record writes it.
  static func escaped(_ fact: String) -> String {
    fact.replacing("\\", with: "\\\\").replacing("\n", with: "\\n").replacing("\t", with: "\\t")
  }

  /// The facts the highlighter gives for `text`, as markdown-it's are written.
  static func facts(of text: String) -> [String] {
    let styles = MarkdownStyles(theme)
    let highlighter = MarkdownHighlighter()
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    var facts: [String] = []
    var state = highlighter.initialState
    for (number, line) in lines.enumerated() {
      let bytes = Array(line.utf8)
      var spans: [HighlightSpan] = []
      let before = state
      state = bytes.withUnsafeBufferPointer {
        highlighter.highlight($0, from: before, theme: theme, into: &spans)
      }
      if isFenced(before) || isFenced(state) {
        facts.append("fence@\(number)")
        continue
      }
      for (index, span) in spans.enumerated() {
        let content = String(decoding: bytes[span.range], as: UTF8.self)
        let marks = index > 0 && spans[index - 1].style == styles.mark ? bytes[spans[index - 1].range] : []
        switch span.style {
        case styles.heading where marks.first == UInt8(ascii: "#"):
          facts.append("h\(marks.count)@\(number)")
        case let style
        where !style.attributes.isDisjoint(with: [.italic, .bold])
          && (marks.first == UInt8(ascii: "*") || marks.first == UInt8(ascii: "_")):
          // What emphasis marks open: one each side emphasis, two strong (nested, it is in
          // both styles).
          facts.append((marks.count == 1 ? "em=" : "strong=") + unescapedMarkdown(content))
        case styles.code where content.hasPrefix("`"):
          facts.append("code=" + codeContent(content))
        default:
          break
        }
      }
    }
    return facts.sorted()
  }

  /// Whether a line in `state` is in a fenced block (`MarkdownHighlighter.Block.fenced`).
  static func isFenced(_ state: HighlightState) -> Bool { state.rawValue & 0xFF == 3 }

  /// What a code span written `text` (its backticks included) holds: the backticks left out,
  /// and one space each side when both sides have one and it is not all spaces.
  static func codeContent(_ text: String) -> String {
    let run = text.prefix { $0 == "`" }.count
    var inside = String(text.dropFirst(run).dropLast(run))
    if inside.count >= 2, inside.first == " ", inside.last == " ", inside.contains(where: { $0 != " " }) {
      inside = String(inside.dropFirst().dropLast())
    }
    return inside
  }

  /// Markdown as markdown-it's inline text gives it back: backslash escapes of ASCII
  /// punctuation undone outside code spans.
  static func unescapedMarkdown(_ text: String) -> String {
    var out = ""
    var characters = Array(text)[...]
    while let character = characters.first {
      if character == "`" {
        let run = characters.prefix { $0 == "`" }.count
        let rest = characters.dropFirst(run)
        let fence = String(repeating: "`", count: run)
        if let close = String(rest).range(of: fence) {
          let length = String(rest)[..<close.lowerBound].count
          out += fence + String(rest.prefix(length)) + fence
          characters = rest.dropFirst(length + run)
          continue
        }
        out += fence
        characters = rest
        continue
      }
      if character == "\\", let next = characters.dropFirst().first, next.isASCII,
        next.isPunctuation || next.isSymbol
      {
        out.append(next)
        characters = characters.dropFirst(2)
        continue
      }
      out.append(character)
      characters = characters.dropFirst()
    }
    return out
  }

  /// The line `disagreements.txt` holds for an example the two answer differently.
  static func line(_ example: Example, oracle: [String], quire: [String]) -> String {
    [
      String(example.number), example.section, oracle.map(escaped).joined(separator: " "),
      quire.map(escaped).joined(separator: " "),
    ].joined(separator: "\t")
  }

  @Test func theHighlighterAgreesWithMarkdownItButForTheListedDisagreements() throws {
    let examples = try Self.examples()
    let oracle = try Self.oracle()
    let listed = try Self.listed()
    #expect(examples.count == 227, "the examples of five sections of CommonMark 0.30")
    var unexplained: [String] = []
    var stale: [String] = []
    var agreeing: [Int] = []
    for example in examples {
      let theirs = try #require(oracle[example.number], "example \(example.number) has no answer recorded")
      let ours = Self.facts(of: example.text)
      let agree = theirs == ours
      switch (agree, listed[example.number]) {
      case (true, nil): agreeing.append(example.number)
      case (true, .some): stale.append("\(example.number) now agrees: remove its line")
      case (false, nil): unexplained.append(Self.line(example, oracle: theirs, quire: ours))
      case (false, .some(let entry)):
        let line = Self.line(example, oracle: theirs, quire: ours)
        if entry.oracle != theirs.map(Self.escaped).joined(separator: " ")
          || entry.quire != ours.map(Self.escaped).joined(separator: " ")
        {
          stale.append("\(example.number) answers otherwise now; its line is:\n" + line)
        }
      }
    }
    let unknown = Set(listed.keys).subtracting(examples.map(\.number))
    #expect(unexplained.isEmpty, "disagreements not listed:\n\(unexplained.joined(separator: "\n"))")
    #expect(stale.isEmpty, "listed disagreements to correct:\n\(stale.joined(separator: "\n"))")
    #expect(unknown.isEmpty, "listed examples that are not in examples.txt: \(unknown.sorted())")
    // The list explains disagreements; it is not the whole of the answer.
    #expect(agreeing.count >= examples.count / 2, "\(agreeing.count) of \(examples.count) agree")
  }

  @Test func theComparisonSeesWhatTheHighlighterDraws() {
    // The facts read from the spans, on examples whose answers are known by hand, so a
    // comparison that read nothing could not pass the test above.
    #expect(Self.facts(of: "# foo\n## *bar*\n") == ["em=bar", "h1@0", "h2@1"])
    #expect(
      Self.facts(of: "```\nx\n```\nafter `a\\*b` and **s\\*t**\n") == [
        "code=a\\*b", "fence@0", "fence@1", "fence@2", "strong=s*t",
      ])
    #expect(Self.facts(of: "> *quoted*\n") == ["em=quoted"])
  }
}

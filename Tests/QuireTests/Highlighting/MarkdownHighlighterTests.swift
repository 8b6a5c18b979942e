import Quire
import QuireTestSupport
import Testing

/// Markdown drawn as Markdown, line by line as a text area asks: each construct's bytes in
/// its style, the states between lines (front matter, fenced blocks), and what is not
/// Markdown left plain.
@Suite struct MarkdownHighlighterTests {
  static let theme = Theme.standard
  static let styles = (
    faint: theme.faint, heading: theme.title.adding(.bold), emphasis: theme.text.adding(.italic),
    strong: theme.text.adding(.bold), code: theme.accent, link: theme.accent.adding(.underline),
    missing: theme.faint.adding(.underline), tag: theme.accent, marker: theme.accent.adding(.bold)
  )

  /// The style of every byte of every line of `text` (the last span over it wins; `nil` for
  /// none), highlighted from the first line.
  static func styles(
    of text: String, highlighter: MarkdownHighlighter = MarkdownHighlighter(), theme: Theme = theme
  )
    -> [[Style?]]
  {
    var state = highlighter.initialState
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var bytes = Array(line.utf8)
      var spans: [HighlightSpan] = []
      state = bytes.withUnsafeMutableBufferPointer { buffer in
        highlighter.highlight(UnsafeBufferPointer(buffer), from: state, theme: theme, into: &spans)
      }
      bytes.removeAll()
      return (0..<line.utf8.count).map { offset in spans.last { $0.range.contains(offset) }?.style }
    }
  }

  /// The style of the first byte of `piece` on line `line` of `text`, and whether every
  /// byte of it has that style.
  static func style(
    of piece: String, line: Int = 0, in text: String, highlighter: MarkdownHighlighter = .init()
  )
    -> Style??
  {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let range = lines[line].utf8.firstRange(of: piece.utf8) else { return nil }
    let start = lines[line].utf8.distance(from: lines[line].utf8.startIndex, to: range.lowerBound)
    let all = styles(of: text, highlighter: highlighter)[line][start..<(start + piece.utf8.count)]
    guard Set(all.map { $0 }).count == 1 else { return nil }
    return all.first
  }

  @Test func aHeadingIsBoldAndItsMarksFaint() {
    #expect(Self.style(of: "##", in: "## Weekly plan") == Self.styles.faint)
    #expect(Self.style(of: "Weekly plan", in: "## Weekly plan") == Self.styles.heading)
    #expect(Self.style(of: "#hashtag", in: "#hashtag") == Self.styles.tag, "no space: a tag, not a heading")
    #expect(Self.style(of: "####### seven", in: "####### seven") == .some(nil), "seven marks are text")
  }

  @Test func emphasisStrongAndCodeWithinALine() {
    let text = "Some *soft* and **loud** and `x * y` here"
    #expect(Self.style(of: "soft", in: text) == Self.styles.emphasis)
    #expect(Self.style(of: "loud", in: text) == Self.styles.strong)
    #expect(Self.style(of: "**", in: text) == Self.styles.faint)
    #expect(Self.style(of: "`x * y`", in: text) == Self.styles.code, "no emphasis inside code")
    #expect(Self.style(of: "2 * 3 * 4", in: "2 * 3 * 4") == .some(nil), "a star before a space opens nothing")
    #expect(Self.style(of: "snake_case_name", in: "snake_case_name") == .some(nil), "_ inside a word")
    #expect(Self.style(of: "_word_", in: "a _word_") != .some(nil))
    #expect(Self.style(of: "`open", in: "an `open code span") == .some(nil), "unclosed: text")
  }

  @Test(arguments: [
    // What CommonMark's delimiter rules make of them, as a reader sees it.
    ("*soft **loud** soft*", "loud", theme.text.adding([.italic, .bold])),
    ("*soft **loud** soft*", "soft ", theme.text.adding(.italic)),
    ("**loud *soft* loud**", "soft", theme.text.adding([.bold, .italic])),
    ("***both***", "both", theme.text.adding([.bold, .italic])),
    ("**open*", "open", theme.text.adding(.italic)),
    ("a *`code *` b*", "`code *`", theme.accent),
    ("_a_b_ c", "a_b", theme.text.adding(.italic)),
  ])
  func emphasisNestsAsCommonMarkSays(text: String, piece: String, style: Style) {
    #expect(Self.style(of: piece, in: text) == style, "\(piece) in \(text)")
  }

  @Test func escapedMarksAndIntrawordUnderscoresAreText() {
    #expect(Self.style(of: "\\*not\\*", in: "\\*not\\*") == .some(nil))
    #expect(Self.style(of: "*a* b", in: "\\*a* b") == .some(nil), "the escaped mark opens nothing")
    #expect(Self.style(of: "foo_bar_", in: "foo_bar_") == .some(nil))
    #expect(Self.style(of: "пристаням_стремятся", in: "пристаням_стремятся_") == .some(nil))
    #expect(Self.style(of: "a", in: "*\u{A0}a\u{A0}*") == .some(nil), "a no-break space is a blank")
  }

  @Test func frontMatterIsFaintOnlyAtTheTop() {
    let text = "---\ntags: [home]\n---\n# Title\n---\nafter a rule"
    let styles = Self.styles(of: text)
    #expect(styles[0].allSatisfy { $0 == Self.styles.faint })
    #expect(styles[1].allSatisfy { $0 == Self.styles.faint })
    #expect(styles[2].allSatisfy { $0 == Self.styles.faint })
    #expect(styles[3].last == Self.styles.heading, "the body after the front matter")
    #expect(styles[4].allSatisfy { $0 == Self.styles.faint }, "a rule")
    #expect(styles[5].allSatisfy { $0 == nil }, "not front matter: the rule opened nothing")
    #expect(Self.styles(of: "text\n---\ntags: x")[2].allSatisfy { $0 == nil }, "--- lower down is a rule")
  }

  @Test func aFencedBlockRunsToItsClosingFence() {
    let text = "```swift\nlet s = \"**not bold**\"\n``\nstill code\n````\nplain *again*"
    let styles = Self.styles(of: text)
    for line in 0...4 { #expect(styles[line].allSatisfy { $0 == Self.styles.code }, "line \(line)") }
    #expect(Self.style(of: "again", line: 5, in: text) == Self.styles.emphasis)
    let tilde = Self.styles(of: "~~~\n```\nstill\n~~~\nout")
    #expect(tilde[2].allSatisfy { $0 == Self.styles.code }, "backticks do not close a tilde fence")
    #expect(tilde[4].allSatisfy { $0 == nil })
  }

  @Test func linksAreUnderlinedAndAMissingNoteLooksDifferent() {
    let known = MarkdownHighlighter { $0 == "Groceries" }
    let text = "see [[Groceries]] and [[Nowhere|the plan]] or [docs](https://example.org)"
    #expect(Self.style(of: "Groceries", in: text, highlighter: known) == Self.styles.link)
    #expect(Self.style(of: "the plan", in: text, highlighter: known) == Self.styles.missing)
    #expect(Self.style(of: "Nowhere|", in: text, highlighter: known) == Self.styles.faint)
    #expect(Self.style(of: "[[", in: text, highlighter: known) == Self.styles.faint)
    #expect(Self.style(of: "docs", in: text, highlighter: known) == Self.styles.link)
    #expect(Self.style(of: "(https://example.org)", in: text, highlighter: known) == Self.styles.faint)
    #expect(Self.style(of: "[not a link]", in: "[not a link] here") == .some(nil))
  }

  @Test func listMarkersQuotesAndTags() {
    #expect(Self.style(of: "-", in: "- milk") == Self.styles.marker)
    #expect(Self.style(of: "12.", in: "12. eggs") == Self.styles.marker)
    #expect(Self.style(of: "-5", in: "-5 degrees") == .some(nil))
    #expect(Self.style(of: ">", in: "> said") == Self.styles.faint)
    #expect(Self.style(of: "said", in: "> said") == Self.styles.emphasis)
    #expect(Self.style(of: "#garden", in: "out in the #garden today") == Self.styles.tag)
    #expect(Self.style(of: "b", in: "a#b") == .some(nil), "# inside a word is no tag")
  }

  @Test func withoutColourTheAttributesRemain() {
    let styles = Self.styles(of: "# Title with [[Link]] and `code`", theme: .monochrome)[0]
    #expect(styles[2]?.attributes.contains(.bold) == true)
    #expect(styles[15]?.attributes.contains(.underline) == true)
    #expect(styles[0]?.attributes.contains(.dim) == true)
  }
}

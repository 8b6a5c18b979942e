import QuireDocuments
import QuireTestSupport
import QuireText
import Testing

/// Edits that add or remove the header, values that need quoting, and headers that are left
/// alone because they cannot be read.
@Suite struct FrontMatterEditTests {
  @Test func noteWithoutAHeaderGainsOneWhenATagIsSet() throws {
    let edited = try FrontMatterSupport.edit("# Title\n\nText.\n") { $0.settingTags(["idea", "draft"]) }
    #expect(edited == "---\ntags: [idea, draft]\n---\n# Title\n\nText.\n")
  }

  @Test func noteWithCrlfGainsACrlfHeader() throws {
    let edited = try FrontMatterSupport.edit("Text.\r\nMore.\r\n") { $0.settingDescription("About it") }
    #expect(edited == "---\r\ndescription: About it\r\n---\r\nText.\r\nMore.\r\n")
  }

  @Test func noteWithoutAHeaderStaysWithoutOneWhenNothingIsSet() throws {
    let matter = try FrontMatterSupport.read("Text.\n")
    #expect(!matter.isPresent)
    #expect(matter.setting(tags: [], description: nil) == nil)
  }

  @Test func multiLineDescriptionIsALiteralBlock() throws {
    let edited = try FrontMatterSupport.edit("Text.\n") {
      $0.settingDescription("First line\n  indented\nlast\n")
    }
    #expect(edited == "---\ndescription: |\n  First line\n    indented\n  last\n---\nText.\n")
    #expect(try FrontMatterSupport.read(edited).description == "First line\n  indented\nlast\n")
  }

  /// A description of line breaks alone keeps them: clipping would read back empty (found
  /// by the front matter fuzzer, Fuzz/Corpus/frontmatter/description-of-line-breaks).
  @Test(arguments: ["\n", "\n\n", "\n\n\n"])
  func descriptionOfLineBreaksAloneComesBack(description: String) throws {
    let edited = try FrontMatterSupport.edit("Text.\n") { $0.settingDescription(description) }
    #expect(edited.hasPrefix("---\ndescription: |2+\n"))
    #expect(try FrontMatterSupport.read(edited).description == description)
  }

  /// A folded description set to line breaks alone is written as a literal block, since a
  /// folded block of breaks alone reads back empty (found by the front matter fuzzer).
  @Test(arguments: ["\n", "\n\n", "\n\n\n"])
  func aFoldedDescriptionSetToLineBreaksAloneComesBack(description: String) throws {
    let note = "---\ndescription: >\n  folded text\n---\nText.\n"
    let edited = try FrontMatterSupport.edit(note) { $0.settingDescription(description) }
    #expect(edited.hasPrefix("---\ndescription: |2+\n"))
    #expect(try FrontMatterSupport.read(edited).description == description)
  }

  /// A last line of blanks is text, as any YAML reader takes it: `|-` with a line of three
  /// spaces under an indentation of two holds one space; a first line starting with a blank
  /// and a combining mark gets an indentation digit like any other starting with a blank
  /// (found by the front matter fuzzer, Fuzz/Corpus/frontmatter/description-ending-in-blanks
  /// and blank-then-mark).
  @Test(arguments: ["a\n ", "---\n [a\n ", "a\n \n", "a\n\t", " \u{745}\u{745}b!\n!"])
  func descriptionEndingInALineOfBlanksComesBack(description: String) throws {
    let edited = try FrontMatterSupport.edit("Text.\n") { $0.settingDescription(description) }
    #expect(try FrontMatterSupport.read(edited).description == description)
  }

  @Test func lineOfBlanksIndentedPastTheBlockIsText() throws {
    let matter = try FrontMatterSupport.read("---\ndescription: |-\n  a\n   \n  \n---\n")
    #expect(matter.description == "a\n ")
  }

  /// A combining mark right after a quote, an escape's backslash or letter, or a comma does
  /// not hide it, nor does a prepended mark (U+06DD) the `]` or `,` after it (found by the
  /// front matter fuzzer, Fuzz/Corpus/frontmatter/mark-after-escape and prepended-mark).
  @Test(arguments: [
    ["---\n\u{745}b"], ["\u{301}x", "y"], ["\"\u{301}"], ["a\t\u{301}", "\\\u{301}"], ["\u{41}\u{301}\u{1}"],
    ["\u{6DD}"], ["a\u{6DD}", "b"],
  ])
  func combiningMarksAfterQuotesAndEscapesComeBack(tags: [String]) throws {
    let edited = try FrontMatterSupport.edit("Text.\n") {
      $0.setting(tags: tags, description: tags[0] + "\t")
    }
    let matter = try FrontMatterSupport.read(edited)
    #expect(matter.tags == tags)
    #expect(matter.description == tags[0] + "\t")
  }

  /// A quote followed by a combining mark is doubled in a single-quoted value like any other
  /// (Fuzz/Corpus/frontmatter/mark-after-single-quote).
  @Test func quoteBeforeACombiningMarkIsDoubled() throws {
    let description = "@o'Defc'\u{745}Susbtj]G"
    let edited = try FrontMatterSupport.edit("Text.\n") { $0.settingDescription(description) }
    #expect(edited.contains("''\u{745}"))
    #expect(try FrontMatterSupport.read(edited).description == description)
  }

  /// A new tag set before a kept one of a block list comes first (found by the front matter
  /// fuzzer, Fuzz/Corpus/frontmatter/new-tag-before-kept-item).
  @Test func newTagBeforeAKeptBlockItemComesFirst() throws {
    let note = "---\ntags:\n  - one # first\n  - two\n---\nText.\n"
    let edited = try FrontMatterSupport.edit(note) { $0.settingTags(["new", "two"]) }
    #expect(try FrontMatterSupport.read(edited).tags == ["new", "two"])
    let appended = try FrontMatterSupport.edit(note) { $0.settingTags(["one", "two", "new"]) }
    #expect(appended == "---\ntags:\n  - one # first\n  - two\n  - new\n---\nText.\n")
  }

  /// An emptied header stays when the note's text starts with a delimiter line, which would
  /// otherwise become an unclosed header (Fuzz/Corpus/frontmatter/delimiter-after-header).
  @Test(arguments: ["---\nbody", "+++\nbody", "---\r\n---\r\nbody"])
  func emptiedHeaderStaysBeforeADelimiterLine(rest: String) throws {
    let note = "---\ntags: [a]\n---\n" + rest
    let edited = try FrontMatterSupport.edit(note) { $0.settingTags([]) }
    #expect(edited == "---\n---\n" + rest)
    let matter = try FrontMatterSupport.read(edited)
    #expect(matter.isPresent && matter.tags.isEmpty)
  }

  /// A header added to a text of lone CRs that starts with LF keeps that LF in the text: its
  /// closing line ends in CR LF, not a CR the LF would join
  /// (Fuzz/Corpus/frontmatter/header-before-a-line-feed).
  @Test func headerAddedBeforeALineFeedKeepsIt() throws {
    let note = "\nfirst\rsecond\rthird\r"
    let edited = try FrontMatterSupport.edit(note) { $0.settingTags(["a"]) }
    #expect(edited == "---\rtags: [a]\r---\r\n" + note)
    let matter = try FrontMatterSupport.read(edited)
    #expect(matter.tags == ["a"])
    #expect(Array(edited.utf8)[matter.byteRange.upperBound.value...].elementsEqual(note.utf8))
  }

  /// A block description whose only lines are blanks is replaced whole: those lines do not
  /// survive after the new value, where they would add to it (found by the front matter
  /// fuzzer, Fuzz/Corpus/frontmatter/folded-line-breaks).
  @Test(arguments: [">", "|", ">-", "|-", ">+", "|+", "|2"], ["\n\n", "\n", "new\n", "new"])
  func blockOfBlanksIsReplacedWhole(indicator: String, description: String) throws {
    let note = "---\ndescription: \(indicator)\n  \n\n  \ntitle: kept\n---\nText.\n"
    let edited = try FrontMatterSupport.edit(note) { $0.settingDescription(description) }
    #expect(try FrontMatterSupport.read(edited).description == description)
    #expect(!edited.contains("\n  \n"), "a line of the old value survived: \(edited.debugDescription)")
    #expect(edited.hasSuffix("\ntitle: kept\n---\nText.\n"))
  }

  /// The blank lines between the old value and the next key do not join a new value that
  /// keeps its final line breaks (`|+`), nor one whose indentation the lines of blanks pass
  /// (found by the front matter fuzzer,
  /// Fuzz/Corpus/frontmatter/description-with-a-delimiter-line).
  @Test(
    arguments: [
      "description: plain\n", "description: 'quoted'\n", "description: |\n  old\n",
      "description:\n  q\n  \u{B}\n",
      "description: >\n  \n", "description: |+\n  old\n\n",
    ], ["%\u{FFFD}\n--- \\u\n\n\n", "a\n\n", "\n", "a\n   ", "...\n  b"])
  func blankLinesAfterTheOldValueDoNotJoinTheNewOne(old: String, description: String) throws {
    let note = "---\n" + old + "\n  \n\n       \nnext: x\n---\nbody"
    let edited = try FrontMatterSupport.edit(note) { $0.settingDescription(description) }
    #expect(try FrontMatterSupport.read(edited).description == description, "\(edited.debugDescription)")
    #expect(edited.hasSuffix("\nnext: x\n---\nbody"))
  }

  /// Blank lines between the old value and the next key stay when the new value leaves them
  /// alone.
  @Test func blankLinesBetweenKeysStayWhenTheNewValueLeavesThemAlone() throws {
    let note = "---\ndescription: |\n  old\n\ntitle: x\n---\n"
    let edited = try FrontMatterSupport.edit(note) { $0.settingDescription("new") }
    #expect(edited == "---\ndescription: |-\n  new\n\ntitle: x\n---\n")
  }

  /// Removing the tags after a block description leaves the description as it was: the
  /// blank lines that followed the tags would otherwise add to it.
  @Test(arguments: [
    ("description: |+\n  a\n\n", "a\n\n"), ("description: |\n  a\n", "a\n"), ("description: >-\n  a\n", "a"),
  ])
  func removingTagsLeavesABlockDescriptionBeforeThemAsItWas(old: String, description: String) throws {
    let note = "---\n" + old + "tags: [x]\n\n        \ntitle: y\n---\n"
    #expect(try FrontMatterSupport.read(note).description == description)
    let edited = try FrontMatterSupport.edit(note) { $0.settingTags([]) }
    let matter = try FrontMatterSupport.read(edited)
    #expect(matter.description == description, "\(edited.debugDescription)")
    #expect(matter.tags.isEmpty)
    #expect(edited == "---\n" + old + "title: y\n---\n")
  }

  /// A block of blank lines alone is empty, however far they are indented, as YAML reads it:
  /// with no line of text, the longest line sets the indentation.
  @Test(arguments: [
    ("|\n     \n", ""), (">\n  \n", ""), ("|+\n     \n", "\n"), ("|+\n\n     \n", "\n\n"),
    ("|2+\n     \n", "   \n"),
  ])
  func blockOfBlankLinesAloneIsEmpty(value: String, description: String) throws {
    let note = "---\ndescription: " + value + "title: t\n---\n"
    #expect(try FrontMatterSupport.read(note).description == description)
  }

  @Test func removingEverythingQuireAddedRemovesTheHeader() throws {
    let note = "Text.\n"
    let added = try FrontMatterSupport.edit(note) { $0.setting(tags: ["a"], description: "b") }
    let removed = try FrontMatterSupport.edit(added) { $0.setting(tags: [], description: nil) }
    #expect(removed == note)
  }

  @Test func removingTheDescriptionKeepsTheOtherKeysAndComments() throws {
    let note = "---\ntitle: T\n# about the description:\ndescription: |\n  two\n  lines\nauthor: me\n---\n"
    let edited = try FrontMatterSupport.edit(note) { $0.settingDescription(nil) }
    #expect(edited == "---\ntitle: T\n# about the description:\nauthor: me\n---\n")
  }

  @Test func reorderedTagsRewriteTheBlockList() throws {
    let note = "---\ntags:\n  - one\n  - two\n---\n"
    let edited = try FrontMatterSupport.edit(note) { $0.settingTags(["two", "one"]) }
    #expect(edited == "---\ntags:\n  - two\n  - one\n---\n")
  }

  @Test func changeIsOnlyTheBytesThatDiffer() throws {
    let note = "---\ntitle: T\ntags: [a]\n---\nbody"
    let matter = try FrontMatterSupport.read(note)
    let change = try #require(matter.settingTags(["a", "b"]))
    #expect(change.offset == ByteOffset(Array("---\ntitle: T\ntags: [a".utf8).count))
    #expect(change.removed == [])
    #expect(change.inserted == Array(", b".utf8))
  }

  @Test(arguments: [
    ("a, b", "\"a, b\""), ("#tag", "\"#tag\""), ("yes", "\"yes\""), ("123", "\"123\""),
    ("with: colon", "\"with: colon\""),
    ("it's", "it's"), ("café", "café"), ("[x]", "\"[x]\""), (" padded", "\" padded\""),
    ("tab\there", "\"tab\\there\""),
  ])
  func tagsThatNeedQuotesAreQuoted(tag: String, written: String) throws {
    let edited = try FrontMatterSupport.edit("") { $0.settingTags([tag]) }
    #expect(edited == "---\ntags: [\(written)]\n---\n")
    #expect(try FrontMatterSupport.read(edited).tags == [tag])
  }

  /// Whatever the user types comes back as typed.
  @Test(arguments: testSeeds(Array(1...30)))
  func anyValuesComeBackAsWritten(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let pieces = [
      "a", "word", " ", "  ", ":", ": ", "#", " #", "'", "\"", "\\", ",", "[", "]", "{", "-", "- ", "|", ">",
      "é", "日本",
      "👩‍👩‍👧", "\t", "\n", "\n\n", "yes", "0", "1.5", "~", "null", "\u{7}", "\u{85}",
    ]
    func value(multiLine: Bool) -> String {
      var text = ""
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        let piece = pieces[Int.random(in: 0..<pieces.count, using: &random)]
        if !multiLine, piece.contains("\n") { continue }
        text += piece
      }
      return text
    }
    let tags = (0..<Int.random(in: 1...4, using: &random)).map { _ in value(multiLine: false) }.filter {
      !$0.allSatisfy { $0 == " " || $0 == "\t" }
    }
    let description = value(multiLine: true)
    let notes = [
      "", "Body.\n", "---\ntitle: x\ntags:\n  - old\ndescription: |\n  old\n---\nBody\n",
      "---\ndescription: >\n  old\n  \n\ntags:\n  - old\n\n     \ntitle: x\n---\nBody\n",
    ]
    for note in notes {
      let edited = try FrontMatterSupport.edit(note) { $0.setting(tags: tags, description: description) }
      let matter = try FrontMatterSupport.read(edited)
      #expect(matter.tags == tags, "seed \(seed), note \(note.debugDescription)")
      #expect(matter.description == description, "seed \(seed), note \(note.debugDescription)")
      #expect(
        edited.hasSuffix(String(note.drop { _ in false }.split(separator: "---\n").last ?? "")),
        "seed \(seed)")
    }
  }

  static let malformed: [(String, String, Int, String)] = [
    ("unclosed", "---\ntitle: x\n\nText", 1, "the header has no closing --- line"),
    ("TOML", "+++\ntitle = \"x\"\n+++\n", 1, "TOML front matter (+++) is not supported"),
    ("duplicate tags", "---\ntags: [a]\ntitle: t\ntags: [b]\n---\n", 4, "tags appears twice"),
    ("tags mapping", "---\ntags: {a: 1}\n---\n", 2, "tags is a mapping, not a list"),
    ("nested list", "---\ntags: [a, [b]]\n---\n", 2, "tags: a nested list or mapping is not supported"),
    ("unclosed flow", "---\ntags: [a, b\n---\n", 2, "tags: the list is not closed with ]"),
    ("unterminated quote", "---\ndescription: \"open\n---\n", 2, "description: a quoted value is not closed"),
    ("tags block scalar", "---\ntags: |\n  a\n---\n", 2, "tags as a block scalar is not supported"),
    ("list item mapping", "---\ntags:\n  - a: b\n---\n", 3, "tags: a list item is a mapping"),
    ("value and items", "---\ntags: a\n  - b\n---\n", 3, "tags has both a value and list items"),
    ("description list", "---\ndescription: [a]\n---\n", 2, "description: a list or mapping, not text"),
    ("bad escape", "---\ndescription: \"a\\qb\"\n---\n", 2, "description: \\q is not a known escape"),
    (
      "less indented block", "---\ndescription: |\n    deep\n  shallow\n---\n", 4,
      "description: a line less indented than the block"
    ),
    ("bad indicator", "---\ndescription: |x\n  a\n---\n", 2, "description: x is not a block indicator"),
    ("anchor", "---\ntags: &t [a]\n---\n", 2, "tags uses an anchor, alias or tag, which is not supported"),
  ]

  @Test(arguments: malformed)
  func malformedHeaderIsReportedAndNotRead(name: String, note: String, line: Int, message: String) {
    let result = FrontMatter.read(TextStorage(note))
    guard case .failure(let problem) = result else {
      Issue.record("\(name): read as \(result)")
      return
    }
    #expect(problem == FrontMatterProblem(line: line, message: message), "\(name)")
    #expect(problem.description == "front matter, line \(line): \(message)")
  }

  @Test func headerNotClosedWithinTheLimitIsReported() {
    let note =
      "---\n" + String(repeating: "key: value\n", count: FrontMatter.maximumHeaderBytes / 11 + 10) + "---\n"
    guard case .failure(let problem) = FrontMatter.read(TextStorage(note)) else {
      Issue.record("a header past the limit was read")
      return
    }
    #expect(problem.message == "the header has no closing --- line")
  }

  @Test func otherKeysMayBeAnythingYAML() throws {
    let note = """
      ---
      nested:
        deep: [1, {a: b}]
        - odd: &anchor value
      "quoted key": |
        block
      ? complex
      : value
      tags: [kept]
      ---

      """
    #expect(try FrontMatterSupport.read(note).tags == ["kept"])
    let edited = try FrontMatterSupport.edit(note) { $0.settingTags(["kept", "more"]) }
    #expect(edited == note.replacing("tags: [kept]", with: "tags: [kept, more]"))
  }
}

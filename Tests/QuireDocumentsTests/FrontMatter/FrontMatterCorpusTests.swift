import QuireDocuments
import QuireText
import Testing

/// Headers as Obsidian, Hugo and Jekyll users write them: read right, left alone byte for
/// byte when nothing changes, and edited only where Quire changes something.
@Suite struct FrontMatterCorpusTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var note: String
    var tags: [String]
    var description: String?
    /// Whether the tags' style survives a change (a scalar becomes a flow list).
    var keepsTagStyle = true
    var testDescription: String { name }
  }

  static let obsidian = """
    ---
    aliases: [Daily, Journal]
    tags:
      - journal
      - "project/quire"
    cssclasses:
      - wide
    created: 2024-03-01T09:15
    ---
    # Monday

    Notes of the day.
    """

  static let hugo = """
    ---
    title: "My First Post"
    date: 2024-01-15T10:00:00+01:00
    draft: false
    tags: ["go", "hugo"]
    categories:
    - development
    description: >-
      A short look at
      static sites.
    ---
    Body text.

    """

  static let jekyll = """
    ---
    layout: post
    title:  "Welcome to Jekyll!"
    date:   2015-11-10 14:11:40 +0100
    categories: jekyll update
    tags: [jekyll, 'getting started']   # shown in the sidebar
    description: |
      First line.
      Second line.
    ---
    You’ll find this post in your `_posts` directory.

    """

  static let commented = """
    ---
    # Written by hand.
    title: Plans
    tags: # none yet
    description: 'It''s a plan: #1'   # quoted because of the colon
    ...
    Text.
    """

  static let crlf = "---\r\ntitle: Windows\r\ntags: [a, b]\r\ndescription: plain words\r\n---\r\nbody\r\n"

  static let scalars = """
    ---
    tags: reading, notes
    description: "Line one\\nLine \\"two\\"\\t\\u00e9"
    ---

    """

  static let multiLinePlain = """
    ---
    description: a plain description
      that goes on over
      three lines
    tags: one two
    ---

    """

  static let keep = """
    ---
    description: |+
      kept

    tags: [x]
    ---

    """

  static let cases: [Case] = [
    Case(name: "Obsidian", note: obsidian, tags: ["journal", "project/quire"], description: nil),
    Case(name: "Hugo", note: hugo, tags: ["go", "hugo"], description: "A short look at static sites."),
    Case(
      name: "Jekyll", note: jekyll, tags: ["jekyll", "getting started"],
      description: "First line.\nSecond line.\n"),
    Case(name: "comments and ...", note: commented, tags: [], description: "It's a plan: #1"),
    Case(name: "CR LF", note: crlf, tags: ["a", "b"], description: "plain words"),
    Case(
      name: "scalar tags, escapes", note: scalars, tags: ["reading", "notes"],
      description: "Line one\nLine \"two\"\t\u{E9}", keepsTagStyle: false),
    Case(
      name: "multi-line plain", note: multiLinePlain, tags: ["one", "two"],
      description: "a plain description that goes on over three lines", keepsTagStyle: false),
    Case(name: "keep chomping", note: keep, tags: ["x"], description: "kept\n\n"),
    Case(name: "no header", note: "# Just a note\n", tags: [], description: nil),
    Case(name: "empty note", note: "", tags: [], description: nil),
    Case(name: "empty header", note: "---\n---\ntext\n", tags: [], description: nil),
  ]

  @Test(arguments: cases)
  func valuesAreRead(_ sample: Case) throws {
    let matter = try FrontMatterSupport.read(sample.note)
    #expect(matter.tags == sample.tags)
    #expect(matter.description == sample.description)
  }

  @Test(arguments: cases)
  func settingTheSameValuesChangesNothing(_ sample: Case) throws {
    let matter = try FrontMatterSupport.read(sample.note)
    #expect(matter.setting(tags: sample.tags, description: sample.description) == nil)
  }

  /// Adding a tag and taking it away again gives the note back byte for byte.
  @Test(arguments: cases)
  func addingAndRemovingATagRoundTrips(_ sample: Case) throws {
    let added = try FrontMatterSupport.edit(sample.note) { $0.settingTags(sample.tags + ["new-tag"]) }
    #expect(try FrontMatterSupport.read(added).tags == sample.tags + ["new-tag"])
    let removed = try FrontMatterSupport.edit(added) { $0.settingTags(sample.tags) }
    if sample.tags.isEmpty, sample.note.hasPrefix("---") || !sample.keepsTagStyle {
      // The header had no tags key, or an empty one, which comes back as no key.
      #expect(try FrontMatterSupport.read(removed).tags == [])
    } else if !sample.keepsTagStyle {
      let flow = "tags: [" + sample.tags.joined(separator: ", ") + "]"
      #expect(try FrontMatterSupport.read(removed).tags == sample.tags)
      #expect(removed.contains(flow))
      #expect(removed.replacing(flow, with: "") == sample.note.replacing(/tags: [^\n]*/, with: ""))
    } else {
      #expect(removed == sample.note)
    }
  }

  @Test func obsidianGainsATagOnANewLineLikeTheOthers() throws {
    let edited = try FrontMatterSupport.edit(Self.obsidian) {
      $0.settingTags(["journal", "project/quire", "idea"])
    }
    #expect(
      edited == """
        ---
        aliases: [Daily, Journal]
        tags:
          - journal
          - "project/quire"
          - idea
        cssclasses:
          - wide
        created: 2024-03-01T09:15
        ---
        # Monday

        Notes of the day.
        """)
  }

  @Test func obsidianLosesOneTagLine() throws {
    let edited = try FrontMatterSupport.edit(Self.obsidian) { $0.settingTags(["project/quire"]) }
    #expect(edited == Self.obsidian.replacing("  - journal\n", with: ""))
  }

  @Test func hugoDescriptionKeepsItsFoldedStyle() throws {
    let edited = try FrontMatterSupport.edit(Self.hugo) { $0.settingDescription("Static sites, briefly.") }
    #expect(
      edited
        == Self.hugo.replacing("  A short look at\n  static sites.\n", with: "  Static sites, briefly.\n"))
  }

  @Test func hugoFlowListKeepsItsQuotes() throws {
    let edited = try FrontMatterSupport.edit(Self.hugo) { $0.settingTags(["go", "hugo", "web"]) }
    #expect(edited == Self.hugo.replacing(#"tags: ["go", "hugo"]"#, with: #"tags: ["go", "hugo", "web"]"#))
  }

  @Test func jekyllTagRemovalKeepsTheCommentAndTheOtherQuotes() throws {
    let edited = try FrontMatterSupport.edit(Self.jekyll) { $0.settingTags(["getting started", "ruby"]) }
    #expect(
      edited
        == Self.jekyll.replacing(
          "tags: [jekyll, 'getting started']   # shown in the sidebar",
          with: "tags: ['getting started', ruby]   # shown in the sidebar"))
  }

  @Test func jekyllLiteralDescriptionStaysLiteral() throws {
    let edited = try FrontMatterSupport.edit(Self.jekyll) { $0.settingDescription("Only one line") }
    #expect(
      edited
        == Self.jekyll.replacing(
          "description: |\n  First line.\n  Second line.\n", with: "description: |-\n  Only one line\n"))
  }

  @Test func emptyTagsKeyGetsAFlowListAndKeepsItsComment() throws {
    let edited = try FrontMatterSupport.edit(Self.commented) { $0.settingTags(["a"]) }
    #expect(edited == Self.commented.replacing("tags: # none yet", with: "tags: [a] # none yet"))
  }

  @Test func singleQuotedDescriptionStaysSingleQuoted() throws {
    let edited = try FrontMatterSupport.edit(Self.commented) { $0.settingDescription("Don't panic") }
    #expect(
      edited
        == Self.commented.replacing(
          "description: 'It''s a plan: #1'   # quoted because of the colon",
          with: "description: 'Don''t panic'   # quoted because of the colon"))
  }

  @Test func crlfHeaderGetsCrlfLines() throws {
    let edited = try FrontMatterSupport.edit(Self.crlf) {
      $0.setting(tags: ["a", "b"], description: "two\nlines")
    }
    #expect(
      edited
        == "---\r\ntitle: Windows\r\ntags: [a, b]\r\ndescription: |-\r\n  two\r\n  lines\r\n---\r\nbody\r\n")
  }

  @Test func scalarTagsBecomeAFlowList() throws {
    let edited = try FrontMatterSupport.edit(Self.scalars) { $0.settingTags(["reading"]) }
    #expect(edited == Self.scalars.replacing("tags: reading, notes", with: "tags: [reading]"))
  }

  @Test func multiLinePlainDescriptionIsReplacedWhole() throws {
    let edited = try FrontMatterSupport.edit(Self.multiLinePlain) { $0.settingDescription("short") }
    #expect(edited == "---\ndescription: short\ntags: one two\n---\n")
  }

  @Test func keepChompingDescriptionTakesItsBlankLinesWithIt() throws {
    let edited = try FrontMatterSupport.edit(Self.keep) { $0.settingDescription("other") }
    #expect(edited == "---\ndescription: |-\n  other\ntags: [x]\n---\n")
  }
}

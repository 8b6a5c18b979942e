import QuireTestSupport
import Testing

@testable import QuireDocuments

/// Which links `NoteLinkParser` finds in a note, where, and what they name.
@Suite struct NoteLinkParserTests {
  /// The names the links of `text` target, as written.
  func names(_ text: String) -> [String] {
    NoteLinkParser.links(in: text).map(\.name)
  }

  @Test(arguments: [
    ("see [[Groceries]] today", ["Groceries"]),
    ("[[Plans|the plans]] and [[Letters]]", ["Plans", "Letters"]),
    ("[[Plans#June]]", ["Plans"]),
    ("[[ Spaced Name ]]", ["Spaced Name"]),
    ("an embed ![[Picture]]", ["Picture"]),
    ("[the list](Groceries.md)", ["Groceries.md"]),
    ("[plans](./My%20plans.md#june)", ["My plans.md"]),
    ("[plans](<My plans.md> \"title\")", ["My plans.md"]),
    ("[site](https://example.com/a.md)", []),
    ("[mail](mailto:a@b.md)", []),
    ("[up](../other/a.md)", []),
    ("[abs](/notes/a.md)", []),
    ("[pic](photo.png)", []),
    ("[[]] and [[|shown]] and [[#heading]]", []),
    ("[[unclosed and [single]", []),
    ("`[[in code]]` but [[outside]]", ["outside"]),
    ("``a ` [[still code]]`` [[after]]", ["after"]),
    ("\\[[escaped]] [[real]]", ["real"]),
    ("[[a]][[b]]", ["a", "b"]),
    ("[[日本語のノート]]", ["日本語のノート"]),
  ])
  func linksOfALine(_ text: String, _ expected: [String]) {
    #expect(names(text) == expected, "\(text)")
  }

  @Test func fencedBlocksHoldNoLinks() {
    let text = "[[one]]\n```swift\n[[fenced]]\n```\n~~~~\n[[tilde]]\n~~~\n[[still tilde]]\n~~~~\n[[two]]\n"
    #expect(names(text) == ["one", "two"])
  }

  @Test func theFrontMatterHoldsNoLinks() {
    #expect(names("---\ntitle: [[not]]\n---\n[[body]]\n") == ["body"])
    #expect(names("intro\n---\n[[after a rule]]\n") == ["after a rule"])
  }

  @Test func eachLinkHasItsLineAndBytes() {
    let text = "first\r\nsee [[Café|the café]] and [x](Plans.md)\n\n[[Last]]"
    let links = NoteLinkParser.links(in: text)
    #expect(links.map(\.line) == [1, 1, 3])
    let bytes = Array(text.utf8)
    #expect(
      links.map { String(decoding: bytes[$0.byteRange], as: UTF8.self) } == [
        "[[Café|the café]]", "[x](Plans.md)", "[[Last]]",
      ])
    #expect(links.map(\.form) == [.wiki, .markdown, .wiki])
  }

  @Test func namesMatchIgnoringCaseNormalisationAndExtension() {
    let composed = NoteLinkKey(linkName: "Caf\u{E9}")
    #expect(NoteLinkKey(linkName: "CAFE\u{301}") == composed)
    #expect(NoteLinkKey(linkName: "café.md") == composed)
    #expect(NoteLinkKey(fileName: "Café.md") == composed)
    #expect(NoteLinkKey(fileName: "Cafe\u{301}.txt") == composed)
    #expect(NoteLinkKey(linkName: "Cafe") != composed)
    #expect(NoteLinkKey(linkName: "ΣΊΣΥΦΟΣ") == NoteLinkKey(linkName: "σίσυφοσ"))
  }

  @Test func aLinkNamesTheFileANewNoteWouldHave() {
    let links = NoteLinkParser.links(in: "[[New idea]] [[Old.txt]] [a](b.md)")
    #expect(links.map(\.fileName) == ["New idea.md", "Old.txt", "b.md"])
  }

  /// Random texts of brackets, bars, backticks and words: every link found spans bytes of
  /// the text that start with `[` and end with `]` or `)`, on the line it says, in order and
  /// without overlapping; parsing the text line by line finds the same.
  @Test func randomTextsKeepTheInvariants() {
    let pieces = [
      "[", "]", "[[", "]]", "|", "`", "```", "\n", "(", ")", "a.md", "Name", " ", "#", "\\", "é", "---",
    ]
    for seed in UInt64(1)...300 {
      var random = SeededRandom(seed: seed)
      let text = (0..<random.next(below: 40)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
      let bytes = Array(text.utf8)
      let links = NoteLinkParser.links(in: text)
      #expect(NoteLinkParser.invariantProblem(in: bytes) == nil, "seed \(seed)")
      var end = 0
      for link in links {
        #expect(link.byteRange.lowerBound >= end, "seed \(seed)")
        #expect(bytes[link.byteRange.lowerBound] == UInt8(ascii: "["), "seed \(seed)")
        #expect(
          [UInt8(ascii: "]"), UInt8(ascii: ")")].contains(bytes[link.byteRange.upperBound - 1]),
          "seed \(seed)")
        #expect(bytes[..<link.byteRange.lowerBound].filter { $0 == 0x0A }.count == link.line, "seed \(seed)")
        #expect(!link.key.isEmpty, "seed \(seed)")
        end = link.byteRange.upperBound
      }
      var block = NoteLinkParser.Block.firstLine
      var byLine: [String] = []
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        var line = Array(line.utf8)
        block = line.withUnsafeMutableBufferPointer { buffer in
          NoteLinkParser.parse(line: UnsafeBufferPointer(buffer), from: block) { byLine.append($0.name) }
        }
      }
      #expect(byLine == links.map(\.name), "seed \(seed)")
    }
  }
}

import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A note and a list file full of escape sequences, shown by the notes app (its list and
/// the editor) and by `quire list`: none of their control bytes reach the terminal.
@Suite(.serialized) struct HostileContentTests {
  let temporary = TemporaryFolder(prefix: "quire-hostile")
  var environment: [String: String] {
    [
      "HOME": temporary.file("home"), "XDG_DATA_HOME": temporary.file("data"),
      "XDG_STATE_HOME": temporary.file("state"), "QUIRE_ANIMATIONS": "0",
    ]
  }

  /// OSC title, OSC 52, CSI queries, DCS, APC, C1 controls (as UTF-8 and as raw bytes),
  /// bidi overrides and isolates, an unterminated OSC.
  static let hostileLines: [String] = [
    "title \u{1B}]0;PWNED-TITLE\u{07} end",
    "clip \u{1B}]52;c;UFdORUQ=\u{07} end",
    "query \u{1B}[6n \u{1B}[0c \u{1B}[>0q end",
    "dcs \u{1B}P1$qm\u{1B}\\ apc \u{1B}_hidden\u{1B}\\ end",
    "c1 \u{9B}31m \u{9D}0;x\u{9C} end",
    "bidi \u{202E}desrever\u{202C} \u{2066}iso\u{2069} end",
    "unterminated \u{1B}]8;;http://example.com",
  ]

  /// The sequences that must not be in what Quire writes (the words inside them may be, shown
  /// as text after a visible `^[`).
  static let forbidden: [[UInt8]] = [
    Array("\u{1B}]".utf8), Array("\u{1B}P".utf8), Array("\u{1B}_".utf8), Array("\u{1B}[6n".utf8),
    Array("\u{1B}[>0q".utf8), Array("\u{1B}[0c".utf8), [0xC2, 0x9B], [0xC2, 0x9D], [0xC2, 0x9C], [0x9B],
    Array("\u{202E}".utf8), Array("\u{2066}".utf8),
  ]

  static func expectClean(_ output: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    for sequence in forbidden {
      #expect(!contains(output, sequence), "\(sequence) reached the terminal", sourceLocation: sourceLocation)
    }
  }

  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= haystack.count else { return false }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
      if Array(haystack[start..<(start + needle.count)]) == needle { return true }
    }
    return false
  }

  func see(_ terminal: PseudoTerminal, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      terminal.waitUntil { $0.screen.text.contains(text) }, "\(terminal.screen.text)",
      sourceLocation: sourceLocation)
  }

  @Test func aNoteFullOfEscapesShowsNoneInTheListOrTheEditor() throws {
    let notes = temporary.file("notes")
    mkdir(notes, 0o700)
    let header =
      "---\ntags: [\"\u{1B}]0;PWNED-TITLE\u{07}\"]\ndescription: \"\u{1B}]52;c;UFdORUQ=\u{07}\"\n---\n"
    var body = Array((header + Self.hostileLines.joined(separator: "\n") + "\n").utf8)
    body += [0x9B, 0x33, 0x31, 0x6D, 0x0A]  // a raw C1 CSI, invalid UTF-8
    try TemporaryFolder.writeFile(body, to: notes + "/Evil \u{1B}[2J.md")
    let (terminal, before) = try PromptHarness.start(
      ["notes", notes], waitingFor: "1 note", extraEnvironment: environment)
    see(terminal, "title")
    terminal.press(.enter)
    see(terminal, "unterminated")
    terminal.press(.escape)
    see(terminal, "1 note")
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    Self.expectClean(terminal.output)
    #expect(terminal.screen.title.isEmpty, "no title was set")
    #expect(
      RepositoryFile.contents(atPath: notes + "/Evil \u{1B}[2J.md") == body, "opened and left: unchanged")
  }

  @Test func aListFullOfEscapesShowsNone() throws {
    let path = temporary.file("hostile.txt")
    let bytes = Array((Self.hostileLines.joined(separator: "\n") + "\n").utf8)
    try TemporaryFolder.writeFile(bytes, to: path)
    let (terminal, before) = try PromptHarness.start(
      ["list", path], waitingFor: "unterminated", extraEnvironment: environment)
    terminal.press(.escape)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    Self.expectClean(terminal.output)
    #expect(terminal.screen.title.isEmpty, "no title was set")
    #expect(RepositoryFile.contents(atPath: path) == bytes, "left unchanged: not written")
  }
}

import QuireTestSupport
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a search of notes finds and how it ranks them, through the index: words in any
/// order, parts of words, phrases, tags, exclusions, one and two characters, names first.
@Suite struct NoteIndexSearchTests {
  let notes = TemporaryFolder()
  let cache = TemporaryFolder()

  func index() -> NoteIndex {
    let index = NoteIndex(
      folder: DocumentFolder(path: notes.path), databasePath: cache.file("index/notes.sqlite"))
    index.update()
    return index
  }

  func write(_ name: String, _ text: String) {
    TestFiles.writeFile(text, to: notes.file(name))
  }

  func found(_ query: String, in index: NoteIndex) -> [String] {
    index.search(NoteQuery(query)).map(\.stem)
  }

  @Test func everyWordMustMatchInAnyOrderIgnoringCase() {
    write("Groceries.md", "Oat milk and bread\n")
    write("Letters.md", "Dear Anna, the milk was sour.\n")
    write("Plans.md", "Bread tomorrow.\n")
    let index = index()
    #expect(found("MILK bread", in: index) == ["Groceries"])
    #expect(Set(found("milk", in: index)) == ["Groceries", "Letters"])
    #expect(found("ilk rea", in: index) == ["Groceries"])
  }

  @Test func aPhraseMatchesAsWritten() {
    write("a.md", "the oat milk is here\n")
    write("b.md", "milk made of oat\n")
    let index = index()
    #expect(found("\"oat milk\"", in: index) == ["a"])
    #expect(Set(found("oat milk", in: index)) == ["a", "b"])
  }

  @Test func tagsComeFromTheFrontMatterAndTheBody() {
    write("a.md", "---\ntags: [Work, home]\n---\nreport\n")
    write("b.md", "a note about #work today\n")
    write("c.md", "# work is a heading, and issue#work is no tag\n")
    let index = index()
    #expect(Set(found("#work", in: index)) == ["a", "b"])
    #expect(found("#home", in: index) == ["a"])
    #expect(index.search(NoteQuery("#home")).first?.tags == ["Work", "home"])
  }

  @Test func aMinusLeavesNotesOut() {
    write("a.md", "apples and pears\n")
    write("b.md", "apples only\n")
    write("c.md", "---\ntags: [fruit]\n---\napples, tagged\n")
    let index = index()
    #expect(Set(found("apples -pears", in: index)) == ["b", "c"])
    #expect(Set(found("apples -#fruit", in: index)) == ["a", "b"])
    #expect(Set(found("-\"and pears\"", in: index)) == ["b", "c"])
  }

  @Test func oneAndTwoCharactersAreFound() {
    write("Go.md", "a language\n")
    write("b.md", "written in Go, and C\n")
    write("c.md", "nothing here\n")
    write("d.md", "日本 and 東京\n")
    let index = index()
    #expect(Set(found("go", in: index)) == ["Go", "b"])
    #expect(found("go", in: index).first == "Go")
    #expect(found("日本", in: index) == ["d"])
    #expect(Set(found("g", in: index)) == ["Go", "b", "c"])
    #expect(Set(found("-g", in: index)) == ["d"])
  }

  @Test func shortTermsFoldAsLongOnesDo() {
    write("kelvin.md", "300 \u{212A}elvin\n")
    write("long s.md", "Wa\u{017F}\n")
    write("other.md", "nothing\n")
    let index = index()
    #expect(found("ke", in: index) == ["kelvin"])
    #expect(found("as", in: index) == ["long s"])
    #expect(Set(found("-ke", in: index)) == ["long s", "other"])
    #expect(found("30", in: index) == ["kelvin"])
  }

  /// Makes note `name` last changed `seconds` ago.
  func age(_ name: String, by seconds: Int) throws {
    var times = [timespec](repeating: timespec(tv_sec: time(nil) - seconds, tv_nsec: 0), count: 2)
    try #require(utimensat(AT_FDCWD, notes.file(name), &times, 0) == 0)
  }

  @Test func aWordInMostNotesRanksThemByRecencyARareOneByRelevance() throws {
    write("a.md", "pears pears pears pears quince quince quince\n")
    write("b.md", "pears and more\n")
    write("c.md", "a pear, pears, quince\n")
    write("d.md", "apples\n")
    write("e.md", "plums\n")
    for (name, seconds) in [("a.md", 4000), ("b.md", 3000), ("c.md", 2000), ("d.md", 1000), ("e.md", 10)] {
      try age(name, by: seconds)
    }
    let index = index()
    // In three of five notes: bm25 cannot weigh it, the most recent come first.
    #expect(found("pears", in: index) == ["c", "b", "a"])
    // In two of five: the note that says it three times first, though it is older.
    #expect(found("quince", in: index) == ["a", "c"])
  }

  /// A rare word made common by this index's update (`false`) or another program's
  /// (`true`, its own connection to the same database): ranked by recency again, though
  /// the index remembered it as rare.
  @Test(arguments: [false, true])
  func aRareWordMadeCommonIsRankedByRecencyAgain(byAnotherProgram: Bool) throws {
    write("a.md", "quince quince quince\n")
    write("c.md", "a pear and a quince\n")
    for name in ["b.md", "d.md", "e.md"] { write(name, "plums\n") }
    for (name, seconds) in [("a.md", 4000), ("c.md", 2000)] { try age(name, by: seconds) }
    let index = index()
    // In two of five: weighed, the note that says it three times first.
    #expect(found("quince", in: index) == ["a", "c"])
    #expect(found("quinc", in: index) == ["a", "c"])
    // Four more, a second apart, the last the most recent: in six of nine now.
    for (number, name) in ["f.md", "g.md", "h.md", "i.md"].enumerated() {
      write(name, "a line with quince in it\n")
      try age(name, by: 500 - number)
    }
    if byAnotherProgram {
      NoteIndex(folder: DocumentFolder(path: notes.path), databasePath: index.databasePath).update()
    } else {
      index.update()
    }
    #expect(found("quince", in: index) == ["i", "h", "g", "f", "c", "a"])
  }

  /// A result's name is the listing's, whatever its bytes: ASCII, other UTF-8, or bytes
  /// that are not UTF-8 (shown with `\xHH`, kept as they are for opening).
  @Test func aResultCarriesTheNameTheListingShows() throws {
    write("Plain.md", "quince\n")
    write("Caf\u{E9} cr\u{E8}me.md", "quince\n")
    let odd: [UInt8] = Array("Odd".utf8) + [0xFF] + Array(".md".utf8)
    let path = Array(notes.path.utf8) + [UInt8(ascii: "/")] + odd + [0]
    let file = path.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { fopen($0.baseAddress!, "wx") }
    }
    let opened = try #require(file)
    fputs("quince\n", opened)
    fclose(opened)
    let listed = try DocumentFolder(path: notes.path).list()
    let results = index().search(NoteQuery("quince"))
    #expect(Set(results.map(\.name)) == Set(listed.map(\.name)))
    #expect(Set(results.map(\.nameBytes)) == Set(listed.map(\.nameBytes)))
    #expect(
      results.contains {
        $0.name == "Caf\u{E9} cr\u{E8}me.md" && $0.path == notes.file("Caf\u{E9} cr\u{E8}me.md")
      })
  }

  @Test func nameMatchesComeFirst() {
    write("apples everywhere.md", "apples apples apples pears\n")
    write("Pears.md", "a note\n")
    write("other.md", "pears, pears and pears\n")
    let index = index()
    #expect(found("pears", in: index).first == "Pears")
  }

  @Test func theExcerptIsTheLineOfTheFirstMatchWithItsRange() throws {
    write("a.md", "---\ntags: [x]\n---\nfirst line\nsecond line holds the Needle here\n")
    let index = index()
    let excerpt = try #require(index.search(NoteQuery("needle")).first?.excerpt)
    #expect(excerpt.text == "second line holds the Needle here")
    #expect(excerpt.text[excerpt.match] == "Needle")
    #expect(excerpt.lineNumber == 2)
  }

  @Test func theExcerptOfALineEndedByCarriageReturnsIsThatLineAlone() throws {
    write("a.md", "first line\r\nsecond line holds the Needle here\r\nthird\rfourth with a needle\n")
    let excerpt = try #require(index().search(NoteQuery("needle")).first?.excerpt)
    #expect(excerpt.text == "second line holds the Needle here")
    #expect(excerpt.lineNumber == 2)
    let later = try #require(
      NoteExcerpt.find(in: "a\r\nb\rc\nd needle", needles: [FoldedNeedle("needle")], width: 80))
    #expect(later.text == "d needle")
    #expect(later.lineNumber == 4)
  }

  @Test func aLongLineIsCutAroundTheMatch() throws {
    let line = String(repeating: "word ", count: 40) + "target" + String(repeating: " more", count: 40)
    write("a.md", line + "\n")
    let excerpt = try #require(index().search(NoteQuery("target"), excerptWidth: 30).first?.excerpt)
    #expect(excerpt.text.count <= 32)
    #expect(excerpt.text.hasPrefix("…"))
    #expect(excerpt.text.hasSuffix("…"))
    #expect(excerpt.text[excerpt.match] == "target")
  }

  @Test func theScanFindsWhatTheIndexFinds() {
    write("Groceries.md", "---\ntags: [home]\n---\nOat milk and bread #food\n")
    write("Letters.md", "Dear Anna, the milk was sour.\n")
    let index = index()
    let scan = NoteScan(folder: DocumentFolder(path: notes.path))
    for query in ["milk", "#food", "#home milk", "-bread", "\"oat milk\"", "o", "ilk -anna", ""] {
      let scanned = scan.search(NoteQuery(query)).map(\.stem)
      #expect(Set(scanned) == Set(found(query, in: index)), "\(query)")
    }
  }
}

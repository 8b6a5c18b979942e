import QuireDocuments
import QuireTestSupport
import Testing

@testable import Quire

/// The order of the notes as the list sorts them (`NoteSort.order(of:)`, keys made once and
/// compared in place) against its definition (`isOrdered`, over folded strings), on
/// generated names: ASCII, accented, mixed case, dotted, sharing times.
@Suite struct NoteSortTests {
  static let pieces = [
    "a", "B", "note", "Note", "é", "É", "e\u{301}", "ß", "ς", "Σ", ".", "..", " ", "1", "z", "İ", "md",
  ]

  /// Small listings, and a few as large as a notes folder's.
  @Test(arguments: [(NoteSort.newestFirst, 40), (.byName, 40), (.newestFirst, 12_000), (.byName, 12_000)])
  func theOrderIsItsDefinition(sort: NoteSort, most: Int) {
    var random = SeededRandom(seed: 0x50_27)
    for round in 0..<(most > 1000 ? 3 : 200) {
      var entries: [FolderEntry] = []
      var names: Set<[UInt8]> = []
      for _ in 0..<Int.random(in: (most > 1000 ? most / 2 : 0)...most, using: &random) {
        let name =
          (0..<Int.random(in: 1...(most > 1000 ? 6 : 4), using: &random)).map { _ in
            Self.pieces.randomElement(using: &random)!
          }
          .joined() + ".md"
        guard names.insert(Array(name.utf8)).inserted else { continue }
        let time = FileTime(seconds: 1_700_000_000 + Int64.random(in: 0...3, using: &random), nanoseconds: 0)
        entries.append(
          FolderEntry(name: name, byteCount: 1, modificationTime: time, statusChangeTime: time, inode: 1))
      }
      let fast = sort.order(of: entries).map { entries[$0].name }
      let defined = entries.sorted { sort.isOrdered($0, before: $1) }.map(\.name)
      #expect(fast.map { Array($0.utf8) } == defined.map { Array($0.utf8) }, "round \(round)")
      let listing = NoteListing(entries, sort: sort)
      #expect(listing.notes.map(\.entry) == entries.sorted { sort.isOrdered($0, before: $1) })
    }
  }
}

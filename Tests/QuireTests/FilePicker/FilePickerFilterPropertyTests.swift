import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The picker's filter against a fresh ranking: a folder listed in batches in no particular
/// order, a filter typed, extended, shortened and emptied at random; after each key that
/// leaves text in it, the rows are the entries offered that the filter matches, ranked as a
/// new matcher ranks their names in listing order, whatever the picker kept from the key
/// before.
///
/// A failure prints its seed; `QUIRE_SEED=n swift test --filter FilePickerFilterPropertyTests`
/// replays it.
@MainActor @Suite struct FilePickerFilterPropertyTests {
  nonisolated static var seeds: [UInt64] {
    if let value = getenv("QUIRE_SEED"), let seed = UInt64(String(cString: value)) { return [seed] }
    return Array(1...25)
  }

  static let typed = Array("note-9.mdIG_ é")

  /// Names of a folder of many entries, each once: numbered notes, photos, a few of other
  /// scripts, hidden ones.
  static func names(_ random: inout SeededRandom, count: Int) -> [String] {
    var names = Set<String>()
    while names.count < count {
      let number = String(random.next(below: 100_000))
      let padded = String(repeating: "0", count: 6 - number.count) + number
      switch random.next(below: 9) {
      case 0: names.insert("IMG_" + padded.suffix(4) + ".JPG")
      case 1: names.insert("é-note " + padded.suffix(2))
      case 2: names.insert(".note-" + padded)
      case 3: names.insert("md-" + padded.suffix(3) + " note.md")
      case 4: names.insert("no" + padded.suffix(3) + "te.d")
      default: names.insert("note-" + padded + ".md")
      }
    }
    return Array(names)
  }

  @Test(arguments: seeds) func theRowsAreAFreshRankingOfTheEntriesOffered(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let entries = Self.names(&random, count: [20, 300, 5000][random.next(below: 3)]).map {
      FileEntry(name: $0, kind: random.next(below: 8) == 0 ? .folder : .file)
    }
    var picker = FilePicker(folder: "/home/ada")
    _ = picker.start()
    var start = 0
    while start < entries.count {
      let end = min(entries.count, start + 1 + random.next(below: 700))
      _ = picker.receive(.listed(generation: 0, Array(entries[start..<end])))
      start = end
    }
    _ = picker.receive(.listingEnded(generation: 0, .success(())))
    var harness = ComponentHarness(picker, size: TerminalSize(columns: 40, rows: 8))
    // What is offered changes only while the filter is empty (`.` then shows hidden entries).
    var offered = harness.component.rows
    for _ in 0..<30 {
      switch random.next(below: 7) {
      case 0: _ = harness.press(.backspace)
      case 1: _ = harness.press(.escape)
      default: _ = harness.type(String(Self.typed[random.next(below: Self.typed.count)]))
      }
      let query = harness.component.filter.text
      guard !query.isEmpty else {
        offered = harness.component.rows
        continue
      }
      var matcher = Matcher(query: query)
      let expected = matcher.rank(offered.map(\.shownName)).map { offered[$0.index].name }
      #expect(harness.component.rows.map(\.name) == expected, "seed \(seed): \(query.debugDescription)")
      #expect(harness.component.cursorEntry?.name == expected.first, "seed \(seed)")
    }
  }
}

import Quire
import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The backlinks of a note linked from every other note of a generated folder
/// (`NoteFolderGenerator`, about 2 KB a note, each with a `[[Hub]]` line somewhere in it):
/// through the index, to the rows of the list the editor shows (issue 19's target: 10 ms at
/// 10,000 notes), and by reading every file as when the index cannot be used. The sizes are
/// `IndexFigures.sizes`.
enum LinkFigures {
  static func group() -> FigureGroup {
    FigureGroup(name: "links") { IndexFigures.sizes.flatMap(figures(notes:)) + [renameFigure(notes: 1_000)] }
  }

  /// Renaming a note linked from `count` notes with the links updated, as the browser does
  /// once the user agrees: the linking notes asked of the index, then each note's links
  /// changed and the note saved safely (`DocumentFolder.renameLinks`). The note is renamed
  /// back and forth (`Hub` and `Hub 2`), the index brought up to date between repetitions,
  /// untimed. Issue 19's target: 2 s at 1,000 notes.
  static func renameFigure(notes count: Int) -> Figure {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    let folder = base + "/quire-bench-rename-\(count)"
    // A folder of its own, made afresh: the figure changes its notes.
    PeerScratch.remove(folder)
    PeerScratch.remove(folder + "-cache")
    writeLinkedNotes(count, to: folder, seed: 0x0002_1A4C_0000 + UInt64(count))
    let notes = DocumentFolder(path: folder)
    let database = NoteIndex.databasePath(
      for: folder, in: XDGPaths(environment: ["XDG_CACHE_HOME": folder + "-cache"]).indexDirectory)
    let index = NoteIndex(folder: notes, databasePath: database)
    var names = ("Hub.md", "Hub 2.md")
    return Figure(
      name: "renaming a note linked from \(count) notes, every one saved safely", unit: "ms",
      target: 2_000, repetitions: 5
    ) {
      index.update()
      let (old, new) = names
      names = (new, old)
      var outcome: LinkRenameOutcome?
      let time = Stopwatch.time(in: "ms") {
        let linking = Set(index.backlinks(to: old).map(\.name)).sorted()
        outcome = DocumentFigures.wait { await notes.renameLinks(from: old, to: new, inNotes: linking) }
      }
      precondition(
        outcome?.updated.count == count && outcome?.failed.isEmpty == true,
        "\(outcome?.updated.count ?? 0) of \(count) notes updated")
      rename(folder + "/" + old, folder + "/" + new)
      return time
    }
  }

  /// The folder of `count` notes that link to `Hub` (made the first time), and its cache.
  static func folder(notes count: Int) -> (folder: String, cache: String) {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    let folder = base + "/quire-bench-links-\(count)"
    if access(folder, F_OK) != 0 {
      writeLinkedNotes(count, to: folder, seed: 0x0001_1A4C_0000 + UInt64(count))
    }
    return (folder, folder + "-cache")
  }

  /// Makes `folder` with `count` generated notes, each linking to `Hub` (and to one of 50
  /// others), and `Hub.md`.
  static func writeLinkedNotes(_ count: Int, to folder: String, seed: UInt64) {
    mkdir(folder, 0o755)
    var generator = NoteFolderGenerator(seed: seed)
    for number in 0..<count {
      let text = generator.text() + "\nsee [[Hub]] for the plan, and [[Other \(number % 50)]]\n"
      try? TemporaryFolder.writeFile(
        Array(text.utf8), to: folder + "/" + generator.name(number: number) + ".md", mode: 0o644)
    }
    try? TemporaryFolder.writeFile(Array("the hub\n".utf8), to: folder + "/Hub.md", mode: 0o644)
  }

  static func figures(notes count: Int) -> [Figure] {
    let (folder, cache) = folder(notes: count)
    let notes = DocumentFolder(path: folder)
    let database = NoteIndex.databasePath(
      for: folder, in: XDGPaths(environment: ["XDG_CACHE_HOME": cache]).indexDirectory)
    // One index for every repetition, opened and brought up to date once, as the notes app
    // keeps its index open while it runs.
    let index = NoteIndex(folder: notes, databasePath: database)
    var updated = false
    return [
      Figure(
        name: "backlinks of a note linked from \(count) notes, to the list", unit: "ms",
        target: count == 10_000 ? 10 : nil, repetitions: 7
      ) {
        if !updated {
          index.update()
          updated = true
        }
        return MainActor.assumeIsolated {
          // What is shown lives on after the stopwatch, as the list does on the screen: its
          // freeing is not timed.
          var found: [NoteBacklink] = []
          var list: SelectionList?
          let time = Stopwatch.time(in: "ms") {
            found = index.backlinks(to: "Hub")
            list = SelectionList(
              values: DocumentEditor.backlinkRows(found, strings: .english), order: .given,
              allowsAdding: false)
          }
          precondition(list?.items.count == count, "\(list?.items.count ?? 0) backlinks of \(count)")
          return time
        }
      },
      Figure(
        name: "backlinks of a note linked from \(count) notes, reading the files", unit: "ms", target: nil,
        repetitions: 3
      ) {
        Stopwatch.time(in: "ms") { precondition(NoteScan(folder: notes).backlinks(to: "Hub").count == count) }
      },
    ]
  }
}

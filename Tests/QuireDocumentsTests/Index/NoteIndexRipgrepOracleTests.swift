import QuireTestSupport
import QuireText
import Testing

@testable import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An outside oracle: for single words and phrases over generated notes, the index finds
/// the notes `rg -l -i -F` finds in the files (ranking aside), and those whose name holds
/// the text. Runs where ripgrep is installed (CI installs it).
@Suite struct NoteIndexRipgrepOracleTests {
  /// ripgrep's path, from `PATH`.
  static let ripgrep: String? = {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { $0 + "/rg" }.first { access($0, X_OK) == 0 }
  }()

  @Test(.enabled(if: ripgrep != nil, "ripgrep is installed"), arguments: testSeeds([7, 8]))
  func theIndexFindsWhatRipgrepFinds(seed: UInt64) throws {
    let notes = TemporaryFolder()
    let cache = TemporaryFolder()
    var generator = NoteFolderGenerator(seed: seed)
    generator.writeNotes(count: 300, to: notes.path)
    let index = NoteIndex(folder: DocumentFolder(path: notes.path), databasePath: cache.file("notes.sqlite"))
    index.update()
    var random = SeededRandom(seed: seed)
    let oracle = BruteForceNotes(folder: notes.path)
    var queries: [String] = []
    while queries.count < 80 {
      let text =
        random.next() % 2 == 0
        ? generator.word() : NoteQueries.phrase(random: &random, notes: oracle) ?? generator.word()
      // Words of the front matter's keys are in the files but are no note's text.
      let folded = CaseFolding.folded(text)
      if text.unicodeScalars.count < 3 || text.contains("\n") || text.contains("\"")
        || "---\ntags: [\ndescription: ".contains(folded) || folded.contains("tags:") || folded.contains(", ")
      {
        continue
      }
      queries.append(text)
    }
    for text in queries {
      let found = Set(index.search(NoteQuery(terms: [QueryTerm(.text(text))]), excerpts: 0).map(\.name))
      let byName = oracle.notes.filter { CaseFolding.folded($0.stem).contains(CaseFolding.folded(text)) }
      let expected = try Self.ripgrepFiles(text, in: notes.path).union(byName.map { $0.stem + ".md" })
      #expect(found == expected, "seed \(seed), query \(text)")
    }
  }

  /// The names of the files of `folder` that `rg -l -i -F text` lists.
  static func ripgrepFiles(_ text: String, in folder: String) throws -> Set<String> {
    let executable = try #require(ripgrep)
    let run = try DetachedProcess.run(
      executable: executable, arguments: ["-l", "-i", "-F", "--", text, folder], environment: [:],
      timeout: .seconds(60))
    let lines = String(decoding: run.standardOutput, as: UTF8.self).split(separator: "\n")
    return Set(lines.map { String($0.dropFirst(folder.count + 1)) })
  }
}

import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire notes --search QUERY [DIR]`: the matching notes' paths, best first, one a line,
/// with no interface and no terminal; exit status 1 when none matches.
@Suite struct NotesSearchTests {
  let notes = TemporaryFolder()
  let cache = TemporaryFolder()

  init() throws {
    try TemporaryFolder.writeFile(
      Array("---\ntags: [home]\n---\nOat milk and bread\n".utf8), to: notes.file("Groceries.md"))
    try TemporaryFolder.writeFile(Array("Dear Anna, the milk was sour.\n".utf8), to: notes.file("Letters.md"))
    try TemporaryFolder.writeFile(Array("A list of milk farms\n".utf8), to: notes.file("Milk.md"))
  }

  func search(_ query: String) throws -> (status: ProcessStatus?, output: String, error: String) {
    try PromptCommandTests.run(
      ["notes", "--search", query, notes.path],
      environment: PromptCommandTests.environment.merging(["XDG_CACHE_HOME": cache.path]) { $1 })
  }

  @Test func printsTheMatchingPathsBestFirst() throws {
    let run = try search("milk")
    #expect(run.status == .exited(0))
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == notes.file("Milk.md"))
    #expect(Set(lines) == [notes.file("Milk.md"), notes.file("Groceries.md"), notes.file("Letters.md")])
    #expect(run.error.isEmpty)
  }

  @Test func theQueryLanguageHolds() throws {
    #expect(try search("#home milk").output == notes.file("Groceries.md") + "\n")
    #expect(try search("milk -anna -farms").output == notes.file("Groceries.md") + "\n")
    #expect(try search("\"the milk\"").output == notes.file("Letters.md") + "\n")
  }

  @Test func noMatchExits1AndPrintsNothing() throws {
    let run = try search("zebra")
    #expect(run.status == .exited(1))
    #expect(run.output.isEmpty)
  }

  @Test func aNoteChangedSinceIsFoundAsItIsNow() throws {
    _ = try search("milk")
    try TemporaryFolder.writeFile(Array("now about zebras\n".utf8), to: notes.file("Letters.md"))
    #expect(try search("zebra").output == notes.file("Letters.md") + "\n")
    #expect(try search("sour").status == .exited(1))
  }

  @Test func aNoteDeletedSinceIsNotPrinted() throws {
    _ = try search("milk")
    unlink(notes.file("Milk.md"))
    #expect(
      Set(try search("milk").output.split(separator: "\n").map(String.init)) == [
        notes.file("Groceries.md"), notes.file("Letters.md"),
      ])
  }

  @Test func aMissingFolderIsOneLineAndNotCreated() throws {
    let missing = notes.file("missing")
    let run = try PromptCommandTests.run(
      ["notes", "--search", "x", missing],
      environment: PromptCommandTests.environment.merging(["XDG_CACHE_HOME": cache.path]) { $1 })
    #expect(run.status == .exited(3))
    #expect(run.error.hasPrefix("quire notes: "))
    #expect(TemporaryFolder.mode(missing) == nil)
    #expect(TemporaryFolder.mode(cache.file("quire/index")) == nil)
  }
}

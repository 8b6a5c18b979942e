import Quire
import QuireTestSupport
import Testing

// --- README completion example begins
/// Offers people's names after `@`, as a chat's field does.
struct Mentions: Completer {
  let people = ["Ada", "Grace", "Edsger"]

  func opening(before line: String, reason: CompletionReason) -> CompletionOpening? {
    line.hasSuffix("@") ? CompletionOpening(queryLength: 0) : nil
  }

  func completions(for opening: CompletionOpening) async -> [Completion] {
    people.map { Completion($0, insertion: $0 + " ") }
  }
}

@MainActor func mentionField() -> CompletionHost<TextField> {
  CompletionHost(TextField(placeholder: "Message"), menu: CompletionMenu(completer: Mentions()))
}
// --- README completion example ends

/// The completion example of README.md, run as written.
@MainActor @Suite struct CompletionReadmeExampleTests {
  @Test func anAtOffersThePeopleAndTabInsertsOne() async throws {
    var harness = ComponentHarness(mentionField(), size: TerminalSize(columns: 30, rows: 6))
    harness.type("thanks @gr")
    let taken = harness.component.takeFetch()
    let fetch = try #require(taken)
    harness.component.receive(await fetch.run(), context: harness.context)
    try harness.expectScreen(.showing("› Grace"))
    harness.press(KeyChord(.tab))
    #expect(harness.component.target.text == "thanks @Grace ")
  }

  @Test func theReadmeShowsTheExampleAsTested() throws {
    let readme = try #require(RepositoryFile.text("README.md"))
    let source = try #require(
      RepositoryFile.text("Tests/QuireTests/CompletionMenu/CompletionReadmeExampleTests.swift"))
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasSuffix("README completion example begins") })
    let end = try #require(lines.firstIndex { $0.hasSuffix("README completion example ends") })
    let example = lines[(start + 1)..<end].joined(separator: "\n")
    #expect(readme.contains(example), "README.md's completion example is the code tested here")
  }
}

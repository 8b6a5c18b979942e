import Foundation
import Quire
import QuireTestSupport
import Testing

@testable import QuireCLI

/// `quire choose --filter`: the options that match, best first, with no interface and no
/// terminal; exit status 1 when none matches.
@Suite(.serialized) struct ChooseFilterTests {
  @Test func printsTheMatchesWithoutATerminal() throws {
    let run = try PromptCommandTests.run(
      ["choose", "--filter", "re"], input: "red\ngreen\nblue\n\nbrown\n")
    #expect(run.status == .exited(0))
    #expect(Set(run.output.split(separator: "\n")) == ["red", "green"])
    #expect(run.error.isEmpty)
  }

  @Test func noMatchExits1AndPrintsNothing() throws {
    let run = try PromptCommandTests.run(["choose", "--filter", "zz"], input: "red\ngreen\n")
    #expect(run.status == .exited(1))
    #expect(run.output.isEmpty)
  }

  @Test func anEmptyQueryPrintsEveryOptionInOrder() throws {
    let run = try PromptCommandTests.run(["choose", "--filter", ""], input: "c\nd")
    #expect(run.status == .exited(0))
    #expect(run.output == "c\nd\n")
  }

  /// Standard input brings the options only when the arguments bring none.
  @Test func optionsGivenAsArgumentsLeaveStandardInputUnread() throws {
    let run = try PromptCommandTests.run(["choose", "--filter", "", "a", "b"], input: "c\nd")
    #expect(run.status == .exited(0))
    #expect(run.output == "a\nb\n")
  }

  @Test func linesGoOutAsTheyCameIn() throws {
    let executable = try #require(BuiltProducts.executable(named: "quire"))
    let input: [UInt8] = Array("x\u{1B}[1m\r\n".utf8) + [0x62, 0x61, 0x64, 0x20, 0xFF, 0x78, 0x0A]
    let run = try DetachedProcess.run(
      executable: executable, arguments: ["choose", "--filter", "x"],
      environment: PromptCommandTests.environment,
      standardInput: input)
    #expect(run.status == .exited(0))
    let lines = Set(run.standardOutput.split(separator: 0x0A).map(Array.init))
    #expect(lines == [Array("x\u{1B}[1m\r".utf8), [0x62, 0x61, 0x64, 0x20, 0xFF, 0x78]])
  }

  /// Lines across the reads' blocks, a line longer than a block, a last line without a line
  /// feed: every line is seen once, whole.
  @Test func streamedLinesAreEachSeenWhole() throws {
    var random = SeededRandom(seed: 0x5EED)
    var lines: [String] = []
    var total = 0
    while total < 3 * ChooseFilter.blockSize {
      let length = Int(random.next() % 200)
      let line = String(repeating: "abcdefghij", count: length / 10 + 1)
      lines.append(line)
      total += line.utf8.count + 1
    }
    lines.insert(String(repeating: "long", count: ChooseFilter.blockSize / 2), at: lines.count / 2)
    let text = lines.joined(separator: "\n")
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("choose-filter-\(getpid())")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    var seen: [String] = []
    let failure = ChooseFilter.forEachLine(ofDescriptor: handle.fileDescriptor) { line in
      seen.append(String(decoding: line, as: UTF8.self))
    }
    #expect(failure == nil)
    #expect(seen == lines)
  }
}

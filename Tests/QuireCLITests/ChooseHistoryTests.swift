import Foundation
import Quire
import QuireTestSupport
import Testing

/// `quire choose --history`: a value added through `Other…` in one run is offered in the
/// next; a value forgotten is not. Each test has a state folder of its own.
@Suite(.serialized) struct ChooseHistoryTests {
  /// A fresh `XDG_STATE_HOME`, removed after `body`.
  static func withStateFolder(_ body: ([String: String], String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quire-choose-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(["XDG_STATE_HOME": folder], folder + "/quire/history/colours")
  }

  @Test func aValueAddedThroughOtherIsOfferedNextTimeAndCanBeForgotten() throws {
    try Self.withStateFolder { environment, file in
      let (first, before) = try PromptHarness.start(
        ["choose", "--history", "colours", "red", "green"], waitingFor: "›   red",
        extraEnvironment: environment)
      first.type("\u{1B}[F\r")
      #expect(first.waitUntil { $0.screen.text.contains("New value") })
      first.type("Teal\r")
      #expect(first.waitUntil { $0.screen.text.contains("› ✓ Teal") })
      first.type("\r")
      PromptHarness.expectEnded(first, with: .exited(0), before: before)
      #expect(PromptHarness.output(first) == "Teal\n")
      #expect(FileManager.default.fileExists(atPath: file))

      let (second, _) = try PromptHarness.start(
        ["choose", "--history", "colours", "--sort", "recent", "red"], waitingFor: "›   Teal",
        extraEnvironment: environment)
      #expect(second.screen.text.contains("     red"))
      #expect(second.screen.text.contains("del forget"), "Teal is remembered, so it can be forgotten")
      second.type("\u{1B}[3~")
      #expect(second.waitUntil { $0.screen.text.contains("Forget “Teal”?") })
      second.type("\u{1B}[D\r")
      #expect(second.waitUntil { !$0.screen.text.contains("Teal") })
      second.type("\u{1B}")
      #expect(second.waitForExit() == .exited(1))

      let run = try PromptCommandTests.run(
        ["choose", "--history", "colours", "--filter", ""],
        environment: PromptCommandTests.environment.merging(environment) { $1 })
      #expect(run.status == .exited(1), "nothing left: \(run.output)")
    }
  }

  @Test func theChosenValueIsRememberedAndFilteredToo() throws {
    try Self.withStateFolder { environment, _ in
      let (terminal, before) = try PromptHarness.start(
        ["choose", "--history", "colours", "red", "green"], waitingFor: "›   red",
        extraEnvironment: environment)
      terminal.type("\u{1B}[B\r")
      PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
      let run = try PromptCommandTests.run(
        ["choose", "--history", "colours", "--filter", "gr", "grey"],
        environment: PromptCommandTests.environment.merging(environment) { $1 })
      #expect(run.status == .exited(0))
      #expect(run.output.split(separator: "\n").sorted() == ["green", "grey"])
    }
  }

  @Test func anUnusableHistoryWarnsOnceAndTheListStillWorks() throws {
    try Self.withStateFolder { environment, file in
      try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: true)
      let (terminal, before) = try PromptHarness.start(
        ["choose", "--history", "colours", "red"], waitingFor: "›   red", extraEnvironment: environment)
      terminal.type("\r")
      PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
      #expect(PromptHarness.output(terminal) == "red\n")
      let errors = String(decoding: terminal.standardError, as: UTF8.self)
      #expect(errors.split(separator: "\n").count == 1, "once: \(errors)")
      #expect(errors.hasPrefix("quire choose: "))
    }
  }
}

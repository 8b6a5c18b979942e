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
      first.press(.end, .enter)
      try first.expectScreen(.showing("New value"))
      first.type("Teal", then: .enter)
      try first.expectScreen(.showing("› ✓ Teal"))
      first.press(.enter)
      PromptHarness.expectEnded(first, with: .exited(0), before: before)
      #expect(PromptHarness.output(first) == "Teal\n")
      #expect(FileManager.default.fileExists(atPath: file))

      let (second, _) = try PromptHarness.start(
        ["choose", "--history", "colours", "--sort", "recent", "red"], waitingFor: "›   Teal",
        extraEnvironment: environment)
      #expect(second.screen.text.contains("     red"))
      #expect(second.screen.text.contains("del forget"), "Teal is remembered, so it can be forgotten")
      second.press(.delete)
      try second.expectScreen(.showing("Forget “Teal”?"))
      second.press(.left, .enter)
      #expect(second.waitUntil { !$0.screen.text.contains("Teal") })
      second.press(.escape)
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
      terminal.press(.down, .enter)
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
      terminal.press(.enter)
      PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
      #expect(PromptHarness.output(terminal) == "red\n")
      let errors = String(decoding: terminal.standardError, as: UTF8.self)
      #expect(errors.split(separator: "\n").count == 1, "once: \(errors)")
      #expect(errors.hasPrefix("quire choose: "))
    }
  }

  @Test func aLongHistoryIsCompactedToWhatIsPromisedAndAnOpenFolderTightened() throws {
    try Self.withStateFolder { environment, file in
      // A history folder made 0755 by hand, and a 1,500-line file others can read.
      let folder = (file as NSString).deletingLastPathComponent
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
      let lines = (0..<1500).map { "old \($0)\n" }.joined()
      try Data(lines.utf8).write(to: URL(fileURLWithPath: file))
      try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file)
      let (terminal, before) = try PromptHarness.start(
        ["choose", "--history", "colours", "--selected", "red", "red"], waitingFor: "› ✓ red",
        extraEnvironment: environment)
      terminal.type("\r")
      PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
      #expect(PromptHarness.output(terminal) == "red\n")
      let kept = try String(contentsOfFile: file, encoding: .utf8)
      #expect(kept.split(separator: "\n").count == 1000, "README: at most 1,000 values")
      #expect(kept.hasSuffix("red\n"))
      let folderMode = try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int
      let fileMode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
      #expect(folderMode == 0o700)
      #expect(fileMode == 0o600)
    }
  }
}

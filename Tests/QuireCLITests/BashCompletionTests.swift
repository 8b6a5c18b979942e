import QuireTestSupport
import Testing

@testable import QuireCLI

/// The bash completion script, sourced into bash and asked as bash would ask it on Tab.
@Suite struct BashCompletionTests {
  /// What the script offers for the words typed so far (the last one being completed).
  static func offers(_ words: [String]) throws -> [String] {
    let script = CompletionScript.text(for: .bash, program: CommandTable.program)
    let quoted = words.map { CompletionScript.singleQuoted($0) }.joined(separator: " ")
    let program =
      script + "\nCOMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _quire\n"
      + "printf '%s\\n' \"${COMPREPLY[@]}\"\n"
    let run = try DetachedProcess.run(
      executable: "/bin/bash", arguments: ["--norc", "-c", program], environment: ["PATH": "/usr/bin:/bin"])
    #expect(run.status == .exited(0), "\(String(decoding: run.standardError, as: UTF8.self))")
    return String(decoding: run.standardOutput, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test(arguments: [
    (
      ["quire", ""],
      [
        "notes", "edit", "list", "keys", "input", "write", "choose", "confirm", "form", "date", "file", "-h",
        "--help",
        "--version",
        "--completions",
      ]
    ),
    (["quire", "choose", "--sort", "r"], ["recent"]),
    (["quire", "confirm", "--default", ""], ["yes", "no"]),
    (["quire", "in"], ["input"]),
    (["quire", "--c"], ["--completions"]),
    (["quire", "--completions", "z"], ["zsh"]),
    (["quire", "help", "w"], ["write"]),
    (["quire", "keys", "-"], ["--full-screen", "-h", "--help"]),
    (["quire", "l"], ["list"]),
    (["quire", "notes", "-"], ["--search", "--today", "--git-init", "--sync", "-h", "--help"]),
    (["quire", "input", "--ti"], ["--title", "--timeout"]),
    (["quire", "input", "--title", ""], []),
    (["quire", "input", "--title", "x", "--pa"], ["--password"]),
    (["quire", "write", "--max-lines", "3", "--c"], ["--char-limit"]),
  ])
  func offersWhatTheTableHas(words: [String], expected: [String]) throws {
    #expect(try Self.offers(words) == expected)
  }
}

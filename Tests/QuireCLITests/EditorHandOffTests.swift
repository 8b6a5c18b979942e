import Quire
import QuireTestSupport
import Testing

/// Ctrl-E hands the text to `$EDITOR` on the terminal, whatever the prompt's own standard
/// output is: the editor's screen never reaches the answer, and an editor that is not there
/// is said so in Quire's own words.
@Suite(.serialized) struct EditorHandOffTests {
  /// A stand-in for vim: it notes whether its standard input and output are the terminal,
  /// draws on its standard output (the alternate screen, a clear, a line), and upper-cases
  /// the file.
  static func drawingEditor(_ scripts: EditorScripts) throws -> String {
    try scripts.script(
      "drawing editor",
      """
      streams=not-terminal
      if [ -t 0 ] && [ -t 1 ]; then streams=terminal; fi
      echo "$streams" > '\(scripts.path("streams"))'
      printf '\\033[?1049h\\033[2Jdrawn by the editor\\033[?1049l'
      tr a-z A-Z < "$1" > "$1.new" && mv "$1.new" "$1"
      """)
  }

  @Test func theEditorOfWriteRunsOnTheTerminalAndTheAnswerIsOnlyTheText() throws {
    let scripts = try EditorScripts()
    let editor = try Self.drawingEditor(scripts)
    let (terminal, before) = try PromptHarness.start(
      ["write", "--value", "hello"], waitingFor: "hello", extraEnvironment: ["EDITOR": editor])
    terminal.type("\u{05}")
    #expect(terminal.waitUntil { $0.screen.text.contains("HELLO") })
    terminal.type("\u{13}")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "HELLO\n")
    #expect(scripts.text("streams") == "terminal")
    #expect(terminal.text.contains("drawn by the editor"), "the editor drew on the terminal")
  }

  @Test func theEditorOfAFormsMultiLineFieldRunsOnTheTerminal() throws {
    let scripts = try EditorScripts()
    let editor = try Self.drawingEditor(scripts)
    let (terminal, before) = try PromptHarness.start(
      ["form", "--field", "notes:Notes:draft", "--multiline", "notes"], waitingFor: "Notes",
      extraEnvironment: ["EDITOR": editor])
    terminal.type("\r")
    #expect(terminal.waitUntil { $0.screen.text.contains("^S done") })
    terminal.type("\u{05}")
    #expect(terminal.waitUntil { $0.screen.text.contains("DRAFT") })
    terminal.type("\u{13}")
    #expect(terminal.waitUntil { $0.screen.text.contains("⏎ edit") })
    terminal.type("\u{13}")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == #"{"notes":"DRAFT"}"# + "\n")
    #expect(scripts.text("streams") == "terminal")
  }

  /// The shell is never asked to run a program that is not there, so its "not found" line
  /// appears nowhere; the notice names the command.
  @Test func anEditorThatIsNotThereIsSaidSoInQuiresWords() throws {
    let (terminal, before) = try PromptHarness.start(
      ["write", "--value", "kept"], waitingFor: "kept", extraEnvironment: ["EDITOR": "nonexistent-editor"])
    terminal.type("\u{05}")
    #expect(terminal.waitUntil { $0.screen.text.contains("No editor found") })
    #expect(terminal.screen.text.contains("(nonexistent-editor)"), "\(terminal.screen.text)")
    terminal.type("\u{13}")
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == "kept\n")
    let shellSaid = String(decoding: terminal.standardError, as: UTF8.self) + terminal.text
    #expect(!shellSaid.contains("not found"), "\(shellSaid.debugDescription)")
  }
}

import Quire
import QuireTestSupport
import Testing

/// Ctrl-E hands the text to `$VISUAL`/`$EDITOR` through the app's terminal hand-over and takes
/// it back as one undoable change; a failing or missing editor leaves the text and says so.
/// The editors are shell scripts.
@MainActor @Suite(.serialized) struct TextAreaEditorHandOffTests {
  /// A screen editing `text` whose area runs editors with `environment`.
  static func driver(_ text: String, environment: [String: String]) async -> AppDriver<String?> {
    var area = TextArea(text: text)
    area.environment = environment
    let screen = TextAreaScreen(title: "Note", textArea: area)
    return await AppDriver(size: TerminalSize(columns: 50, rows: 8)) { stack in try await stack.push(screen) }
  }

  @Test func theTextComesBackFromTheEditorAsOneUndoableChange() async throws {
    let scripts = try EditorScripts()
    let editor = try scripts.script(
      "editor", "cp \"$1\" '\(scripts.path("given"))'\nprintf 'milk\\nbread and butter\\n' > \"$1\"")
    let driver = await Self.driver("milk\nbread", environment: ["EDITOR": editor, "TMPDIR": scripts.folder])
    await driver.press(.control("e"))
    #expect(driver.terminal.suspensionCount == 1)
    #expect(scripts.text("given") == "milk\nbread", "the editor got the text")
    try await driver.expectScreen(
      """
       Cancel                Note                  Done
       ────────────────────────────────────────────────
       milk
       bread and butter|


       Text taken from the editor
       ^S done  esc cancel  ^Z undo  ^Y redo  ^E $EDITOR
      """, cursor: true)
    await driver.press(.control("z"))
    #expect(driver.lines[3] == " bread", "undone in one step")
    await driver.press(.control("y"), .control("s"))
    #expect(try await driver.result() == "milk\nbread and butter")
  }

  @Test func aFailingEditorLeavesTheTextAndSaysSo() async throws {
    let scripts = try EditorScripts()
    let editor = try scripts.script("editor", "printf 'lost' > \"$1\"; exit 1")
    let driver = await Self.driver("kept", environment: ["EDITOR": editor, "TMPDIR": scripts.folder])
    await driver.press(.control("e"))
    #expect(driver.lines[2] == " kept")
    #expect(driver.lines[6].hasPrefix(" The editor failed ('/"), "cut at the screen's edge")
    #expect(driver.lines[6].hasSuffix("…"))
    await driver.press(.control("z"))
    #expect(driver.lines[2] == " kept", "nothing to undo")
  }

  @Test func aMissingEditorLeavesTheTextAndSaysSo() async throws {
    let scripts = try EditorScripts()
    let driver = await Self.driver("kept", environment: ["PATH": scripts.folder, "TMPDIR": scripts.folder])
    await driver.press(.control("e"))
    #expect(driver.lines[2] == " kept")
    #expect(driver.lines[6] == " No editor found: set $VISUAL or $EDITOR")
    #expect(driver.terminal.suspensionCount == 0, "the terminal is not handed over for nothing")
  }

  @Test func anEditorCommandThatIsNotFoundNamesIt() async throws {
    let scripts = try EditorScripts()
    let driver = await Self.driver("kept", environment: ["EDITOR": "no-such-editor", "PATH": scripts.folder])
    await driver.press(.control("e"))
    #expect(driver.lines[6] == " No editor found: set $VISUAL or $EDITOR (no-such…")
  }

  @Test func visualIsPreferredAndAnAddedFinalLineBreakIsDropped() async throws {
    let scripts = try EditorScripts()
    let visual = try scripts.script("visual", "printf 'from visual\\n' > \"$1\"")
    let editor = try scripts.script("editor", "printf 'from editor' > \"$1\"")
    let driver = await Self.driver(
      "text", environment: ["VISUAL": visual, "EDITOR": editor, "TMPDIR": scripts.folder])
    await driver.press(.control("e"))
    await driver.press(.control("s"))
    #expect(try await driver.result() == "from visual")
  }
}

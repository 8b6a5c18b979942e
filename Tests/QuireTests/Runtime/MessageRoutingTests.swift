import Quire
import QuireTestSupport
import Testing

/// Messages are typed by the screen that receives them, so a task can only answer one of its
/// screen's own; what the compiler cannot see is whether a screen hands a component's
/// message on. These catch a message nobody takes: each screen holding a text area gets the
/// `$EDITOR` outcome to it, and the area takes only the outcome of the hand-off it asked for.
@MainActor @Suite(.serialized) struct MessageRoutingTests {
  @Test func theDocumentEditorHandsTheEditorsOutcomeToItsTextArea() async throws {
    let scripts = try EditorScripts()
    let editor = try scripts.script("editor", "printf 'milk\\nbread and butter\\n' > \"$1\"")
    let harness = try await DocumentEditorHarness(
      contents: Array("milk\nbread\n".utf8), autosave: nil,
      adjust: { $0.environment = ["EDITOR": editor, "TMPDIR": scripts.folder] })
    await harness.driver.press(.control("e"))
    #expect(harness.driver.terminal.suspensionCount == 1)
    #expect(await harness.waitForScreen("bread and butter"), "the editor's text is taken")
    #expect(harness.editor.textArea.text == "milk\nbread and butter\n")
    #expect(harness.onDiskText == "milk\nbread\n", "taken as an edit, not saved yet")
  }

  @Test func theTextScreenHandsTheEditorsOutcomeToItsTextArea() async throws {
    let scripts = try EditorScripts()
    let editor = try scripts.script("editor", "printf 'from the editor' > \"$1\"")
    var area = TextArea(text: "kept")
    area.environment = ["EDITOR": editor, "TMPDIR": scripts.folder]
    let screen = TextAreaScreen(title: "Note", textArea: area)
    let driver = await AppDriver(size: TerminalSize(columns: 50, rows: 8)) { stack in
      try await stack.push(screen)
    }
    await driver.press(.control("e"))
    #expect(await driver.waitForScreen(.showing("from the editor")) == nil)
  }

  @Test func aTextAreaTakesOnlyTheOutcomeOfTheHandOffItAskedFor() throws {
    let scripts = try EditorScripts()
    var harness = TextAreaHarness("kept|")
    harness.area.environment = ["EDITOR": try scripts.script("editor", "true")]
    let context = EventContext()
    harness.area.receive(.edited(.success(Array("stray".utf8))), context: context)
    #expect(harness.area.text == "kept", "nothing was asked for")
    harness.press(.control("e"))
    #expect(harness.area.editorRequest?.text == Array("kept".utf8))
    harness.area.receive(.edited(.success(Array("early".utf8))), context: context)
    #expect(harness.area.text == "kept", "the screen has not handed the terminal over yet")
    #expect(harness.area.takeEditorRequest() != nil)
    #expect(harness.area.takeEditorRequest() == nil, "a request is carried out once")
    harness.area.receive(.edited(.success(Array("edited".utf8))), context: context)
    #expect(harness.area.text == "edited")
    harness.area.receive(.edited(.success(Array("again".utf8))), context: context)
    #expect(harness.area.text == "edited", "one outcome per hand-off")
  }
}

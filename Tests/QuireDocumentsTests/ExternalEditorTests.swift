import QuireDocuments
import QuireTestSupport
import Testing

/// The `$EDITOR` hand-off of the documents layer: the editor chosen as git chooses it, run as
/// the shell runs it, on a private temporary file holding the exact bytes, which is removed
/// afterwards; failures are errors and leave nothing behind.
@Suite(.serialized) struct ExternalEditorTests {
  /// An environment whose `PATH` has the system's tools and the scripts' folder.
  func environment(_ scripts: EditorScripts, _ extra: [String: String]) -> [String: String] {
    var environment = ["PATH": "/usr/bin:/bin", "TMPDIR": scripts.folder]
    environment.merge(extra) { $1 }
    return environment
  }

  @Test func theEditorGetsTheExactBytesInAPrivateFileAndItsTextComesBack() throws {
    let scripts = try EditorScripts()
    let record = scripts.path("record")
    let editor = try scripts.script(
      "editor",
      """
      cp "$1" '\(record)'
      ls -l "$1" | cut -c1-10 > '\(record).mode'
      printf %s "$1" > '\(record).path'
      printf 'new\\r\\ntext' > "$1"
      """)
    let original: [UInt8] = Array("caf\u{E9}\r\nline two".utf8) + [0xFF, 0xC3] + Array("\n".utf8)
    let edited = try ExternalEditor(environment: environment(scripts, ["EDITOR": editor])).edit(original)
    #expect(edited == Array("new\r\ntext".utf8))
    #expect(scripts.bytes("record") == original, "the bytes written exactly, invalid UTF-8 included")
    #expect(scripts.text("record.mode") == "-rw-------", "readable by the user only")
    let path = try #require(scripts.text("record.path"))
    #expect(path.hasPrefix(scripts.folder + "/quire-"), "made in $TMPDIR")
    #expect(!EditorScripts.exists(path), "removed afterwards")
  }

  @Test func anEditorVariableMayHoldArgumentsAndQuoting() throws {
    let scripts = try EditorScripts()
    let record = scripts.path("arguments")
    let editor = try scripts.script(
      "editor", "for argument in \"$@\"; do printf '[%s]' \"$argument\"; done > '\(record)'")
    let command = "\(editor) --wait 'two words'"
    _ = try ExternalEditor(environment: environment(scripts, ["EDITOR": command])).edit([])
    let arguments = try #require(scripts.text("arguments"))
    #expect(arguments.hasPrefix("[--wait][two words][\(scripts.folder)/quire-"))
  }

  @Test func visualWinsOverEditor() throws {
    let scripts = try EditorScripts()
    let visual = try scripts.script("visual", "printf visual > \"$1\"")
    let editor = try scripts.script("editor", "printf editor > \"$1\"")
    let chosen = ExternalEditor(environment: environment(scripts, ["VISUAL": visual, "EDITOR": editor]))
    #expect(try chosen.edit([]) == Array("visual".utf8))
    let blankVisual = ExternalEditor(environment: environment(scripts, ["VISUAL": " ", "EDITOR": editor]))
    #expect(try blankVisual.edit([]) == Array("editor".utf8), "a blank $VISUAL counts as unset")
  }

  @Test(arguments: [["vi", "nano"], ["nano"]])
  func withoutVariablesViThenNanoIsFoundOnThePath(installed: [String]) throws {
    let scripts = try EditorScripts()
    for name in installed { try scripts.script(name, "printf \(name) > \"$1\"") }
    let editor = ExternalEditor(environment: ["PATH": scripts.folder, "TMPDIR": scripts.folder])
    #expect(try editor.edit([]) == Array(installed[0].utf8))
  }

  @Test func noEditorAtAllIsAnError() throws {
    let scripts = try EditorScripts()
    let editor = ExternalEditor(environment: ["PATH": scripts.folder])
    #expect(editor.command == nil)
    #expect(throws: ExternalEditorError.noEditor) { try editor.edit(Array("kept".utf8)) }
  }

  @Test func aMissingCommandIsNotFound() throws {
    let scripts = try EditorScripts()
    let missing = "'" + scripts.path("no-such-editor") + "'"
    let editor = ExternalEditor(environment: environment(scripts, ["EDITOR": missing]))
    #expect(throws: ExternalEditorError.notFound(command: missing)) { try editor.edit([]) }
  }

  @Test func aFailingEditorIsAnErrorAndLeavesNoFile() throws {
    let scripts = try EditorScripts()
    let editor = try scripts.script("editor", "printf %s \"$1\" > '\(scripts.path("path"))'; exit 3")
    let external = ExternalEditor(environment: environment(scripts, ["EDITOR": editor]))
    #expect(throws: ExternalEditorError.exited(command: editor, status: 3)) { try external.edit([]) }
    let path = try #require(scripts.text("path"))
    #expect(!EditorScripts.exists(path))
    #expect("\(ExternalEditorError.exited(command: "vi", status: 1))" == "vi exited with status 1")
  }

  @Test func aKilledEditorIsAnError() throws {
    let scripts = try EditorScripts()
    let editor = try scripts.script("editor", "kill -9 $$")
    let external = ExternalEditor(environment: environment(scripts, ["EDITOR": editor]))
    #expect(throws: ExternalEditorError.killed(command: editor, signal: 9)) { try external.edit([]) }
  }

  @Test(arguments: [
    ("no final break", "no final break\n", "no final break"),
    ("no final break", "no final break\r\n", "no final break"),
    ("", "typed\n", "typed"),
    ("a final break\n", "a final break\n", "a final break\n"),
    ("no final break", "two breaks\n\n", "two breaks\n"),
  ])
  func aFinalLineBreakTheEditorAddedIsDropped(original: String, saved: String, expected: String) throws {
    let scripts = try EditorScripts()
    try scripts.save(saved, as: "content")
    let editor = try scripts.script("editor", "cat '\(scripts.path("content"))' > \"$1\"")
    let external = ExternalEditor(environment: environment(scripts, ["EDITOR": editor]))
    #expect(try external.edit(Array(original.utf8)) == Array(expected.utf8))
  }

  @Test func anUnusableTemporaryFolderIsAnError() throws {
    let editor = ExternalEditor(environment: ["EDITOR": "true", "TMPDIR": "/nonexistent/folder"])
    #expect {
      try editor.edit([])
    } throws: { error in
      guard case .system(_, let path, let number) = error as? ExternalEditorError else { return false }
      return path == "/nonexistent/folder" && number == 2
    }
  }
}

/// A command whose program is plainly not there is found out before anything runs, so the
/// shell's own "not found" never reaches the screen; anything the shell might still run is
/// left to it.
@Suite struct ExternalEditorMissingProgramTests {
  @Test(arguments: [
    ("nonexistent-editor", true), ("nonexistent-editor --wait", true), ("'/no/such/editor' -f", true),
    ("\"/no/such/editor\"", true), ("s\\h", false), ("sh -c 'exit 0'", false), ("/bin/sh", false),
    ("true", false), ("exec nonexistent-editor", false), ("$HOME/bin/ed", false),
    ("~/bin/ed", false), ("EDITOR_MODE=1 ed", false), ("\"$EDITOR\"", false), ("cd /tmp && ed", false),
  ])
  func theProgramIsLookedUpWhereTheShellWouldLook(command: String, missing: Bool) {
    let editor = ExternalEditor(environment: ["EDITOR": command, "PATH": "/usr/bin:/bin"])
    #expect(editor.isMissing == missing, "\(command)")
  }

  @Test func aMissingProgramIsNotRun() throws {
    let scripts = try EditorScripts()
    let editor = ExternalEditor(environment: ["EDITOR": "nonexistent-editor", "PATH": scripts.folder])
    #expect(throws: ExternalEditorError.notFound(command: "nonexistent-editor")) { try editor.edit([]) }
  }
}

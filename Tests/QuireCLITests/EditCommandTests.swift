import Foundation
import Quire
import QuireTestSupport
import Testing

/// `quire edit FILE` end to end in a pseudo-terminal, as a person uses it.
@Suite(.serialized) struct EditCommandTests {
  @Test func aMissingFileIsCreatedAtTheFirstSave() throws {
    let harness = try EditHarness(name: "new.md", waitingFor: "New file")
    #expect(access(harness.path, F_OK) != 0, "not created when opened")
    harness.terminal.type("first words")
    harness.waitForScreen("first words")
    harness.terminal.press(.escape)
    harness.expectEnded(with: .exited(0))
    #expect(String(decoding: harness.onDisk, as: UTF8.self) == "first words")
    #expect(harness.errors.isEmpty)
  }

  /// BOM, CRLF, a lone CR, invalid UTF-8, no final line break: an edit on line 1 changes only
  /// that, and leaving unchanged writes nothing.
  @Test func theFileRoundTripsByteForByte() throws {
    let bytes: [UInt8] =
      [0xEF, 0xBB, 0xBF] + Array("one\r\ntwo ".utf8) + [0xFF, 0xC3, 0x28] + Array("\rthree".utf8)
    let harness = try EditHarness(contents: bytes, waitingFor: "three")
    harness.terminal.type("X")
    harness.waitForScreen("Xone")
    harness.terminal.press(.escape)
    harness.expectEnded(with: .exited(0))
    #expect(harness.onDisk == [0xEF, 0xBB, 0xBF] + Array("X".utf8) + bytes.dropFirst(3))

    let untouched = try EditHarness(contents: bytes, waitingFor: "three")
    let identity = try FileManager.default.attributesOfItem(atPath: untouched.path)[.systemFileNumber] as? Int
    untouched.terminal.press(.escape)
    untouched.expectEnded(with: .exited(0))
    #expect(untouched.onDisk == bytes)
    let after = try FileManager.default.attributesOfItem(atPath: untouched.path)[.systemFileNumber] as? Int
    #expect(identity == after, "not written again")
  }

  @Test func aSymbolicLinkStaysALinkAndItsTargetIsSaved() throws {
    let harness = try EditHarness(
      name: "link.md", waitingFor: "target text",
      prepare: { path in
        let target = (path as NSString).deletingLastPathComponent + "/target.md"
        try TemporaryFolder.writeFile(Array("target text\n".utf8), to: target, mode: 0o644)
        #expect(symlink("target.md", path) == 0)
      })
    harness.terminal.type("new ")
    harness.waitForScreen("new target")
    harness.terminal.press(.ctrl("s"))
    harness.waitForScreen("Saved ✓")
    harness.terminal.press(.escape)
    harness.expectEnded(with: .exited(0))
    let destination = try FileManager.default.destinationOfSymbolicLink(atPath: harness.path)
    #expect(destination == "target.md")
    #expect(
      String(decoding: TemporaryFolder.read(harness.folder.file("target.md")), as: UTF8.self)
        == "new target text\n")
  }

  @Test func aChangeOnDiskWhileOpenIsLoaded() throws {
    let harness = try EditHarness(contents: Array("mine\n".utf8), waitingFor: "mine")
    try TemporaryFolder.writeFile(Array("theirs\n".utf8), to: harness.path + ".new")
    #expect(rename(harness.path + ".new", harness.path) == 0)
    harness.waitForScreen("Reloaded: the file changed on disk")
    harness.waitForScreen("theirs")
    harness.terminal.type("and ")
    harness.waitForScreen("and theirs")
    harness.terminal.press(.escape)
    harness.expectEnded(with: .exited(0))
    #expect(String(decoding: harness.onDisk, as: UTF8.self) == "and theirs\n")
  }

  /// The question about a change on disk put off with Esc, asked again as the user leaves:
  /// Take theirs shows theirs and Ctrl-Z brings the user's text back, as the question says.
  @Test func takeTheirsAsTheUserLeavesKeepsTheirTextOneUndoAway() throws {
    let harness = try EditHarness(contents: Array("one\n".utf8), waitingFor: "one")
    harness.terminal.type("mine ")
    harness.waitForScreen("Edited •")
    try TemporaryFolder.writeFile(Array("theirs\n".utf8), to: harness.path + ".new")
    #expect(rename(harness.path + ".new", harness.path) == 0)
    harness.waitForScreen("Take theirs")
    harness.terminal.type("\u{1B}")
    #expect(harness.terminal.waitUntil { !$0.screen.text.contains("Take theirs") })
    harness.terminal.type("\u{1B}")
    harness.waitForScreen("Take theirs")
    harness.terminal.type("\u{1B}[C\r")
    harness.waitForScreen("Reloaded: the file changed on disk")
    harness.terminal.type("\u{1A}")
    harness.waitForScreen("mine one")
    harness.terminal.type("\u{1B}")
    harness.expectEnded(with: .exited(0))
    #expect(String(decoding: harness.onDisk, as: UTF8.self) == "mine one\n")
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func aSignalWithUnsavedEditsKeepsThemInARecoveryCopy(signal: Int32) throws {
    let harness = try EditHarness(contents: Array("saved\n".utf8), waitingFor: "saved")
    harness.terminal.type("unsaved ")
    harness.waitForScreen("Edited •")
    harness.terminal.send(signal: signal)
    #expect(harness.terminal.waitForExit() == .exited(128 + signal))
    if signal == SIGTERM {
      #expect(harness.terminal.attributes() == harness.before, "the terminal's settings are back")
    }
    #expect(String(decoding: harness.onDisk, as: UTF8.self) == "saved\n")
    let copies = harness.recoveryFiles
    #expect(copies.count == 1)
    let copy = try RecoveryStore(directory: harness.folder.file("state/quire/recovery")).read(
      copies.first ?? "")
    #expect(copy.text.string == "unsaved saved\n")
    #expect(harness.errors.contains(copies.first ?? "?"), "says where: \(harness.errors)")
    #expect(harness.errors.filter { $0 == "\n" }.count == 1)

    // Opened again, the copy is offered and restored.
    Self.expectRestoredWhenOpenedAgain(harness)
  }

  /// Opens the harness's file again: the recovery copy is offered, Return restores
  /// "unsaved saved", and leaving saves it.
  static func expectRestoredWhenOpenedAgain(
    _ harness: EditHarness, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard
      let again = try? PromptHarness.start(
        ["edit", harness.path], waitingFor: "Restore unsaved text?",
        size: TerminalSize(columns: 80, rows: 12),
        extraEnvironment: ["XDG_STATE_HOME": harness.folder.file("state")], sourceLocation: sourceLocation)
    else {
      Issue.record("quire edit did not offer the recovery copy", sourceLocation: sourceLocation)
      return
    }
    again.0.press(.enter)
    #expect(again.0.waitUntil { $0.screen.text.contains("unsaved saved") }, sourceLocation: sourceLocation)
    again.0.press(.escape)
    PromptHarness.expectEnded(again.0, with: .exited(0), before: again.1)
    #expect(
      String(decoding: harness.onDisk, as: UTF8.self) == "unsaved saved\n", sourceLocation: sourceLocation)
  }

  /// SIGKILL leaves no chance to write anything: the copy written within 5 s of the edit is
  /// what is left, and the next open offers it.
  @Test func afterSIGKILLTheCopyWrittenWhileEditingIsOffered() throws {
    let harness = try EditHarness(contents: Array("saved\n".utf8), waitingFor: "saved")
    harness.terminal.type("unsaved ")
    harness.waitForScreen("Edited •")
    #expect(
      harness.terminal.waitUntil(timeout: .seconds(20)) { _ in !harness.recoveryFiles.isEmpty },
      "a recovery copy appears within 5 s of the edit (20 s allowed on a loaded machine)")
    harness.terminal.send(signal: SIGKILL)
    #expect(harness.terminal.waitForExit() == .signaled(SIGKILL))
    #expect(String(decoding: harness.onDisk, as: UTF8.self) == "saved\n")
    Self.expectRestoredWhenOpenedAgain(harness)
  }

  /// 200 resizes in about a second, a key typed after each: the editor loses none of them.
  @Test func typingThroughTwoHundredResizesInASecondLosesNothing() throws {
    let harness = try EditHarness(contents: [], waitingFor: "Quit")
    var typed = ""
    for index in 0..<200 {
      harness.terminal.resize(to: TerminalSize(columns: 20 + index % 90, rows: 6 + index % 30))
      let character = Character(Unicode.Scalar(UInt8(97 + index % 26)))
      typed.append(character)
      harness.terminal.type(String(character))
      var pause = timespec(tv_sec: 0, tv_nsec: 5_000_000)  // 200 in about a second.
      nanosleep(&pause, nil)
    }
    harness.terminal.resize(to: TerminalSize(columns: 80, rows: 12))
    harness.waitForScreen("Edited •")
    harness.terminal.press(.ctrl("s"))
    harness.waitForScreen("Saved")
    harness.terminal.press(.escape)
    harness.expectEnded(with: .exited(0))
    #expect(String(decoding: harness.onDisk, as: UTF8.self) == typed)
  }

  @Test func controlCQuitsKeepingUnsavedTextInARecoveryCopy() throws {
    let harness = try EditHarness(contents: Array("saved\n".utf8), waitingFor: "saved")
    harness.terminal.type("unsaved ")
    harness.waitForScreen("Edited •")
    harness.terminal.press(.ctrl("c"))
    harness.expectEnded(with: .exited(130))
    #expect(String(decoding: harness.onDisk, as: UTF8.self) == "saved\n")
    let copies = harness.recoveryFiles
    #expect(copies.count == 1)
    #expect(harness.errors.contains("interrupted; the unsaved text is kept in \(copies.first ?? "?")"))
  }

  /// A file the user may write in a folder they may not (root's, mode 0755; as root the
  /// editor runs as `nobody`): written in place, as vim and nano do, its backup in the state
  /// folder, which a new user does not have yet.
  @Test func aWritableFileInAFolderTheUserCannotWriteIsSavedInPlace() throws {
    let user: UInt32? = geteuid() == 0 ? PromptHarness.unprivilegedUser : nil
    let harness = try EditHarness(
      contents: Array("saved\n".utf8), waitingFor: "saved", user: user,
      prepare: { path in
        let folder = (path as NSString).deletingLastPathComponent
        let state = folder + "/state"
        mkdir(state, 0o755)
        if let user {
          chown(path, user, user)
          chown(state, user, user)
          chmod(folder, 0o755)
        } else {
          chmod(folder, 0o555)
        }
      })
    defer { chmod(harness.folder.path, 0o755) }
    harness.terminal.type("more ")
    harness.waitForScreen("Edited •")
    harness.terminal.type("\u{13}")
    harness.waitForScreen("Saved ✓")
    #expect(!harness.terminal.screen.text.contains("Not saved"), "\(harness.terminal.screen.text)")
    harness.terminal.type("\u{1B}")
    harness.expectEnded(with: .exited(0))
    #expect(String(decoding: harness.onDisk, as: UTF8.self) == "more saved\n")
    let names = try FileManager.default.contentsOfDirectory(atPath: harness.folder.path).sorted()
    #expect(names == ["note.md", "state"], "nothing left beside the file")
  }

  @Test(arguments: ["folder", "missing/note.md", "fifo"])
  func whatCannotBeOpenedIsOneLineNamingTheFileAndTheTerminalIsUntouched(name: String) throws {
    let folder = TemporaryFolder(prefix: "quire-edit")
    let path = folder.file(name)
    if name == "folder" { mkdir(path, 0o755) }
    if name == "fifo" { mkfifo(path, 0o644) }
    let executable = try #require(BuiltProducts.executable(named: "quire"))
    let terminal = try PseudoTerminal(
      executable: executable, arguments: ["edit", path],
      environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin", "HOME": "/nonexistent"],
      size: TerminalSize(columns: 80, rows: 12), separateOutput: true)
    #expect(terminal.waitForExit() == .exited(3))
    let errors = String(decoding: terminal.standardError, as: UTF8.self)
    #expect(errors.hasPrefix("quire edit: "))
    #expect(errors.contains(path))
    #expect(errors.filter { $0 == "\n" }.count == 1)
    #expect(terminal.output.isEmpty, "nothing written to the terminal")
    #expect(terminal.attributes() == terminal.initialAttributes)
  }

  /// A file full of escape sequences: shown as visible stand-ins, none of its control bytes
  /// ever written to the terminal.
  @Test func escapeSequencesInTheFileNeverReachTheTerminal() throws {
    let hostile: [UInt8] =
      Array("title \u{1B}]0;EVIL-TITLE\u{07} end\n".utf8)
      + Array("clip \u{1B}]52;c;RVZJTA==\u{1B}\\ end\n".utf8)
      + Array("query \u{1B}[6n \u{1B}[c \u{1B}[>q \u{1B}[?1049l end\n".utf8)
      + Array("dcs \u{1B}P1$qm\u{1B}\\ end\n".utf8)
      + Array("c1 \u{9B}2J \u{9D}0;C1-TITLE\u{9C} end\n".utf8) + [0x9B, 0x33, 0x31, 0x6D, 0x0A]
      + Array("bidi \u{202E}desrever\u{202C} \u{2067}iso\u{2069} end\n".utf8)
      + Array("unterminated \u{1B}]0;NEVER-ENDS and more\n".utf8)
    let harness = try EditHarness(
      contents: hostile, waitingFor: "unterminated", size: TerminalSize(columns: 80, rows: 16))
    harness.waitForScreen("NEVER-ENDS")
    harness.terminal.press(.escape)
    harness.expectEnded(with: .exited(0))
    #expect(harness.onDisk == hostile, "left as it was")
    let output = harness.terminal.output
    let text = String(decoding: output, as: UTF8.self)
    for marker in ["\u{1B}]0;EVIL", "\u{1B}]52", "\u{1B}[6n", "\u{1B}[>q", "\u{1B}P1$q", "\u{1B}]0;NEVER"] {
      #expect(!text.contains(marker), "\(marker.debugDescription) reached the terminal")
    }
    #expect(!text.contains("\u{1B}]"), "no OSC at all")
    #expect(!text.contains("\u{1B}P"), "no DCS at all")
    for scalar: Unicode.Scalar in [
      "\u{9B}", "\u{9D}", "\u{9C}", "\u{202E}", "\u{202C}", "\u{2067}", "\u{2069}",
    ] {
      #expect(
        !text.unicodeScalars.contains(scalar), "U+\(String(scalar.value, radix: 16)) reached the terminal")
    }
    #expect(!output.contains(0x9B), "no raw C1 byte")
    #expect(!text.contains("EVIL-TITLE\u{07}"))
  }
}

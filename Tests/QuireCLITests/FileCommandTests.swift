import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `quire file` in a pseudo-terminal, as a person and a script use it: the chosen path alone
/// on standard output, the picker erased, the terminal as it was; Esc, Ctrl-C, no terminal,
/// `--directory`, `--extension`, a folder the user cannot read.
@Suite(.serialized) struct FileCommandTests {
  /// A folder (mode 0755) holding `docs/` (with `guide.md`), `notes.md`, `todo.txt`,
  /// `run.sh`, canonical.
  static func folder() throws -> (TemporaryFolder, String) {
    let temporary = TemporaryFolder(prefix: "quire-file")
    let folder = try #require(try? FolderPath.canonical(temporary.path).get())
    chmod(folder, 0o755)
    mkdir(folder + "/docs", 0o755)
    try TemporaryFolder.writeFile(Array("# Guide\n".utf8), to: folder + "/docs/guide.md", mode: 0o644)
    try TemporaryFolder.writeFile(
      Array("first line\n\u{1B}]0;owned\u{07}\n".utf8), to: folder + "/notes.md", mode: 0o644)
    try TemporaryFolder.writeFile(Array("buy milk\n".utf8), to: folder + "/todo.txt", mode: 0o644)
    try TemporaryFolder.writeFile(Array("#!/bin/sh\n".utf8), to: folder + "/run.sh", mode: 0o755)
    return (temporary, folder)
  }

  @Test func typingAndReturnPrintThePathAndThePickerIsErased() throws {
    let (temporary, folder) = try Self.folder()
    _ = temporary
    let (terminal, before) = try PromptHarness.start(["file", folder], waitingFor: "4 entries")
    #expect(terminal.screen.text.contains(" › docs/"))
    terminal.press(.down)
    try terminal.expectScreen(.showing("│ first line"))
    #expect(terminal.screen.text.contains("│ ^[]0;owned^G"), "the file's controls shown, not obeyed")
    terminal.type("todo")
    try terminal.expectScreen(.showing("1 of 4"))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == folder + "/todo.txt\n")
    #expect(!terminal.screen.text.contains("entries"), "erased: \(terminal.screen.text)")
  }

  @Test func aFolderIsEnteredAndAFileInsideChosen() throws {
    let (temporary, folder) = try Self.folder()
    _ = temporary
    let (terminal, before) = try PromptHarness.start(["file", folder], waitingFor: " › docs/")
    terminal.press(.right)
    try terminal.expectScreen(.showing(" › guide.md"))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == folder + "/docs/guide.md\n")
  }

  @Test func escapeCancelsWithStatusOne() throws {
    let (temporary, folder) = try Self.folder()
    _ = temporary
    let (terminal, before) = try PromptHarness.start(["file", folder], waitingFor: " › docs/")
    terminal.press(.escape)
    PromptHarness.expectEnded(terminal, with: .exited(1), before: before)
    #expect(terminal.standardOutput.isEmpty)
  }

  @Test func controlCExits130() throws {
    let (temporary, folder) = try Self.folder()
    _ = temporary
    let (terminal, before) = try PromptHarness.start(["file", folder], waitingFor: " › docs/")
    terminal.press(.ctrl("c"))
    PromptHarness.expectEnded(terminal, with: .exited(130), before: before)
    #expect(terminal.standardOutput.isEmpty)
  }

  @Test func directoryChoosesTheFolderUnderTheCursor() throws {
    let (temporary, folder) = try Self.folder()
    _ = temporary
    let (terminal, before) = try PromptHarness.start(["file", "--directory", folder], waitingFor: "1 entry")
    #expect(!terminal.screen.text.contains("notes.md"), "only folders")
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == folder + "/docs\n")
  }

  @Test func extensionOffersOnlyThoseFiles() throws {
    let (temporary, folder) = try Self.folder()
    _ = temporary
    let (terminal, before) = try PromptHarness.start(
      ["file", "--extension", "md,txt", folder], waitingFor: "3 entries")
    #expect(!terminal.screen.text.contains("run.sh"))
    terminal.press(.end, .enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(PromptHarness.output(terminal) == folder + "/todo.txt\n")
  }

  @Test func withNoTerminalTheEntriesAreNumberedAndTheAnswerIsANumber() throws {
    let (temporary, folder) = try Self.folder()
    _ = temporary
    let executable = try #require(BuiltProducts.executable(named: "quire"), "the quire executable is built")
    let run = try DetachedProcess.run(
      executable: executable, arguments: ["file", folder],
      environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"],
      standardInput: Array("1\n1\n".utf8))
    #expect(run.status == .exited(0))
    #expect(String(decoding: run.standardOutput, as: UTF8.self) == folder + "/docs/guide.md\n")
    let errors = String(decoding: run.standardError, as: UTF8.self)
    #expect(
      errors.hasPrefix(
        """
        Folder: \(folder)
        Answer with a number from 1 to 4 (a folder's opens it), 0 to go up, or a name.
          1. docs/
          2. notes.md
          3. run.sh
          4. todo.txt
        > 
        """))
    #expect(errors.contains("Folder: \(folder)/docs\n"))
  }

  @Test func theEndOfInputWithoutAnAnswerIsStatusOne() throws {
    let (temporary, folder) = try Self.folder()
    _ = temporary
    let executable = try #require(BuiltProducts.executable(named: "quire"), "the quire executable is built")
    let run = try DetachedProcess.run(
      executable: executable, arguments: ["file", "--accessible", folder],
      environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"], standardInput: Array("9\n".utf8))
    #expect(run.status == .exited(1))
    #expect(String(decoding: run.standardError, as: UTF8.self).contains("There is no entry 9."))
  }

  @Test(arguments: [
    (
      ["file", "/nonexistent/folder"],
      "quire file: cannot open the folder '/nonexistent/folder': no such file or folder\n"
    ),
    (["file", "--directory", "--file"], "quire file: --directory and --file exclude each other; give one\n"),
    (
      ["file", "--directory", "--extension", "md"],
      "quire file: --extension offers files, so it cannot go with --directory\n"
    ),
  ])
  func badArgumentsExitWithStatusTwoAndOneLine(arguments: [String], line: String) throws {
    let executable = try #require(BuiltProducts.executable(named: "quire"), "the quire executable is built")
    let run = try DetachedProcess.run(
      executable: executable, arguments: arguments,
      environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"])
    #expect(run.status == .exited(2))
    #expect(run.standardOutput.isEmpty)
    #expect(String(decoding: run.standardError, as: UTF8.self) == line)
  }

  @Test func aFileIsPassedAsDirSaysSo() throws {
    let (temporary, folder) = try Self.folder()
    _ = temporary
    let executable = try #require(BuiltProducts.executable(named: "quire"), "the quire executable is built")
    let run = try DetachedProcess.run(
      executable: executable, arguments: ["file", folder + "/todo.txt"],
      environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"])
    #expect(run.status == .exited(2))
    #expect(
      String(decoding: run.standardError, as: UTF8.self)
        == "quire file: '\(folder)/todo.txt' is a file, not a folder\n")
  }

  /// A folder and a file the user may not read (root's, 0700 and 0600; as root the picker
  /// runs as `nobody`): the file's preview says unreadable, and the folder, entered, says why
  /// and the picker stays.
  @Test func aFolderTheUserCannotReadSaysSoAndThePickerStays() throws {
    guard geteuid() == 0 else { return }
    let (temporary, folder) = try Self.folder()
    _ = temporary
    mkdir(folder + "/locked", 0o700)
    chmod(folder + "/todo.txt", 0o600)
    let (terminal, before) = try PromptHarness.start(
      ["file", folder], waitingFor: " › docs/", user: PromptHarness.unprivilegedUser)
    terminal.press(.down)
    try terminal.expectScreen(.showing(" › locked/"))
    try terminal.expectScreen(.showing("│ unreadable: permission denied"))
    terminal.press(.right)
    try terminal.expectScreen(.showing("cannot read the folder \(folder)/locked: permission denied"))
    #expect(terminal.screen.text.contains(" › locked/"), "it stays where it was")
    terminal.press(.end)
    try terminal.expectScreen(.showing("│ unreadable: permission denied"))
    terminal.press(.escape)
    PromptHarness.expectEnded(terminal, with: .exited(1), before: before)
  }

  @Test func aNameThatIsNotUTF8IsShownAsHexAndPrintedAsItsBytes() throws {
    let (temporary, folder) = try Self.folder()
    _ = temporary
    let name: [UInt8] = Array("caf".utf8) + [0xE9]
    let path = Array(folder.utf8) + [0x2F] + name
    close(open((path + [0]).map { CChar(bitPattern: $0) }, O_CREAT | O_WRONLY, 0o644))
    let (terminal, before) = try PromptHarness.start(["file", folder], waitingFor: "5 entries")
    #expect(terminal.screen.text.contains("   caf\\xE9"))
    terminal.type("caf")
    try terminal.expectScreen(.showing(" › caf\\xE9"))
    terminal.press(.enter)
    PromptHarness.expectEnded(terminal, with: .exited(0), before: before)
    #expect(terminal.standardOutput == path + [0x0A])
  }
}

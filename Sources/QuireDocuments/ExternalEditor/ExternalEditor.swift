/// Hands a text to the user's editor and takes it back, as `git commit` does: the bytes go to a
/// private temporary file (mode 0600, in `$TMPDIR` or `/tmp`), the editor runs on it as the
/// shell would run it, and once it exits with status 0 the file's bytes come back and the file
/// is removed. The caller hands the terminal over meanwhile.
///
/// The editor is `$VISUAL`, else `$EDITOR`, else `vi`, else `nano` found on the `PATH`, all
/// read from the `environment` given (never from the process's own). A variable may hold
/// arguments and quoting (`code --wait`): it is run by `/bin/sh -c '<editor> "$@"'` with the
/// file's path as a separate argument, so the path is never parsed by the shell.
public struct ExternalEditor: Hashable, Sendable {
  /// The environment the editor is chosen from and run with.
  public var environment: [String: String]
  /// The end of the temporary file's name, so the editor knows the kind of text (`.md`).
  public var fileSuffix: String

  public init(environment: [String: String], fileSuffix: String = ".txt") {
    self.environment = environment
    self.fileSuffix = fileSuffix
  }

  /// The command that will edit: `$VISUAL` or `$EDITOR` as written (shell words), or the path
  /// of `vi` or `nano` on the `PATH`; `nil` when there is none.
  public var command: String? {
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment[name], value.contains(where: { !$0.isWhitespace }) { return value }
    }
    return ["vi", "nano"].lazy.compactMap { self.executable(named: $0) }.first.map(Self.quoted)
  }

  /// Lets the user edit `bytes` and returns what the editor saved. A line break the editor
  /// added at the end of a text that had none is dropped (vi and nano end every file with one).
  /// Blocks until the editor exits; run it with the terminal handed over, and give that
  /// terminal's descriptor as `terminal`: the editor's standard input and output are then the
  /// terminal, whatever this process's are (without one, the editor inherits them).
  ///
  /// - Throws: `ExternalEditorError`: no editor, one that cannot be found or run, one that
  ///   exits with a status other than 0 or is killed, or a temporary file that cannot be made,
  ///   written or read. The temporary file is removed in every case. A command whose program
  ///   is plainly not there (`isMissing`) is not run at all, so the shell's own complaint
  ///   never reaches the screen.
  public func edit(_ bytes: [UInt8], terminal: Int32? = nil) throws(ExternalEditorError) -> [UInt8] {
    guard let command else { throw .noEditor }
    if isMissing { throw .notFound(command: command) }
    return try EditorScratchFile.with(
      in: temporaryDirectory, prefix: "quire-", suffix: fileSuffix, contents: bytes
    ) { file throws(ExternalEditorError) -> [UInt8] in
      let status = try ChildProgram.run(
        shellCommand: command + " \"$@\"", name: command, arguments: [file.path], environment: environment,
        terminal: terminal)
      switch status {
      case .exited(0): break
      case .exited(126), .exited(127): throw .notFound(command: command)
      // The shell's way of saying a signal ended the command it ran.
      case .exited(let code) where code > 128: throw .killed(command: command, signal: code - 128)
      case .exited(let code): throw .exited(command: command, status: code)
      case .signaled(let signal): throw .killed(command: command, signal: signal)
      }
      return Self.droppingAddedLineBreak(try file.contents(), original: bytes)
    }
  }

  /// The folder for the temporary file: `$TMPDIR` when it is an absolute path, else `/tmp`.
  var temporaryDirectory: String {
    if let directory = environment["TMPDIR"], directory.hasPrefix("/") { return directory }
    return "/tmp"
  }

  /// The path of the executable `name` in the folders of `$PATH` (`/usr/bin:/bin` without one).
  func executable(named name: String) -> String? {
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":", omittingEmptySubsequences: true) where folder.hasPrefix("/") {
      let candidate = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      if ChildProgram.isExecutable(String(candidate)) { return String(candidate) }
    }
    return nil
  }

  /// `text` quoted for the shell: in single quotes, each single quote written `'\''`.
  static func quoted(_ text: String) -> String {
    "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
  }

  /// `edited` without the one line break at its end that `original`, which had none there,
  /// did not have.
  static func droppingAddedLineBreak(_ edited: [UInt8], original: [UInt8]) -> [UInt8] {
    if let last = original.last, last == 0x0A || last == 0x0D { return edited }
    if edited.count >= 2, edited[edited.count - 2] == 0x0D, edited[edited.count - 1] == 0x0A {
      return Array(edited.dropLast(2))
    }
    if let last = edited.last, last == 0x0A || last == 0x0D { return Array(edited.dropLast()) }
    return edited
  }
}

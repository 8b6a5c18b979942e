import Quire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The handler of `quire edit FILE`: a `DocumentEditor` on the full screen.
///
/// The file is opened before the terminal is taken, so a refusal (a folder, a FIFO, a file
/// too large) is one line on standard error and the terminal is never touched. It exits 0
/// when the text was saved or nothing needed saving, 3 when the file could not be opened or
/// saved (the line says where the text was kept), 130 after Ctrl-C, and 128 + the signal
/// after SIGTERM or SIGHUP; unsaved text is kept in a recovery copy whenever it ends without
/// saving.
struct EditCommand: CommandHandler {
  /// What `quire edit` starts error lines with.
  static let name = "quire edit"

  /// The file as given.
  var path: String
  /// The pause after the last key that saves.
  var autosaveDelay: Duration

  init(path: String, autosaveDelay: Duration = .seconds(2)) {
    self.path = path
    self.autosaveDelay = autosaveDelay
  }

  init(_ arguments: ParsedArguments) {
    self.init(
      path: arguments.texts(ArgumentSpec.file).first ?? "",
      autosaveDelay: arguments.seconds(.autosave) ?? .seconds(2))
  }

  func run(_ context: CommandContext) async -> ExitStatus {
    let environment = context.environment
    var options = DocumentEditorOptions(environment: environment)
    options.autosaveDelay = autosaveDelay
    let file: DocumentFile
    do throws(DocumentError) {
      file = try DocumentFile.open(path, recovery: options.recovery)
    } catch {
      return Self.fail("\(error)")
    }
    let capabilities = TerminalCapabilities.detect(environment: environment, isTerminal: true)
    guard capabilities.isUsable else {
      return Self.fail("\(path): TERM=dumb cannot show the editor's full screen")
    }
    return await edit(file, options: options, capabilities: capabilities, environment: environment)
  }

  /// Edits `file` on the full screen and says how it ended.
  @MainActor
  private func edit(
    _ file: DocumentFile, options: DocumentEditorOptions, capabilities: TerminalCapabilities,
    environment: [String: String]
  ) async -> ExitStatus {
    let editor = DocumentEditor(file: file, backTitle: "Quit", options: options)
    let result: DocumentEditorResult?
    do {
      result = try await withTerminalScreen(mode: .fullScreen, capabilities: capabilities) { terminal in
        terminal.session.defersTermination = true
        let app = App(terminal: terminal, animations: environment["QUIRE_ANIMATIONS"] != "0")
        return try await app.run { stack in try await stack.push(editor) }
      }
    } catch AppError.interrupted {
      Self.reportUnsaved(editor, why: "interrupted")
      return .interrupted
    } catch AppError.terminated(let signal) {
      Self.reportUnsaved(editor, why: "asked to end (signal \(signal))")
      return ExitStatus(code: 128 + signal)
    } catch {
      Self.reportUnsaved(editor, why: "\(error)", always: true)
      return .failure
    }
    switch result {
    case .saved, .unchanged, nil:
      return .accepted
    case .failed(let failure):
      return Self.fail("\(failure)")
    }
  }

  /// Says on standard error that the editor ended early, and where its unsaved text is.
  @MainActor
  private static func reportUnsaved(_ editor: DocumentEditor, why: String, always: Bool = false) {
    if editor.hasUnsavedEdits {
      let kept =
        editor.recoveryPath.map { "the unsaved text is kept in \($0)" } ?? "the unsaved text was lost"
      StandardError.write("\(name): \(editor.path): \(why); \(kept)\n")
    } else if always {
      StandardError.write("\(name): \(editor.path): \(why)\n")
    }
  }

  /// Writes `message` as one line on standard error and returns the failure status.
  private static func fail(_ message: String) -> ExitStatus {
    StandardError.write("\(name): \(message)\n")
    return .failure
  }
}

extension ArgumentSpec {
  /// `quire edit FILE`.
  static let file = ArgumentSpec("FILE", .file, help: "the file to edit, created at its first save")
}

import Quire

/// The handler of `quire list FILE`: a `ListEditorScreen` on the lines of FILE, full screen,
/// saved after idle pauses and when the person leaves.
struct ListCommand: CommandHandler {
  /// What `quire list` starts error lines with.
  static let name = "quire list"

  var path: String

  init(path: String) {
    self.path = path
  }

  init(_ arguments: ParsedArguments) {
    path = arguments.texts(.listFile).first ?? ""
  }

  func run(_ context: CommandContext) async -> ExitStatus {
    await Self.run(path: path, environment: context.environment)
  }

  /// Opens the file (refusing in one line what cannot be a list), runs the list until it is
  /// left, then saves; a failed save keeps the list in a recovery copy and says where.
  @MainActor
  static func run(path: String, environment: [String: String]) async -> ExitStatus {
    let file: ListFile
    do {
      file = try await ListFile.open(path)
    } catch {
      StandardError.write("\(name): \(error)\n")
      return .failure
    }
    let saver = ListSaver(file: file)
    let title = path.split(separator: "/").last.map(String.init) ?? path
    var interrupted = false
    let ending = await FullScreenApp.run(command: name, environment: environment) { app in
      let screen = ListEditorScreen(title: title, items: file.items) { items in saver.changed(items) }
      do {
        if let items = try await app.run({ stack in try await stack.push(screen) }) { saver.latest = items }
      } catch AppError.interrupted {
        saver.latest = screen.items
        interrupted = true
      } catch AppError.terminated(let signal) {
        // Asked to end: the list is saved (or kept) before the process ends by the signal.
        saver.latest = screen.items
        if let error = await saver.saveNow() {
          StandardError.write(
            "\(name): \(error); \(keep(saver.latest, of: saver.file, environment: environment))\n")
        }
        throw AppError.terminated(signal: signal)
      }
      return .accepted
    }
    guard ending == .accepted else { return ending }
    if let error = await saver.saveNow() {
      StandardError.write(
        "\(name): \(error); \(keep(saver.latest, of: saver.file, environment: environment))\n")
      return .failure
    }
    return interrupted ? .interrupted : .accepted
  }

  /// Keeps `items` in a recovery copy for `file`; says where, or that it could not.
  static func keep(_ items: [String], of file: ListFile, environment: [String: String]) -> String {
    let store = RecoveryStore(paths: XDGPaths(environment: environment))
    do {
      let info = try store.write(
        TextStorage(bytes: file.bytes(for: items)), format: .newFile, for: file.path)
      return "the list is kept in \(info.recoveryPath); quire edit \(file.path) offers it"
    } catch {
      return "the list could not be kept either: \(error)"
    }
  }
}

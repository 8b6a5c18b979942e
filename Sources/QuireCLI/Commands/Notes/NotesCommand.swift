import Quire

/// The handler of `quire notes [DIR]` and of `quire` alone: the notes app (`NotesApp`) on
/// the folder, full screen.
struct NotesCommand: CommandHandler {
  /// What `quire notes` starts error lines with.
  static let name = "quire notes"

  /// The folder given; the default notes folder when `nil`.
  var folder: String?
  /// The query of `--search`: print the matching notes instead of showing the app.
  var search: String?
  /// `--today`: the app starts on today's note, made when missing.
  var today = false
  /// `--git-init` or `--sync`: the folder made a git work tree, or synced, without a screen.
  var git: NotesGit.Action?

  init(folder: String? = nil, search: String? = nil, today: Bool = false, git: NotesGit.Action? = nil) {
    self.folder = folder
    self.search = search
    self.today = today
    self.git = git
  }

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let given = [OptionSpec.search, .today, .gitInit, .sync].filter(arguments.isSet)
    if given.count > 1 {
      let names = given.map { "--" + $0.long }
      throw UsageError(
        Self.name,
        "\(names.dropLast().joined(separator: ", ")) and \(names.last ?? "") exclude each other; give one")
    }
    folder = arguments.texts(.notesFolder).first
    search = arguments.text(.search)
    today = arguments.isSet(.today)
    git = arguments.isSet(.gitInit) ? .initialize : arguments.isSet(.sync) ? .sync : nil
  }

  func run(_ context: CommandContext) async -> ExitStatus {
    if let search {
      return await NotesSearch.run(query: search, folder: folder, environment: context.environment)
    }
    if let git {
      return await NotesGit.run(git, folder: folder, environment: context.environment)
    }
    return await Self.run(folder: folder, today: today, environment: context.environment)
  }

  /// Creates the folder when missing (refusing, in one line, one that cannot be), then runs
  /// the app until it is left; with `today`, on today's note.
  @MainActor
  static func run(folder: String?, today: Bool = false, environment: [String: String]) async -> ExitStatus {
    var notes = NotesApp(folder: folder, environment: environment)
    notes.opensToday = today
    do throws(FolderError) {
      try notes.createFolder()
      try notes.folder.checkListable()
    } catch {
      StandardError.write("\(name): \(error)\n")
      return .failure
    }
    return await FullScreenApp.run(command: name, environment: environment) { app in
      try await notes.run(in: app)
      return .accepted
    }
  }
}

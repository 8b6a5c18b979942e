import Quire

/// The handler of `quire file`: a file picker on a folder, inline or in plain lines, the
/// chosen path printed on standard output.
struct FileCommand: CommandHandler {
  /// What `quire file` starts error lines with.
  static let name = "quire file"
  static var answeringName: String? { name }

  /// The folder to start in, as given.
  var folder: String = "."
  var choice: FilePickerChoice = .any
  var extensions: [String] = []
  var height: Int = 10
  var timeout: Duration? = nil
  /// Whether `--accessible` asks in plain lines.
  var isAccessible: Bool = false
}

extension FileCommand {
  init(_ arguments: ParsedArguments) throws(UsageError) {
    if arguments.isSet(.chooseFolder), arguments.isSet(.chooseFile) {
      throw UsageError(Self.name, "--directory and --file exclude each other; give one")
    }
    let extensions = (arguments.text(.extensions) ?? "").split(separator: ",").map {
      String($0.drop { $0 == " " || $0 == "." })
    }.filter { !$0.isEmpty }
    if arguments.isSet(.extensions), extensions.isEmpty {
      throw UsageError(Self.name, "--extension needs at least one extension, such as md,txt")
    }
    if arguments.isSet(.chooseFolder), !extensions.isEmpty {
      throw UsageError(Self.name, "--extension offers files, so it cannot go with --directory")
    }
    self.init(
      folder: arguments.texts(.startFolder).first ?? ".",
      choice: arguments.isSet(.chooseFolder) ? .folders : arguments.isSet(.chooseFile) ? .files : .any,
      extensions: extensions, height: arguments.integer(.height) ?? 10, timeout: arguments.seconds(.timeout),
      isAccessible: arguments.isSet(.accessible))
  }

  @MainActor
  func run(_ context: CommandContext) async -> ExitStatus {
    let start = ContinuousClock.now
    let path: String
    switch FolderPath.canonical(folder) {
    case .success(let canonical):
      path = canonical
    case .failure(let error):
      StandardError.write("\(Self.name): \(Self.describe(error, given: folder))\n")
      return .usage
    }
    let picker = FilePicker(folder: path, choice: choice, extensions: extensions)
    let height = self.height
    let outcome = await PromptMode.ask(accessible: isAccessible, environment: context.environment) {
      var prompt = PlainPrompt.standard(command: Self.name, timeout: timeout, startedAt: start)
      return prompt.askFile(picker)
    } inline: {
      await InlinePrompt.ask(environment: context.environment, timeout: timeout, startedAt: start) {
        FilePickerPrompt(picker: picker, maximumRows: height)
      }
    }
    return outcome.finish(command: Self.name)
  }

  /// What is wrong with the folder given, in one line naming it.
  static func describe(_ error: FolderError, given: String) -> String {
    let shown = UsageError.quoted(given)
    switch error {
    case .notAFolder(_, let kind): return "\(shown) is \(kind), not a folder"
    case .cannotList(_, let reason): return "cannot open the folder \(shown): \(reason)"
    default: return "\(shown): \(error)"
    }
  }
}

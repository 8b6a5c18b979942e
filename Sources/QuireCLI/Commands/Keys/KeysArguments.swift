/// The handler of `quire keys`: its typed arguments, run by `KeysCommand`.
struct KeysArguments: CommandHandler {
  /// Whether to draw on the alternate screen instead of a line log.
  var fullScreen = false

  init(fullScreen: Bool = false) {
    self.fullScreen = fullScreen
  }

  init(_ arguments: ParsedArguments) {
    fullScreen = arguments.isSet(.fullScreen)
  }

  func run(_ context: CommandContext) async -> ExitStatus {
    ExitStatus(code: await KeysCommand.run(fullScreen: fullScreen, environment: context.environment))
  }
}

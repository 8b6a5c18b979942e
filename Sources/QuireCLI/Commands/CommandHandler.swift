/// A command's handler: the typed arguments of one row of the command table, read from what
/// the parser found, and what running it does.
///
/// Adding a command is a row (a `CommandSpec` in `CommandTable.program.commands`) and a
/// handler: a value type conforming to this protocol, named by the row's `handler`.
protocol CommandHandler: Sendable, Equatable {
  /// Reads the parsed arguments. Throws for what only the command can judge, such as two
  /// options that exclude each other; the parser has checked every value already.
  init(_ arguments: ParsedArguments) throws(UsageError)

  /// Runs the command and returns how it ended. Errors are reported on standard error here,
  /// as one line naming what failed.
  func run(_ context: CommandContext) async -> ExitStatus

  /// For a command whose answer is printed on standard output, the name its error lines
  /// start with (`quire input`); `nil` for the others. Such a command refuses to ask when
  /// standard output is closed, since the answer would have nowhere to go.
  static var answeringName: String? { get }
}

extension CommandHandler {
  static var answeringName: String? { nil }
}

extension CommandHandler {
  /// Whether `other` is a handler of the same type with the same arguments.
  func isEqual(to other: any CommandHandler) -> Bool {
    (other as? Self) == self
  }
}

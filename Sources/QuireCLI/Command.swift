/// What the command line asked for: the result of parsing the arguments.
enum Command: Equatable, Sendable {
  /// `quire --help` (and `quire` alone, until the notes app exists).
  case help
  /// `quire --version`.
  case version
  /// `quire keys`: show each decoded event, inline or on the full-screen surface.
  case keys(fullScreen: Bool)
  /// `quire keys --help`.
  case keysHelp
}

/// An argument the command line cannot use; the description is the one line shown.
struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  var description: String
}

extension Command {
  /// Parses the arguments after the program name. A pure function of `arguments`.
  static func parse(_ arguments: [String]) -> Result<Command, UsageError> {
    guard let first = arguments.first else { return .success(.help) }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--help", "-h", "help":
      return rest.isEmpty ? .success(.help) : .failure(unexpected(rest[0], after: "--help"))
    case "--version":
      return rest.isEmpty ? .success(.version) : .failure(unexpected(rest[0], after: "--version"))
    case "keys":
      if rest.isEmpty { return .success(.keys(fullScreen: false)) }
      if rest == ["--full-screen"] { return .success(.keys(fullScreen: true)) }
      if rest == ["--help"] || rest == ["-h"] { return .success(.keysHelp) }
      return .failure(unexpected(rest[0], after: "keys"))
    default:
      if first.hasPrefix("-") {
        return .failure(UsageError(description: "quire: unknown option '\(first)'; see quire --help"))
      }
      return .failure(UsageError(description: "quire: unknown command '\(first)'; see quire --help"))
    }
  }

  private static func unexpected(_ argument: String, after command: String) -> UsageError {
    UsageError(description: "quire: unexpected argument '\(argument)' after \(command); see quire --help")
  }
}

/// Why an app ended without its screens finishing: thrown by `NavigationStack.push` and
/// `App.run`.
public enum AppError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The user pressed Ctrl-C (or a screen asked to quit): exit 130 in a command.
  case interrupted
  /// The time allowed ran out (`App.run(timeout:)`): exit 124 in a command.
  case timedOut
  /// The terminal went away (hang-up, end of input).
  case terminalClosed

  public var description: String {
    switch self {
    case .interrupted: return "interrupted"
    case .timedOut: return "timed out"
    case .terminalClosed: return "the terminal went away"
    }
  }
}

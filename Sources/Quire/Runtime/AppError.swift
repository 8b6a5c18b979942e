/// Why an app ended without its screens finishing: thrown by `NavigationStack.push` and
/// `App.run`.
public enum AppError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The user pressed Ctrl-C (or a screen asked to quit): exit 130 in a command.
  case interrupted
  /// The time allowed ran out (`App.run(timeout:)`): exit 124 in a command.
  case timedOut
  /// The terminal went away (hang-up, end of input).
  case terminalClosed
  /// The process was asked to end by `signal` (SIGTERM, SIGHUP) while the terminal session
  /// deferred termination: a command ends by that signal once the terminal is given back.
  case terminated(signal: Int32)

  /// What ended the app, in a few words (`timed out`).
  public var description: String {
    switch self {
    case .interrupted: return "interrupted"
    case .timedOut: return "timed out"
    case .terminalClosed: return "the terminal went away"
    case .terminated(let signal): return "asked to end (signal \(signal))"
    }
  }
}

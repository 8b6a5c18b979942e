/// Why the terminal could not be opened, read or written.
///
/// The description is the one line the user sees.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// There is no controlling terminal to draw on (`/dev/tty` cannot be opened), or it is not
  /// a terminal.
  case noTerminal(errorNumber: Int32)
  /// A system call on the terminal failed.
  case systemCall(String, errorNumber: Int32)
  /// Another session has the terminal; only one is open at a time.
  case alreadyOpen
  /// The terminal went away (end of input, hang-up) while reading from it.
  case closed

  public var description: String {
    switch self {
    case .noTerminal(let errorNumber):
      return "no terminal to draw on: cannot open /dev/tty (\(SystemError.message(errorNumber)))"
    case .systemCall(let name, let errorNumber):
      return "terminal error: \(name) failed (\(SystemError.message(errorNumber)))"
    case .alreadyOpen:
      return "the terminal is already taken by another session"
    case .closed:
      return "the terminal was closed"
    }
  }
}

/// Why a text could not be edited in an external editor: the text is then left as it was. Each
/// description is the one line the user sees.
public enum ExternalEditorError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Neither `$VISUAL` nor `$EDITOR` is set, and neither `vi` nor `nano` is on the `PATH`.
  case noEditor
  /// The shell could not find or run the command (exit status 127 or 126).
  case notFound(command: String)
  /// The editor exited with a status other than 0 (as `:cq` in vi does, to abandon an edit).
  case exited(command: String, status: Int32)
  /// A signal ended the editor (or the shell reported one: an exit status of 128 + the signal).
  case killed(command: String, signal: Int32)
  /// The temporary file could not be made, written, read or removed, or the shell could not be
  /// started: the operation, the path, and the system's error number.
  case system(operation: String, path: String, errno: Int32)

  public var description: String {
    switch self {
    case .noEditor: return "no editor: set $VISUAL or $EDITOR"
    case .notFound(let command): return "\(command): command not found"
    case .exited(let command, let status): return "\(command) exited with status \(status)"
    case .killed(let command, let signal): return "\(command) was ended by signal \(signal)"
    case .system(let operation, let path, let errno):
      return "cannot \(operation) \(path): \(SystemMessage.text(for: errno))"
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a history could not be used. The description is the one line a user sees, naming the
/// history's file (or the name at fault); a caller shows it once and goes on without the
/// history (see `BestEffortHistory`).
public enum HistoryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name cannot name a file in the history folder: empty, a path, a leading dot, a
  /// NUL or control character, or too long.
  case invalidName(String, reason: String)
  /// The history file or its folder is a symbolic link, which a history never follows.
  case symbolicLink(path: String)
  /// The history file or its folder is something else than a file or a folder.
  case notAFile(path: String)
  /// A system call failed on `path`; `action` says what was being done ("read", "write to").
  case system(action: String, path: String, errorNumber: Int32)

  public var description: String {
    switch self {
    case .invalidName(let name, let reason):
      return "history name \(Self.quoted(name)) is not allowed: \(reason)"
    case .symbolicLink(let path):
      return "history \(path) is a symbolic link; Quire does not follow it"
    case .notAFile(let path):
      return "history \(path) is not a regular file or folder"
    case .system(let action, let path, let errorNumber):
      return "cannot \(action) history \(path): \(Self.message(errorNumber))"
    }
  }

  /// The C library's message for `errorNumber`, such as "No space left on device".
  static func message(_ errorNumber: Int32) -> String {
    guard let text = strerror(errorNumber) else { return "error \(errorNumber)" }
    return String(cString: text)
  }

  /// `name` in quotes, with anything that is not printable shown as an escape.
  private static func quoted(_ name: String) -> String {
    var shown = "'"
    for scalar in name.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
        shown += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return shown + "'"
  }
}

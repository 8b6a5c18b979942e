#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The names of a save's temporary files: `.NAME.quire-PID-RANDOM.tmp` beside the file, so
/// an interrupted save's leftover is recognised (and its process known dead) by the next.
enum TemporaryNames {
  /// Temporary names keep at most this many bytes of the file's name, so that they stay
  /// under the 255-byte limit of file names.
  static let nameBytes = 200

  /// The part every temporary name of `name` starts with.
  static func prefix(for name: String) -> String {
    "." + PathText.truncated(name, toBytes: nameBytes) + ".quire-"
  }

  static let suffix = ".tmp"

  /// A fresh temporary name for `name`, owned by this process.
  static func make(for name: String) -> String {
    let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
    return prefix(for: name) + "\(getpid())-" + random + suffix
  }

  /// The process ID a temporary name of `name` carries, or `nil` when `candidate` is not one.
  static func processID(in candidate: String, for name: String) -> pid_t? {
    let head = prefix(for: name)
    guard candidate.hasPrefix(head), candidate.hasSuffix(suffix) else { return nil }
    let middle = candidate.dropFirst(head.count).dropLast(suffix.count)
    let parts = middle.split(separator: "-")
    guard parts.count == 2, let process = pid_t(parts[0]), UInt32(parts[1], radix: 16) != nil else {
      return nil
    }
    return process
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `quire choose` finds its options when none is given as an argument: standard
/// input's lines, when it is a pipe or a file (DECISIONS: as gum, standard input brings the
/// options only when the arguments bring none; otherwise it is where a plain answer comes
/// from).
enum ChooseOptions {
  /// Whether standard input brings the options: no OPTION came as an argument, and it is a
  /// pipe, a socket or a regular file; never a terminal, a device such as `/dev/null`, or a
  /// closed descriptor.
  static func standardInputBringsOptions(arguments: [String]) -> Bool {
    guard arguments.isEmpty else { return false }
    var information = stat()
    guard fstat(0, &information) == 0 else { return false }
    switch information.st_mode & S_IFMT {
    case S_IFIFO, S_IFSOCK, S_IFREG: return true
    default: return false
    }
  }

  /// Every non-empty line of standard input, read to its end within what is left of
  /// `timeout` since `start`; a carriage return ending a line is dropped, and a byte that is
  /// not UTF-8 is carried (`PreservedBytes`), so the chosen line goes out as it came in. Ends with the outcome to report when the time runs out or
  /// reading fails.
  static func readLines(timeout: Duration?, startedAt start: ContinuousClock.Instant) -> Lines {
    var input = StandardInput()
    let deadline = timeout.map { start + $0 }
    var lines: [String] = []
    var pending: [UInt8] = []
    while true {
      switch input.read(until: deadline) {
      case .bytes(let bytes):
        pending += bytes
        var lineStart = 0
        while let newline = pending[lineStart...].firstIndex(of: 0x0A) {
          append(pending[lineStart..<newline], to: &lines)
          lineStart = newline + 1
        }
        pending.removeSubrange(0..<lineStart)
      case .end:
        append(pending[...], to: &lines)
        return .lines(lines)
      case .timedOut:
        return .ended(.timedOut(timeout ?? .zero))
      case .failed(let reason):
        return .ended(.failed(reason))
      }
    }
  }

  /// What reading the lines brought.
  enum Lines {
    case lines([String])
    /// The time ran out or reading failed.
    case ended(PromptOutcome)
  }

  private static func append(_ line: ArraySlice<UInt8>, to lines: inout [String]) {
    let content = line.last == 0x0D ? line.dropLast() : line
    guard !content.isEmpty else { return }
    lines.append(String(preservingBytes: content))
  }

  /// The controlling terminal opened for reading, for the plain mode's answers when standard
  /// input brought the options; `nil` when there is none.
  static func openTerminalForReading() -> Int32? {
    let descriptor = open("/dev/tty", O_RDONLY | O_CLOEXEC)
    return descriptor >= 0 ? descriptor : nil
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program run with no terminal at all: a session of its own that never opens one, and
/// pipes for its standard input, output and error.
public struct DetachedProcess {
  /// How it ended (`nil` when it outlived the timeout and was killed).
  public var status: ProcessStatus?
  /// What it wrote to standard output and standard error.
  public var standardOutput: [UInt8]
  public var standardError: [UInt8]

  /// Runs `executable` to its end, for at most `timeout`. Its standard input carries
  /// `standardInput` (at most 64 KiB), then ends; with `keepsInputOpen` it stays open, with
  /// nothing more, until the program ends.
  public static func run(
    executable: String, arguments: [String], environment: [String: String],
    timeout: Duration = .seconds(10), standardInput: [UInt8] = [], keepsInputOpen: Bool = false
  ) throws(PseudoTerminalError) -> DetachedProcess {
    var ends: [[Int32]] = []
    for _ in 0..<3 {
      var pair: [Int32] = [-1, -1]
      guard pipe(&pair) == 0 else { throw .systemCall("pipe", errno) }
      for end in pair { PseudoTerminal.setCloseOnExec(end) }
      ends.append(pair)
    }
    let streams = SpawnStreams(
      controllingTerminal: nil, standardInput: .descriptor(ends[0][0]),
      standardOutput: .descriptor(ends[1][1]),
      standardError: .descriptor(ends[2][1]))
    let processID = try ChildProcess.spawn(
      executable: executable, arguments: arguments, environment: environment, streams: streams)
    _ = standardInput.prefix(65_536).withUnsafeBytes { write(ends[0][1], $0.baseAddress, $0.count) }
    for end in [ends[0][0], ends[1][1], ends[2][1]] { _ = close(end) }
    if !keepsInputOpen { _ = close(ends[0][1]) }
    defer { if keepsInputOpen { _ = close(ends[0][1]) } }
    for end in [ends[1][0], ends[2][0]] { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    defer { for end in [ends[1][0], ends[2][0]] { _ = close(end) } }

    var result = DetachedProcess(status: nil, standardOutput: [], standardError: [])
    let deadline = ContinuousClock.now + timeout
    while result.status == nil {
      var entries = [
        pollfd(fd: ends[1][0], events: Int16(POLLIN), revents: 0),
        pollfd(fd: ends[2][0], events: Int16(POLLIN), revents: 0),
      ]
      _ = poll(&entries, 2, 20)
      result.standardOutput += PseudoTerminal.readAll(ends[1][0])
      result.standardError += PseudoTerminal.readAll(ends[2][0])
      var status: Int32 = 0
      if waitpid(processID, &status, WNOHANG) == processID {
        result.status = ProcessStatus(waitStatus: status)
      } else if ContinuousClock.now >= deadline {
        _ = kill(processID, SIGKILL)
        _ = waitpid(processID, &status, 0)
        break
      }
    }
    result.standardOutput += PseudoTerminal.readAll(ends[1][0])
    result.standardError += PseudoTerminal.readAll(ends[2][0])
    return result
  }
}

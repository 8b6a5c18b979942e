#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of a filter program (the benchmark's own filter child, or `fzf --filter`): its
/// standard input a file, its output thrown away; how long it took from start to exit, and
/// its peak resident memory.
///
/// The program is started by a small launcher (this benchmark again, with `launcherFlag`):
/// Linux carries the peak memory of the process a program was spawned from over to the
/// program (`posix_spawn` shares the spawner's memory until `exec`), and the benchmark holds
/// hundreds of MiB of fixtures, while the launcher holds a few.
struct FilterRun {
  /// Milliseconds from spawning to reaping.
  var milliseconds: Double
  /// The peak resident set size, in MiB.
  var peakMiB: Double

  /// The hidden flag of the launcher: `--filter-launcher INPUT EXECUTABLE ARGUMENTS...`.
  static let launcherFlag = "--filter-launcher"

  /// Runs `executable` with `arguments`, standard input from `input`, standard output to
  /// `/dev/null`, through the launcher, and waits for it.
  static func run(_ executable: String, _ arguments: [String], input: String) throws(PeerError) -> FilterRun {
    let child = ChildRun.numbers([launcherFlag, input, executable] + arguments)
    guard child.status == 0, child.numbers.count == 2 else {
      throw .system("\(executable) \(arguments.joined(separator: " ")): \(child.output)")
    }
    return FilterRun(milliseconds: child.numbers[0], peakMiB: child.numbers[1])
  }

  /// The launcher: spawns the program given after the flag, waits for it, prints its time in
  /// milliseconds and its peak memory in MiB, and exits (1 when the program failed).
  static func runLauncher(_ arguments: [String]) -> Never {
    guard arguments.count >= 2 else { exit(2) }
    let input = arguments[0]
    let executable = arguments[1]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = Array(arguments.dropFirst()).map { strdup($0) } + [nil]
    let started = Stopwatch.now()
    var processID: pid_t = 0
    guard posix_spawn(&processID, executable, &actions, nil, &argv, environ) == 0 else {
      print("cannot start \(executable)")
      exit(1)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(processID, &status, 0, &usage) < 0 && errno == EINTR {}
    let elapsed = Double(Stopwatch.now() - started) / 1e6
    guard status == 0 else {
      print("\(executable) ended with status \(status)")
      exit(1)
    }
    #if os(Linux)
      let peak = Double(usage.ru_maxrss) / 1024
    #else
      let peak = Double(usage.ru_maxrss) / 1024 / 1024
    #endif
    print(elapsed, peak)
    exit(0)
  }

  /// The path of this benchmark's own executable.
  static var benchmarkExecutable: String {
    #if os(Linux)
      var path = [CChar](repeating: 0, count: 4096)
      let length = readlink("/proc/self/exe", &path, path.count - 1)
      if length > 0 {
        return String(decoding: path[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    #endif
    return CommandLine.arguments[0]
  }

  /// The `quire` built beside this benchmark.
  static var quireExecutable: String {
    let own = benchmarkExecutable
    guard let slash = own.lastIndex(of: "/") else { return "quire" }
    return String(own[..<slash]) + "/quire"
  }

  /// The path of `name` found on `PATH`, or nil.
  static func onPath(_ name: String) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}

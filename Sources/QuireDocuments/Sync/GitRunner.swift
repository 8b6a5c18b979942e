#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one run of `git` gave back.
public struct GitResult: Sendable, Hashable {
  /// The exit status; a program ended by a signal counts as 128 plus its number.
  public var status: Int32
  /// Its standard output, as bytes.
  public var output: [UInt8]
  /// Its standard error, as text (messages, for the one line a failure shows).
  public var errorText: String

  public init(status: Int32, output: [UInt8] = [], errorText: String = "") {
    self.status = status
    self.output = output
    self.errorText = errorText
  }

  /// Whether it exited with 0.
  public var succeeded: Bool { status == 0 }
  /// Its standard output as text, without the final newline.
  public var text: String {
    var bytes = output
    while bytes.last == 0x0A { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The user's `git`, found on `PATH` and run in a notes folder through `posix_spawn`, with
/// the user's configuration and credentials, standard input from /dev/null, no prompt on the
/// terminal (`GIT_TERMINAL_PROMPT=0`, no askpass program, and a session of its own, so
/// nothing it runs can open `/dev/tty`), messages in English (`LC_ALL=C`, so a failure can be
/// told apart; Ctrl-C is Quire's) and both output streams captured. A run blocks the thread it is on: callers run it off the
/// main actor (`NotesSync` does).
public struct GitRunner: Sendable {
  /// The path of the `git` program.
  public let program: String
  /// The folder git runs in.
  public let folder: String
  /// The environment given to git.
  public let environment: [String: String]
  /// Options put before every command (`-c user.name=…` when the user has no identity).
  public var options: [String] = []

  /// The runner of the `git` on `environment`'s `PATH` in `folder`; `nil` when there is none.
  public init?(folder: String, environment: [String: String]) {
    guard let program = Self.find(in: environment["PATH"] ?? "/usr/bin:/bin") else { return nil }
    self.program = program
    self.folder = folder
    var environment = environment
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["GIT_ASKPASS"] = "/bin/false"
    // With no terminal (a session of its own) and these, an ssh or https remote that would
    // ask for a password or a passphrase fails instead; an agent or a credential helper
    // still answers.
    environment["SSH_ASKPASS"] = "/bin/false"
    environment["SSH_ASKPASS_REQUIRE"] = "never"
    environment["LC_ALL"] = "C"
    environment["GIT_EDITOR"] = "true"
    environment["GIT_MERGE_AUTOEDIT"] = "no"
    self.environment = environment
  }

  /// The first executable `git` in the folders of `path`.
  static func find(in path: String) -> String? {
    for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = String(folder) + "/git"
      if ChildProgram.isExecutable(candidate) { return candidate }
    }
    return nil
  }

  /// Runs `git -C folder options arguments` and waits for it to end.
  public func run(_ arguments: [String]) -> GitResult {
    var outputPipe: [Int32] = [-1, -1]
    var errorPipe: [Int32] = [-1, -1]
    guard pipe(&outputPipe) == 0 else { return GitResult(status: 127, errorText: "cannot make a pipe") }
    guard pipe(&errorPipe) == 0 else {
      close(outputPipe[0])
      close(outputPipe[1])
      return GitResult(status: 127, errorText: "cannot make a pipe")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
    for descriptor in outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
    let started = ChildProgram.spawn(
      program, arguments: ["-C", folder] + options + arguments, environment: environment, actions: &actions,
      detached: true)
    close(outputPipe[1])
    close(errorPipe[1])
    defer {
      close(outputPipe[0])
      close(errorPipe[0])
    }
    let processID: pid_t
    switch started {
    case .success(let id): processID = id
    case .failure(let error): return GitResult(status: 127, errorText: "cannot start git: \(error)")
    }
    let (output, error) = Self.readBoth(outputPipe[0], errorPipe[0])
    let status: Int32
    switch ChildProgram.wait(for: processID) {
    case .success(.exited(let code)): status = code
    case .success(.signaled(let signal)): status = 128 + signal
    case .failure: status = 127
    }
    return GitResult(status: status, output: output, errorText: String(decoding: error, as: UTF8.self))
  }

  /// Reads two descriptors to their ends at once, so that neither fills while the other is
  /// waited on.
  private static func readBoth(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
    var results: [[UInt8]] = [[], []]
    var open = [true, true]
    let descriptors = [first, second]
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while open[0] || open[1] {
      var polled = (0..<2).map {
        pollfd(fd: open[$0] ? descriptors[$0] : -1, events: Int16(POLLIN), revents: 0)
      }
      if poll(&polled, 2, -1) < 0 {
        if errno == EINTR { continue }
        break
      }
      for index in 0..<2 where open[index] && polled[index].revents != 0 {
        let count = buffer.withUnsafeMutableBytes { read(descriptors[index], $0.baseAddress, $0.count) }
        if count > 0 {
          results[index].append(contentsOf: buffer[0..<count])
        } else if count == 0 || errno != EINTR {
          open[index] = false
        }
      }
    }
    return (results[0], results[1])
  }
}

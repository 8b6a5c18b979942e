internal import CQuireSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program on the terminal the process has, as `system(3)` does but without a second
/// shell parse of the arguments: `posix_spawn` of `/bin/sh -c`, waiting for it to end.
enum ChildProgram {
  /// How a program ended.
  enum Status: Hashable, Sendable {
    case exited(Int32)
    case signaled(Int32)
  }

  /// Runs `/bin/sh -c shellCommand name arguments...` with `environment`, default signal
  /// actions and no signal blocked, and waits for it. With a `terminal` descriptor, the
  /// program's standard input and output are that terminal, so it draws there whatever this
  /// process's own standard streams are (`quire write > file`); standard error, and both
  /// streams without one, are inherited.
  ///
  /// The caller hands the terminal over meanwhile, and keeps SIGINT and SIGQUIT from ending
  /// this process while the program runs (the terminal layer's hand-off does, as `system`
  /// ignores them), so Ctrl-C in the editor reaches only the editor.
  static func run(
    shellCommand: String, name: String, arguments: [String], environment: [String: String],
    terminal: Int32? = nil
  ) throws(ExternalEditorError) -> Status {
    let shell = "/bin/sh"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // A terminal that is itself one of the standard descriptors (this process started with
    // it closed) is copied above them first, so that `dup2` makes an inheritable copy.
    let source = terminal.map { $0 > 2 ? $0 : fcntl($0, F_DUPFD_CLOEXEC, 3) }
    defer { if let source, source != terminal, source >= 0 { close(source) } }
    if let source, source >= 0 {
      for stream: Int32 in [0, 1] { posix_spawn_file_actions_adddup2(&actions, source, stream) }
    }
    let processID: pid_t
    switch spawn(
      shell, arguments: ["-c", shellCommand, name] + arguments, environment: environment, actions: &actions)
    {
    case .success(let started): processID = started
    case .failure(let error): throw .system(operation: "start", path: shell, errno: error.value)
    }
    switch wait(for: processID) {
    case .success(let status): return status
    case .failure(let error): throw .system(operation: "wait for", path: name, errno: error.value)
    }
  }

  /// Starts `program` with `arguments` (its name first) and `environment`, the file
  /// `actions` done in the child, every signal a terminal program changes back to its
  /// default and none blocked; in a session of its own when `detached`, without the
  /// terminal (Ctrl-C on it does not reach the program, and nothing it runs can open
  /// `/dev/tty` to ask for a password). Its process ID, or the `posix_spawn` error.
  static func spawn(
    _ program: String, arguments: [String], environment: [String: String],
    actions: inout posix_spawn_file_actions_t, detached: Bool = false
  ) -> Result<pid_t, SystemErrorNumber> {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD, SIGPIPE, SIGWINCH] {
      sigaddset(&defaults, signal)
    }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
    if detached { flags |= Self.newSession }
    posix_spawnattr_setflags(&attributes, Int16(flags))
    var argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var processID: pid_t = 0
    let result = posix_spawn(&processID, program, &actions, &attributes, &argv, &envp)
    return result == 0 ? .success(processID) : .failure(SystemErrorNumber(result))
  }

  /// `posix_spawn`'s flag for a new session (`setsid` in the child); 0 where there is none.
  static let newSession = Int32(quire_spawn_new_session_flag())

  /// Waits for the child `processID` to end: how it ended, or `waitpid`'s error.
  static func wait(for processID: pid_t) -> Result<Status, SystemErrorNumber> {
    var status: Int32 = 0
    while waitpid(processID, &status, 0) < 0 {
      guard errno == EINTR else { return .failure(SystemErrorNumber(errno)) }
    }
    let low = status & 0x7F
    return .success(low == 0 ? .exited((status >> 8) & 0xFF) : .signaled(low))
  }

  /// Whether `path` names a regular file this process may execute.
  static func isExecutable(_ path: String) -> Bool {
    var information = stat()
    guard stat(path, &information) == 0, information.st_mode & S_IFMT == S_IFREG else { return false }
    return access(path, X_OK) == 0
  }
}

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

  /// Runs `/bin/sh -c shellCommand name arguments...` with `environment`, the standard streams
  /// inherited, default signal actions and no signal blocked, and waits for it. Meanwhile
  /// SIGINT and SIGQUIT are ignored here (as `system` does), so Ctrl-C in the editor reaches
  /// only the editor.
  static func run(
    shellCommand: String, name: String, arguments: [String], environment: [String: String]
  ) throws(ExternalEditorError) -> Status {
    let shell = "/bin/sh"
    let interrupt = ignoring(SIGINT)
    let quit = ignoring(SIGQUIT)
    defer {
      restore(SIGINT, interrupt)
      restore(SIGQUIT, quit)
    }
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
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    var argv: [UnsafeMutablePointer<CChar>?] =
      ([shell, "-c", shellCommand, name] + arguments).map { strdup($0) } + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var processID: pid_t = 0
    let result = posix_spawn(&processID, shell, nil, &attributes, &argv, &envp)
    guard result == 0 else { throw .system(operation: "start", path: shell, errno: result) }
    var status: Int32 = 0
    while waitpid(processID, &status, 0) < 0 {
      guard errno == EINTR else { throw .system(operation: "wait for", path: name, errno: errno) }
    }
    let low = status & 0x7F
    return low == 0 ? .exited((status >> 8) & 0xFF) : .signaled(low)
  }

  /// Whether `path` names a regular file this process may execute.
  static func isExecutable(_ path: String) -> Bool {
    var information = stat()
    guard stat(path, &information) == 0, information.st_mode & S_IFMT == S_IFREG else { return false }
    return access(path, X_OK) == 0
  }

  /// Ignores `signal` and returns its previous action.
  private static func ignoring(_ signal: Int32) -> sigaction {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = SIG_IGN
    #elseif canImport(Darwin)
      action.__sigaction_u.__sa_handler = SIG_IGN
    #endif
    sigemptyset(&action.sa_mask)
    var previous = sigaction()
    _ = sigaction(signal, &action, &previous)
    return previous
  }

  /// Puts back the action `ignoring` returned.
  private static func restore(_ signal: Int32, _ previous: sigaction) {
    var previous = previous
    _ = sigaction(signal, &previous, nil)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program on the terminal, as an app hands it to `$EDITOR`, and waits for its end.
enum ChildProgram {
  /// Runs `command` (a path, then its arguments) with this process's environment, default
  /// signal actions and no signal blocked; returns its exit status, 128 + the signal that
  /// ended it, or -1 when it could not start.
  static func run(_ command: [String]) -> Int32 {
    guard let path = command.first else { return -1 }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var all = sigset_t()
    sigfillset(&all)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var processID: pid_t = 0
    guard posix_spawn(&processID, path, nil, &attributes, &argv, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(processID, &status, 0) < 0 {
      guard errno == EINTR else { return -1 }
    }
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}

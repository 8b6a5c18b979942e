import QuireText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a spawned child's standard streams come from.
struct SpawnStreams {
  enum Source {
    /// Open this path (a terminal opened so becomes the controlling terminal).
    case path(String)
    /// Duplicate this descriptor of the parent.
    case descriptor(Int32)
    /// The same as the child's descriptor with this number.
    case same(Int32)
    /// Left as the controlling terminal made it.
    case keep
  }

  /// A terminal to open first, as standard input, so that it becomes the controlling
  /// terminal; the streams below are then set in the order output, error, input.
  var controllingTerminal: String?
  var standardInput: Source
  var standardOutput: Source
  var standardError: Source
}

/// Starts programs with `posix_spawn` in a session of their own.
enum ChildProcess {
  #if os(Linux)
    /// glibc's `POSIX_SPAWN_SETSID`, which Swift's Glibc module does not show.
    static let newSession: Int32 = 0x80
  #else
    static let newSession = Int32(POSIX_SPAWN_SETSID)
  #endif

  /// Spawns `executable` in a new session (no controlling terminal until it opens one), with
  /// default signal actions, an empty signal mask and only `environment` set.
  static func spawn(
    executable: String, arguments: [String], environment: [String: String], streams: SpawnStreams
  ) throws(PseudoTerminalError) -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let controllingTerminal = streams.controllingTerminal {
      posix_spawn_file_actions_addopen(&actions, 0, controllingTerminal, O_RDWR, 0)
    }
    let order: [(Int32, SpawnStreams.Source)] = [
      (1, streams.standardOutput), (2, streams.standardError), (0, streams.standardInput),
    ]
    for (number, source) in order {
      switch source {
      case .path(let path): posix_spawn_file_actions_addopen(&actions, number, path, O_RDWR, 0)
      case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, number)
      case .same(let other): posix_spawn_file_actions_adddup2(&actions, other, number)
      case .keep: break
      }
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    let flags = newSession | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
    posix_spawnattr_setflags(&attributes, Int16(flags))

    // An argument's carried bytes (`PreservedBytes`) go to the child as they are, so a test
    // can give a program an argument that is not UTF-8.
    var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map(Self.cString) + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var processID: pid_t = 0
    let result = posix_spawn(&processID, executable, &actions, &attributes, &argv, &envp)
    guard result == 0 else { throw .systemCall("posix_spawn \(executable)", result) }
    return processID
  }

  /// A copy of the bytes `text` carries, ending with NUL, made with `malloc` (freed with `free`).
  private static func cString(_ text: String) -> UnsafeMutablePointer<CChar>? {
    let bytes = text.preservedBytes
    guard let copy = malloc(bytes.count + 1)?.assumingMemoryBound(to: CChar.self) else { return nil }
    bytes.withUnsafeBytes { raw in
      if let base = raw.baseAddress { memcpy(copy, base, bytes.count) }
    }
    copy[bytes.count] = 0
    return copy
  }
}

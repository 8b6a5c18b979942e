import Quire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program run in a pseudo-terminal, driven as a person at a terminal would: type, resize,
/// send signals, wait for text, read the exit status and the terminal's settings.
///
/// The child is started with `posix_spawn` in a session of its own (`POSIX_SPAWN_SETSID`),
/// with the pseudo-terminal's slave opened as its standard input (so it becomes the child's
/// controlling terminal, `/dev/tty`) and, unless separate pipes are asked for, its standard
/// output and error. Everything the child writes to the terminal is collected in `output`.
/// Waiting polls with a deadline; nothing sleeps blindly.
public final class PseudoTerminal: KeyboardTerminal {
  /// The master side, which the test reads and writes.
  public let master: Int32
  /// A slave descriptor kept open by the test, so the terminal and its settings outlive the
  /// child and reads never fail with EIO.
  let slave: Int32
  /// The child's process id.
  public let processID: pid_t
  /// Everything the child wrote to the terminal so far (call a `wait…` or `drain` to update).
  public internal(set) var output: [UInt8] = []
  /// What the child wrote to its standard output and error, when they are separate pipes.
  public internal(set) var standardOutput: [UInt8] = []
  public internal(set) var standardError: [UInt8] = []
  /// The screen as a terminal would show it: every byte of `output` fed to an emulator that
  /// follows the resizes.
  public internal(set) var screen: TerminalEmulator
  /// The terminal's settings before the child started.
  public let initialAttributes: TerminalAttributes
  /// The exit status, once the child has ended.
  public internal(set) var exitStatus: ProcessStatus?

  let outputPipe: Int32?
  let errorPipe: Int32?

  /// Starts `executable` with `arguments` and `environment` in a new pseudo-terminal of
  /// `size`, which is its controlling terminal (`/dev/tty`) in every case.
  ///
  /// `separateOutput` gives its standard output and error pipes of their own (read into
  /// `standardOutput` and `standardError`); a `standardInput` makes its standard input a pipe
  /// carrying those bytes (at most 64 KiB) and then the end of input. Without `echoes`, the
  /// terminal starts with echo and the signal keys off, so that what is typed after the
  /// program gave the terminal back is neither shown nor turned into a signal.
  public init(
    executable: String, arguments: [String] = [], environment: [String: String] = [:],
    size: TerminalSize = TerminalSize(columns: 80, rows: 24), separateOutput: Bool = false,
    standardInput: [UInt8]? = nil, echoes: Bool = true
  ) throws(PseudoTerminalError) {
    let (master, slave, slavePath) = try Self.openPair(size: size)
    self.screen = TerminalEmulator(size: size)

    var settings = termios()
    _ = tcgetattr(slave, &settings)
    if !echoes {
      settings.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK | ECHONL | ISIG)
      _ = tcsetattr(slave, TCSANOW, &settings)
    }
    self.initialAttributes = TerminalAttributes(settings)
    var pipes: [(read: Int32, write: Int32)] = []
    if separateOutput {
      for _ in 0..<2 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .systemCall("pipe", errno) }
        for end in ends { Self.setCloseOnExec(end) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        pipes.append((ends[0], ends[1]))
      }
    }
    var inputPipe: [Int32] = [-1, -1]
    if standardInput != nil {
      guard pipe(&inputPipe) == 0 else { throw .systemCall("pipe", errno) }
      for end in inputPipe { Self.setCloseOnExec(end) }
    }
    let streams = SpawnStreams(
      controllingTerminal: slavePath,
      standardInput: standardInput == nil ? .keep : .descriptor(inputPipe[0]),
      standardOutput: pipes.first.map { .descriptor($0.write) } ?? .same(0),
      standardError: pipes.last.map { .descriptor($0.write) } ?? .same(0))
    let spawned = try ChildProcess.spawn(
      executable: executable, arguments: arguments, environment: environment, streams: streams)
    for pair in pipes { _ = close(pair.write) }
    if let standardInput {
      _ = close(inputPipe[0])
      _ = standardInput.prefix(65_536).withUnsafeBytes { write(inputPipe[1], $0.baseAddress, $0.count) }
      _ = close(inputPipe[1])
    }
    self.master = master
    self.slave = slave
    self.processID = spawned
    self.outputPipe = pipes.first?.read
    self.errorPipe = pipes.last?.read
  }

  deinit {
    if exitStatus == nil {
      _ = kill(processID, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(processID, &status, 0)
    }
    _ = close(master)
    _ = close(slave)
    if let outputPipe { _ = close(outputPipe) }
    if let errorPipe { _ = close(errorPipe) }
  }

  /// `output` as text (invalid UTF-8 repaired).
  public var text: String { String(decoding: output, as: UTF8.self) }

  /// Types `text` at the terminal, as its UTF-8 bytes.
  public func type(_ text: String) {
    send(Array(text.utf8))
  }

  /// Sends raw `bytes` to the terminal, as the terminal emulator would for keys or a paste.
  public func send(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count, let base = buffer.baseAddress {
        let wrote = write(master, base + done, buffer.count - done)
        if wrote < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        if wrote <= 0 { return }
        done += wrote
      }
    }
  }

  /// Changes the terminal's size; the kernel sends SIGWINCH to the foreground process group.
  public func resize(to size: TerminalSize) {
    drain()
    screen.resize(to: size)
    var window = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
  }

  /// Sends `signal` to the child.
  public func send(signal: Int32) {
    _ = kill(processID, signal)
  }

  /// The terminal's settings now, as the child sees them (read through the test's own slave
  /// descriptor, which shares them).
  public func attributes() -> TerminalAttributes {
    var settings = termios()
    _ = tcgetattr(slave, &settings)
    return TerminalAttributes(settings)
  }
}

extension PseudoTerminal {
  /// Opens a new pseudo-terminal of `size`: its master (non-blocking), its slave (not as a
  /// controlling terminal) and the slave's path, both closed on exec.
  static func openPair(size: TerminalSize) throws(PseudoTerminalError) -> (
    master: Int32, slave: Int32, slavePath: String
  ) {
    let (master, slavePath) = try openMaster()
    let slave = open(slavePath, O_RDWR | O_NOCTTY)
    guard slave >= 0 else {
      _ = close(master)
      throw .systemCall("open \(slavePath)", errno)
    }
    setCloseOnExec(master)
    setCloseOnExec(slave)
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    var window = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    return (master, slave, slavePath)
  }

  /// Opens a new pseudo-terminal master, unlocked, and returns it with its slave's path.
  static func openMaster() throws(PseudoTerminalError) -> (Int32, String) {
    #if os(Linux)
      // posix_openpt, grantpt and unlockpt are hidden from Swift's Glibc module; these are
      // the calls they make on Linux.
      let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      guard master >= 0 else { throw .systemCall("open /dev/ptmx", errno) }
      var unlock: Int32 = 0
      var number: UInt32 = 0
      let setLock: UInt = 0x4004_5431  // TIOCSPTLCK
      let getNumber: UInt = 0x8004_5430  // TIOCGPTN
      guard ioctl(master, setLock, &unlock) == 0, ioctl(master, getNumber, &number) == 0 else {
        throw .systemCall("ioctl on /dev/ptmx", errno)
      }
      return (master, "/dev/pts/\(number)")
    #else
      let master = posix_openpt(O_RDWR | O_NOCTTY)
      guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master)
      else { throw .systemCall("posix_openpt", errno) }
      return (
        master, String(decoding: UnsafeRawBufferPointer(start: name, count: strlen(name)), as: UTF8.self)
      )
    #endif
  }
}

/// Why a pseudo-terminal could not be set up or its program started.
public enum PseudoTerminalError: Error, Equatable, CustomStringConvertible {
  case systemCall(String, Int32)

  public var description: String {
    switch self {
    case .systemCall(let name, let number): "\(name) failed: errno \(number)"
    }
  }
}

import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal, taken: raw mode and the chosen modes on, signals guarded, events read and
/// frames written. Only one session is open at a time.
///
/// Prefer `withTerminal(mode:_:)`, which gives the terminal back on every path; `open` and
/// `close` are for the runtime, which holds the terminal across `await`s. Every exit path
/// gives the terminal back exactly as found: `close`, a termination or fatal signal
/// (restored by the handler, then re-raised), and SIGTSTP (restored, stopped; SIGCONT takes it
/// again and delivers `.redraw`). As a shell's job it takes the terminal only in the
/// foreground: opened or continued in the background, it stops until `fg` (see `JobControl`).
///
/// `nextEvent(timeout:)` (or the stream of `events()`) is used from one thread at a time;
/// `write(_:)` may be called from any thread.
public final class TerminalSession: @unchecked Sendable {
  /// The open terminal.
  public let device: TerminalDevice
  /// The modes this session turned on.
  public let modes: TerminalModes
  /// Whether the terminal answered the kitty keyboard query, so the protocol was pushed.
  public private(set) var usesKittyKeyboard = false
  /// Whether a frame written set the cursor's shape, so giving the terminal back resets it.
  let cursorShapeSet = Atomic<Bool>(false)

  let savedAttributes: termios
  let rawAttributes: termios
  let wakeRead: Int32
  let wakeWrite: Int32
  var decoder: InputDecoder
  var pendingEvents: [InputEvent] = []
  var lastInput = ContinuousClock.now
  var isOpen = true
  var stopRequested = false
  /// Signalled when the `events()` thread has ended; `close` waits for it.
  var readerFinished: DispatchSemaphore?
  /// Whether the wake pipe is closed, guarding the writes of `requestStop`.
  let pipesClosed = Mutex(false)
  /// Whether `close` closes the device (it was opened here, not handed in).
  let ownsDevice: Bool

  /// Takes the controlling terminal: saves its settings, installs the signal guard, enters
  /// raw mode and turns `modes` on.
  ///
  /// - Throws: `TerminalError.noTerminal` when there is no controlling terminal,
  ///   `.alreadyOpen` when another session is open.
  public static func open(
    mode modes: TerminalModes = .fullScreen, decoder: InputDecoder = InputDecoder()
  ) throws(TerminalError) -> TerminalSession {
    let device = try TerminalDevice.openControlling()
    do {
      return try TerminalSession(device: device, ownsDevice: true, modes: modes, decoder: decoder)
    } catch {
      device.close()
      throw error
    }
  }

  /// Takes `device`, a terminal the caller opened and keeps (closing it after `close`), as
  /// `open(mode:decoder:)` takes the controlling terminal.
  ///
  /// - Throws: `TerminalError.noTerminal` when `device` is not a terminal, `.alreadyOpen`
  ///   when another session is open.
  public static func open(
    device: TerminalDevice, mode modes: TerminalModes = .fullScreen, decoder: InputDecoder = InputDecoder()
  ) throws(TerminalError) -> TerminalSession {
    guard isatty(device.fileDescriptor) == 1 else { throw .noTerminal(errorNumber: SystemError.number) }
    return try TerminalSession(device: device, ownsDevice: false, modes: modes, decoder: decoder)
  }

  private init(
    device: TerminalDevice, ownsDevice: Bool, modes: TerminalModes, decoder: InputDecoder
  ) throws(TerminalError) {
    guard SignalGuard.terminalDescriptor < 0 else { throw .alreadyOpen }
    try JobControl.waitForForeground(device.fileDescriptor)
    var saved = termios()
    guard tcgetattr(device.fileDescriptor, &saved) == 0 else {
      throw .systemCall("tcgetattr", errorNumber: SystemError.number)
    }
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw .systemCall("pipe", errorNumber: SystemError.number) }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }
    self.device = device
    self.ownsDevice = ownsDevice
    self.modes = modes
    self.decoder = decoder
    self.savedAttributes = saved
    self.rawAttributes = RawMode.raw(from: saved)
    self.wakeRead = descriptors[0]
    self.wakeWrite = descriptors[1]
    SignalGuard.install(
      terminal: device.fileDescriptor, wake: wakeWrite, saved: saved,
      exitSequence: modes.exitSequence(kittyPushed: false))
    do {
      try enterRawMode()
      try device.write(modes.enterSequence(kittyPushed: false))
      if modes.contains(.kittyKeyboard) { try probeKittyKeyboard() }
    } catch {
      close()
      throw error
    }
  }

  /// Gives the terminal back (modes off, settings restored), stops the `events()` reader and
  /// closes the terminal if the session opened it. Runs once; later calls do nothing.
  public func close() {
    guard isOpen else { return }
    if let readerFinished {
      requestStop()
      readerFinished.wait()
      self.readerFinished = nil
    }
    isOpen = false
    SignalGuard.restoreTerminal()
    SignalGuard.uninstall()
    pipesClosed.withLock { closed in
      closed = true
      closeDescriptor(wakeRead)
      closeDescriptor(wakeWrite)
    }
    if ownsDevice { device.close() }
  }

  deinit { close() }

  /// The terminal's size now, 80×24 when it does not say.
  public var size: TerminalSize {
    device.size() ?? TerminalSize(columns: 80, rows: 24)
  }

  /// Writes a whole frame in one `write` call (looping on partial writes and `EINTR`).
  ///
  /// Once a frame sets the cursor's shape (DECSCUSR, `CSI n SP q`), giving the terminal back
  /// also resets the shape to the terminal's default, on every exit path and on SIGTSTP.
  public func write(_ bytes: some Collection<UInt8>) throws(TerminalError) {
    if !cursorShapeSet.load(ordering: .relaxed), Self.setsCursorShape(bytes),
      cursorShapeSet.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent)
        .exchanged
    {
      SignalGuard.setExitSequence(exitSequence)
    }
    try device.write(bytes)
  }

  /// The bytes that give the terminal back now: the modes' exit sequence, and the cursor's
  /// default shape once a frame has set another.
  var exitSequence: [UInt8] {
    var bytes = modes.exitSequence(kittyPushed: usesKittyKeyboard)
    if cursorShapeSet.load(ordering: .sequentiallyConsistent) { bytes += Array("\u{1B}[0 q".utf8) }
    return bytes
  }

  /// Whether `bytes` hold a DECSCUSR (`ESC [ digits SP q`). Content never holds ESC (the grid
  /// sanitises it), so only the renderer's own sequences match. O(bytes).
  static func setsCursorShape(_ bytes: some Collection<UInt8>) -> Bool {
    var state = 0
    for byte in bytes {
      switch (state, byte) {
      case (_, 0x1B): state = 1
      case (1, 0x5B): state = 2
      case (2, 0x30...0x39): state = 2
      case (2, 0x20): state = 3
      case (3, 0x71): return true
      default: state = 0
      }
    }
    return false
  }

  func enterRawMode() throws(TerminalError) {
    var raw = rawAttributes
    guard JobControl.setAttributes(device.fileDescriptor, TCSANOW, &raw) == 0 else {
      throw .systemCall("tcsetattr", errorNumber: SystemError.number)
    }
  }

  /// Asks whether the terminal speaks the kitty keyboard protocol and pushes it when it does;
  /// waits at most 200 ms for a terminal that answers nothing.
  private func probeKittyKeyboard() throws(TerminalError) {
    try device.write(KittyKeyboardProbe.query)
    let deadline = ContinuousClock.now + .milliseconds(200)
    var bytes: [UInt8] = []
    var probe = KittyKeyboardProbe()
    while !probe.isComplete, let wait = Self.milliseconds(until: deadline), wait > 0 {
      var entry = pollfd(fd: device.fileDescriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&entry, 1, Int32(wait))
      if ready < 0 && SystemError.number == EINTR { continue }
      if ready <= 0 { break }
      let read = try device.read()
      if read.isEmpty { break }
      bytes += read
      probe = KittyKeyboardProbe.scan(bytes)
    }
    probe = KittyKeyboardProbe.scan(bytes)
    if probe.kittyFlags != nil {
      usesKittyKeyboard = true
      SignalGuard.setExitSequence(exitSequence)
      try device.write(Array("\u{1B}[>1u".utf8))
    }
    if !probe.rest.isEmpty {
      lastInput = ContinuousClock.now
      pendingEvents += decoder.feed(probe.rest)
    }
  }

  /// Whole milliseconds from now until `deadline`, rounded up; `nil` once it has passed.
  static func milliseconds(until deadline: ContinuousClock.Instant) -> Int? {
    let left = ContinuousClock.now.duration(to: deadline)
    guard left > .zero else { return nil }
    let (seconds, attoseconds) = left.components
    return Int(seconds) * 1000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
  }
}

/// Takes the terminal (the controlling one, or `device`) for the duration of `body` and gives
/// it back on every exit path (return, thrown error, and the signals `TerminalSession` guards).
///
/// - Throws: `TerminalError` when the terminal cannot be taken, or what `body` throws.
public func withTerminal<Result>(
  mode modes: TerminalModes = .fullScreen, device: TerminalDevice? = nil,
  _ body: (TerminalSession) throws -> Result
) throws -> Result {
  let session = try openSession(mode: modes, device: device)
  defer { session.close() }
  return try body(session)
}

/// Takes the terminal for the duration of the asynchronous `body` and gives it back on every
/// exit path.
public func withTerminal<Result>(
  mode modes: TerminalModes = .fullScreen, device: TerminalDevice? = nil,
  isolation: isolated (any Actor)? = #isolation, _ body: (TerminalSession) async throws -> Result
) async throws -> Result {
  let session = try openSession(mode: modes, device: device)
  defer { session.close() }
  return try await body(session)
}

private func openSession(mode: TerminalModes, device: TerminalDevice?) throws(TerminalError)
  -> TerminalSession
{
  guard let device else { return try TerminalSession.open(mode: mode) }
  return try TerminalSession.open(device: device, mode: mode)
}

private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}

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
/// (restored by the handler, then the process ends by that signal), and SIGTSTP (restored,
/// stopped; SIGCONT takes it again and delivers `.redraw`). As a shell's job it takes the
/// terminal only in the foreground: opened or continued in the background, it stops until
/// `fg` (see `JobControl`).
///
/// Safe to share between threads by construction: what the event reader keeps between reads
/// lives in a mutex held for each read, and the flags both sides touch are atomics. Read
/// events from one place at a time (`nextEvent(timeout:)`, the stream of `events()`, or the
/// handler of `startReading(_:)`); `write(_:)` may be called from any thread.
public final class TerminalSession: Sendable {
  /// The open terminal.
  public let device: TerminalDevice
  /// The modes this session turned on.
  public let modes: TerminalModes

  let savedAttributes: termios
  let rawAttributes: termios
  let wakeRead: Int32
  let wakeWrite: Int32
  /// Whether `close` closes the device (it was opened here, not handed in).
  let ownsDevice: Bool

  /// The decoder and the events decoded and not yet taken, held by whoever reads.
  let input: Mutex<SessionInput>
  /// The kitty keyboard negotiation, advanced by the replies the reader decodes.
  let keyboard: Mutex<KittyKeyboardProbe>
  /// Whether the kitty keyboard protocol was pushed, so giving the terminal back pops it.
  let kittyPushed = Atomic<Bool>(false)
  /// Whether a frame written set the cursor's shape, so giving the terminal back resets it.
  let cursorShapeSet = Atomic<Bool>(false)
  /// The bytes that erase what the program drew inline, from where the last frame left the
  /// cursor, written last when the terminal is given back (`setLeavingSequence(_:)`).
  let leaving = Mutex<[UInt8]>([])
  /// Whether the session is open; `close` clears it once.
  let openFlag = Atomic<Bool>(true)
  /// How many stops were asked for; a reader ends when this moves past what it saw at start.
  let stopRequests = Atomic<Int>(0)
  /// The reader of `startReading(_:)` while it runs.
  let reader = Mutex<ReaderThread?>(nil)
  /// Whether the wake pipe is closed, guarding the writes of `requestStop`.
  let pipesClosed = Mutex(false)

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

  /// Opens the session. With the kitty keyboard mode, the query goes out with the modes and
  /// opening returns at once: the replies are read as events, whenever they come, and the
  /// protocol is pushed when the terminal says it speaks it (see `KittyKeyboardProbe`).
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
    self.input = Mutex(SessionInput(decoder: decoder))
    self.keyboard = Mutex(KittyKeyboardProbe(asked: modes.contains(.kittyKeyboard)))
    self.savedAttributes = saved
    self.rawAttributes = RawMode.raw(from: saved)
    self.wakeRead = descriptors[0]
    self.wakeWrite = descriptors[1]
    SignalGuard.install(
      terminal: device.fileDescriptor, wake: wakeWrite, saved: saved,
      exitSequence: modes.exitSequence(kittyPushed: false))
    do {
      try enterRawMode()
      var taking = modes.enterSequence(kittyPushed: false)
      if modes.contains(.kittyKeyboard) { taking += KittyKeyboardProbe.query }
      try device.write(taking)
    } catch {
      close()
      throw error
    }
  }

  /// Gives the terminal back (modes off, settings restored), stops the reader of
  /// `startReading(_:)` and closes the terminal if the session opened it. Runs once; later
  /// calls do nothing.
  public func close() {
    guard
      openFlag.compareExchange(expected: true, desired: false, ordering: .sequentiallyConsistent).exchanged
    else { return }
    stopReading()
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

  /// Whether SIGTERM and SIGHUP are delivered as a `.terminate` event instead of ending the
  /// process at once, so that a program can keep its user's work (a recovery copy of
  /// unsaved text) from its event loop, never inside a signal handler. Off by default. The
  /// terminal stays taken until the program closes the session; a second such signal ends
  /// the process as if this were off. A signal ignored before the session opened (`nohup`'s
  /// SIGHUP) stays ignored.
  public var defersTermination: Bool {
    get { SignalGuard.defersTermination.load(ordering: .sequentiallyConsistent) }
    set {
      guard isOpen else { return }
      SignalGuard.defersTermination.store(newValue, ordering: .sequentiallyConsistent)
    }
  }

  /// Whether the session is open (`close` not called yet).
  public var isOpen: Bool { openFlag.load(ordering: .sequentiallyConsistent) }

  /// Whether the terminal answered the kitty keyboard query before its device attributes,
  /// so the protocol was pushed. `false` until that reply is read, which the event reader
  /// does as it comes.
  public var usesKittyKeyboard: Bool { kittyPushed.load(ordering: .sequentiallyConsistent) }

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
      SignalGuard.setExitSequence { exitSequence }
    }
    try device.write(bytes)
  }

  /// The bytes that give the terminal back now: the modes' exit sequence (popping the kitty
  /// keyboard protocol once pushed), the cursor's default shape once a frame set another,
  /// and what erases the inline area (`setLeavingSequence(_:)`).
  var exitSequence: [UInt8] {
    var bytes = modes.exitSequence(kittyPushed: kittyPushed.load(ordering: .sequentiallyConsistent))
    if cursorShapeSet.load(ordering: .sequentiallyConsistent) { bytes += Array("\u{1B}[0 q".utf8) }
    return bytes + leaving.withLock { $0 }
  }

  /// Writes an inline frame as `write(_:)` does, and makes `leaving` what erases the area
  /// from then on, as one step for the signal handlers: the termination and stop signals
  /// are blocked in this thread meanwhile, and a handler running in another thread waits
  /// for the step to end (`SignalGuard.waitForFrame()`), so whatever gives the terminal back
  /// erases what is on the screen, never what was before the frame.
  public func write(_ bytes: some Collection<UInt8>, leaving: [UInt8]) throws(TerminalError) {
    let previous = SignalGuard.blockAsynchronousSignals()
    SignalGuard.frameInFlight.store(true, ordering: .sequentiallyConsistent)
    defer {
      SignalGuard.frameInFlight.store(false, ordering: .sequentiallyConsistent)
      SignalGuard.restoreSignalMask(previous)
    }
    try write(bytes)
    setLeavingSequence(leaving)
  }

  /// Sets what erases the program's inline drawing when the terminal is given back on a path
  /// that is not the program's own (a termination or fatal signal, a stop): the bytes that
  /// take the cursor from where the last frame left it to the area's first row and erase
  /// below (`Renderer.leavingSequence`), or nothing once the area is gone. Written after the
  /// modes' exit sequence, at most 256 bytes in all.
  public func setLeavingSequence(_ bytes: [UInt8]) {
    let changed = leaving.withLock { current -> Bool in
      guard current != bytes else { return false }
      current = bytes
      return true
    }
    if changed { SignalGuard.setExitSequence { exitSequence } }
  }

  /// The bytes that take the terminal again after it was given back: the modes, the kitty
  /// keyboard protocol when pushed, and the query again when its replies never came (a child
  /// program or the shell may have read them).
  var reentrySequence: [UInt8] {
    var bytes = modes.enterSequence(kittyPushed: kittyPushed.load(ordering: .sequentiallyConsistent))
    if keyboard.withLock({ $0.isAwaiting }) { bytes += KittyKeyboardProbe.query }
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

  /// Raw mode on; with `discardingInput`, what was typed and not yet read is dropped.
  func enterRawMode(discardingInput: Bool = false) throws(TerminalError) {
    var raw = rawAttributes
    let action = discardingInput ? TCSAFLUSH : TCSANOW
    guard JobControl.setAttributes(device.fileDescriptor, action, &raw) == 0 else {
      throw .systemCall("tcsetattr", errorNumber: SystemError.number)
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

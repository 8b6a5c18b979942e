import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalSession {
  /// Waits for the next event: a decoded key, mouse, paste or focus event, a terminal's
  /// `.reply`, `.resize` after SIGWINCH, or `.redraw` after SIGCONT (the terminal was taken
  /// again and the screen must be drawn whole). Returns `nil` when `timeout` passes first
  /// (`nil` waits for ever) or once the session is closed.
  ///
  /// Polls the terminal and the wake pipe the signal handlers write to; a lone Esc (or any
  /// sequence or paste left unfinished) is resolved by `InputDecoder.flush()` once the
  /// decoder's `timeoutMilliseconds` pass with no more input. The replies to the kitty
  /// keyboard query are acted on here, as they are read (see `KittyKeyboardProbe`).
  ///
  /// - Throws: `TerminalError.closed` when the terminal reports end of input or hang-up.
  public func nextEvent(timeout: Duration? = nil) throws(TerminalError) -> InputEvent? {
    try next(timeout: timeout, stopAfter: nil)
  }

  /// The events as an asynchronous stream, read on a thread of their own until the stream is
  /// dropped or cancelled; it ends by throwing when the terminal goes away. One reader at a
  /// time (a stream, or `startReading(_:)`), and not together with `nextEvent(timeout:)`.
  public func events() -> AsyncThrowingStream<InputEvent, any Error> {
    let (stream, continuation) = AsyncThrowingStream<InputEvent, any Error>.makeStream()
    continuation.onTermination = { [weak self] _ in self?.requestStop() }
    startReading { input in
      switch input {
      case .event(let event): continuation.yield(event)
      case .ended(let error):
        if let error { continuation.finish(throwing: error) } else { continuation.finish() }
      }
    }
    return stream
  }

  /// Reads events on a thread of its own and hands each to `handler`, then `.ended` when the
  /// terminal goes away (not after `stopReading()`). One reader at a time; while it runs, do
  /// not call `nextEvent(timeout:)`. Events decoded and not handed out when it stops stay for
  /// the next reader.
  public func startReading(_ handler: @escaping @Sendable (TerminalInput) -> Void) {
    let finished = DispatchSemaphore(value: 0)
    let generation = stopRequests.load(ordering: .sequentiallyConsistent)
    reader.withLock { $0 = ReaderThread(finished: finished, handler: handler) }
    DispatchQueue(label: "quire-terminal-input").async { [self] in
      reader.withLock { $0?.identify(finished: finished) }
      defer { finished.signal() }
      do throws(TerminalError) {
        while let event = try next(timeout: nil, stopAfter: generation) { handler(.event(event)) }
      } catch {
        handler(.ended(error))
      }
    }
  }

  /// Stops the reader of `startReading(_:)` and returns once it has ended, so no more events
  /// reach its handler. Called from that handler itself, it asks the reader to stop after the
  /// handler returns, without waiting.
  public func stopReading() {
    _ = stopReader()
  }

  /// Stops the reader as `stopReading()` does and returns its handler, to start it again
  /// later (after a hand-off to a child program); `nil` when no reader runs.
  func stopReader() -> (@Sendable (TerminalInput) -> Void)? {
    guard let current = reader.withLock({ $0.take() }) else { return nil }
    requestStop()
    if !current.isCurrentThread { current.finished.wait() }
    return current.handler
  }

  /// Asks the reader to stop: counts the request and wakes its `poll` through the wake pipe
  /// (while it is still open).
  func requestStop() {
    stopRequests.add(1, ordering: .sequentiallyConsistent)
    pipesClosed.withLock { closed in
      if !closed { writeByte(Self.stopByte, to: wakeWrite) }
    }
  }

  /// The byte written to the wake pipe to wake the reader for a stop.
  static let stopByte: UInt8 = 0x71

  /// The next event, holding the input for the whole wait. `generation` is what a reader
  /// saw of `stopRequests` at its start: it ends (`nil`) when a stop was asked since; `nil`
  /// for `nextEvent`, which no stop ends.
  func next(timeout: Duration?, stopAfter generation: Int?) throws(TerminalError) -> InputEvent? {
    let deadline = timeout.map { ContinuousClock.now + $0 }
    return try input.withLock { (input) throws(TerminalError) -> InputEvent? in
      while true {
        guard isOpen else { return nil }
        if let generation, stopRequests.load(ordering: .sequentiallyConsistent) != generation { return nil }
        if let event = input.take() { return event }
        var wait = -1
        if let deadline {
          guard let left = Self.milliseconds(until: deadline) else { return nil }
          wait = left
        }
        if let timeout = input.decoder.timeoutMilliseconds {
          let flushDeadline = input.lastInput + .milliseconds(timeout)
          guard let left = Self.milliseconds(until: flushDeadline) else {
            absorb(input.decoder.flush(), into: &input)
            continue
          }
          wait = wait < 0 ? left : min(wait, left)
        }
        try waitForInput(&input, milliseconds: wait)
      }
    }
  }

  /// Queues `events` for the reader, acting first on the replies the session awaits: the
  /// kitty keyboard flags before the device attributes push the protocol.
  func absorb(_ events: [InputEvent], into input: inout SessionInput) {
    for event in events {
      guard case .reply(let reply) = event else { continue }
      if keyboard.withLock({ $0.observe(reply) }) { pushKittyKeyboard() }
    }
    input.append(events)
  }

  /// One `poll` on the terminal and the wake pipe, turning what arrived into queued events.
  private func waitForInput(_ input: inout SessionInput, milliseconds: Int) throws(TerminalError) {
    var entries = [
      pollfd(fd: device.fileDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&entries, 2, Int32(milliseconds))
    if ready < 0 {
      let number = SystemError.number
      if number == EINTR || number == EAGAIN { return }
      throw .systemCall("poll", errorNumber: number)
    }
    // A termination is handed out before the terminal is read again: after a hang-up the
    // read fails, and the program must still hear why it is ending.
    if entries[1].revents & Int16(POLLIN) != 0, handleWakeBytes(&input) { return }
    let terminalReady = Int16(POLLIN) | Int16(POLLHUP) | Int16(POLLERR)
    if entries[0].revents & terminalReady != 0 {
      let bytes = try device.read()
      if bytes.isEmpty { throw .closed }
      input.lastInput = ContinuousClock.now
      absorb(input.decoder.feed(bytes), into: &input)
    }
  }

  /// Reads what the signal handlers wrote: a resize, a continue after a stop, a deferred
  /// termination. (A stop byte only wakes the `poll`; `stopRequests` says whom it stops.)
  /// Returns whether a termination was queued.
  private func handleWakeBytes(_ input: inout SessionInput) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 64)
    var resized = false
    var continued = false
    var terminated = false
    while true {
      let count = buffer.withUnsafeMutableBytes { read(wakeRead, $0.baseAddress, 64) }
      if count <= 0 { break }
      for byte in buffer.prefix(count) {
        switch byte {
        case SignalGuard.resizeByte: resized = true
        case SignalGuard.continueByte: continued = true
        case SignalGuard.terminateByte: terminated = true
        default: break
        }
      }
    }
    if continued {
      takeBackAfterStop()
      input.append([.redraw])
    }
    if resized { input.append([.resize(size)]) }
    let signal = SignalGuard.deferredSignal.load(ordering: .sequentiallyConsistent)
    if terminated, signal != 0 { input.append([.terminate(signal: signal)]) }
    return terminated
  }

  /// After SIGCONT: raw mode again, and the modes again if the stop had given them back.
  private func takeBackAfterStop() {
    guard isOpen else { return }
    let wasRestored = SignalGuard.isRestored.load(ordering: .sequentiallyConsistent)
    try? enterRawMode()
    if wasRestored {
      // The stop erased the inline area; nothing of it is left to erase until the next frame.
      setLeavingSequence([])
      try? device.write(reentrySequence)
      SignalGuard.markTaken()
    }
  }
}

/// The thread of `startReading(_:)`: its handler, its end (signalled), and its id, so that a
/// stop asked from its own handler does not wait for itself.
struct ReaderThread {
  let finished: DispatchSemaphore
  let handler: @Sendable (TerminalInput) -> Void
  private var thread: pthread_t?

  init(finished: DispatchSemaphore, handler: @escaping @Sendable (TerminalInput) -> Void) {
    self.finished = finished
    self.handler = handler
  }

  /// Records the calling thread as the reader's, if this is still the reader started with
  /// `finished`.
  mutating func identify(finished: DispatchSemaphore) {
    guard self.finished === finished else { return }
    thread = pthread_self()
  }

  /// Whether the calling thread is the reader's.
  var isCurrentThread: Bool {
    guard let thread else { return false }
    return pthread_equal(thread, pthread_self()) != 0
  }
}

private func writeByte(_ byte: UInt8, to descriptor: Int32) {
  var value = byte
  _ = write(descriptor, &value, 1)
}

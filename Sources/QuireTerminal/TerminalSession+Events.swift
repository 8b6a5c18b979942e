import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalSession {
  /// Waits for the next event: a decoded key, mouse, paste or focus event, `.resize` after
  /// SIGWINCH, or `.redraw` after SIGCONT (the terminal was taken again and the screen must be
  /// drawn whole). Returns `nil` when `timeout` passes first (`nil` waits for ever).
  ///
  /// Polls the terminal and the wake pipe the signal handlers write to; a lone Esc (or any
  /// sequence or paste left unfinished) is resolved by `InputDecoder.flush()` once the
  /// decoder's `timeoutMilliseconds` (the Esc or the paste timeout) pass with no more input.
  ///
  /// - Throws: `TerminalError.closed` when the terminal reports end of input or hang-up.
  public func nextEvent(timeout: Duration? = nil) throws(TerminalError) -> InputEvent? {
    let deadline = timeout.map { ContinuousClock.now + $0 }
    while true {
      if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
      if stopRequested || !isOpen { return nil }
      var wait = -1
      if let deadline {
        guard let left = Self.milliseconds(until: deadline) else { return nil }
        wait = left
      }
      if let timeout = decoder.timeoutMilliseconds {
        let flushDeadline = lastInput + .milliseconds(timeout)
        guard let left = Self.milliseconds(until: flushDeadline) else {
          pendingEvents += decoder.flush()
          continue
        }
        wait = wait < 0 ? left : min(wait, left)
      }
      try waitForInput(milliseconds: wait)
    }
  }

  /// The events as an asynchronous stream, read on a queue of their own until the stream is
  /// dropped or cancelled; it ends by throwing when the terminal goes away. One stream at a
  /// time, and while it runs, do not call `nextEvent(timeout:)`.
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

  /// Reads events on a queue of its own and hands each to `handler`, then `.ended` when the
  /// terminal goes away (not after `stopReading()`). One reader at a time; while it runs, do
  /// not call `nextEvent(timeout:)`.
  public func startReading(_ handler: @escaping @Sendable (TerminalInput) -> Void) {
    let finished = DispatchSemaphore(value: 0)
    stopRequested = false
    readerFinished = finished
    DispatchQueue(label: "quire-terminal-input").async { [self] in
      defer {
        stopRequested = false
        finished.signal()
      }
      do throws(TerminalError) {
        while let event = try nextEvent() { handler(.event(event)) }
        if !stopRequested { handler(.ended(nil)) }
      } catch {
        handler(.ended(error))
      }
    }
  }

  /// Stops the reader of `startReading(_:)` and returns once it has ended.
  public func stopReading() {
    guard let readerFinished else { return }
    requestStop()
    readerFinished.wait()
    self.readerFinished = nil
  }

  /// Asks the `events()` thread to stop, through the wake pipe (while it is still open).
  func requestStop() {
    pipesClosed.withLock { closed in
      if !closed { writeByte(Self.stopByte, to: wakeWrite) }
    }
  }

  /// The byte written to the wake pipe to stop the `events()` stream's thread.
  static let stopByte: UInt8 = 0x71

  /// One `poll` on the terminal and the wake pipe, turning what arrived into pending events.
  private func waitForInput(milliseconds: Int) throws(TerminalError) {
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
    if entries[1].revents & Int16(POLLIN) != 0 { handleWakeBytes() }
    let terminalReady = Int16(POLLIN) | Int16(POLLHUP) | Int16(POLLERR)
    if entries[0].revents & terminalReady != 0 {
      let bytes = try device.read()
      if bytes.isEmpty { throw .closed }
      lastInput = ContinuousClock.now
      pendingEvents += decoder.feed(bytes)
    }
  }

  /// Reads what the signal handlers wrote: a resize, a continue after a stop, a stop request.
  private func handleWakeBytes() {
    var buffer = [UInt8](repeating: 0, count: 64)
    var resized = false
    var continued = false
    while true {
      let count = buffer.withUnsafeMutableBytes { read(wakeRead, $0.baseAddress, 64) }
      if count <= 0 { break }
      for byte in buffer.prefix(count) {
        switch byte {
        case SignalGuard.resizeByte: resized = true
        case SignalGuard.continueByte: continued = true
        case Self.stopByte: stopRequested = true
        default: break
        }
      }
    }
    if continued {
      takeBackAfterStop()
      pendingEvents.append(.redraw)
    }
    if resized { pendingEvents.append(.resize(size)) }
  }

  /// After SIGCONT: raw mode again, and the modes again if the stop had given them back.
  private func takeBackAfterStop() {
    guard isOpen else { return }
    let wasRestored = SignalGuard.isRestored.load(ordering: .sequentiallyConsistent)
    try? enterRawMode()
    if wasRestored {
      try? device.write(modes.enterSequence(kittyPushed: usesKittyKeyboard))
      SignalGuard.markTaken()
    }
  }
}

private func writeByte(_ byte: UInt8, to descriptor: Int32) {
  var value = byte
  _ = write(descriptor, &value, 1)
}

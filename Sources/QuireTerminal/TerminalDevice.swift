#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The controlling terminal, opened as `/dev/tty` so that standard input and output can both
/// be pipes: reads, whole writes and its size.
public struct TerminalDevice: Sendable {
  /// The file descriptor of the open terminal.
  public let fileDescriptor: Int32

  /// Wraps an open terminal file descriptor (not closed by this value).
  public init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
  }

  /// Opens the controlling terminal for reading and writing.
  ///
  /// - Throws: `TerminalError.noTerminal` when the process has none (`ENXIO`), or when the
  ///   file opened is not a terminal.
  public static func openControlling() throws(TerminalError) -> TerminalDevice {
    let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    if descriptor < 0 { throw .noTerminal(errorNumber: SystemError.number) }
    guard isatty(descriptor) == 1 else {
      let number = SystemError.number
      _ = systemClose(descriptor)
      throw .noTerminal(errorNumber: number)
    }
    return TerminalDevice(fileDescriptor: descriptor)
  }

  /// Closes the file descriptor.
  public func close() {
    _ = systemClose(fileDescriptor)
  }

  /// The size of the terminal in cells, or `nil` when the terminal does not say.
  public func size() -> TerminalSize? {
    var window = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0
    else { return nil }
    return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
  }

  /// Writes all of `bytes` in one `write` call where the kernel takes them at once, looping
  /// on partial writes and `EINTR`.
  public func write(_ bytes: some Collection<UInt8>) throws(TerminalError) {
    let array = Array(bytes)
    let failure: Int32? = array.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return nil }
      var done = 0
      while done < buffer.count {
        let wrote = systemWrite(fileDescriptor, base + done, buffer.count - done)
        if wrote < 0 {
          let number = SystemError.number
          if number == EINTR || number == EAGAIN { continue }
          return number
        }
        done += wrote
      }
      return nil
    }
    if let failure { throw .systemCall("write", errorNumber: failure) }
  }

  /// Reads what is available, up to `limit` bytes; an empty result means end of input.
  public func read(limit: Int = 4096) throws(TerminalError) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: limit)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(fileDescriptor, $0.baseAddress, limit) }
      if count >= 0 { return Array(buffer.prefix(count)) }
      let number = SystemError.number
      if number == EINTR || number == EAGAIN { continue }
      if number == EIO {
        // A background job reading with SIGTTIN blocked in this thread gets EIO: it waits,
        // stopped, for the foreground (as a job continued with `bg` must); any other EIO,
        // or a job that cannot be stopped, is the terminal gone.
        guard JobControl.isBackground(fileDescriptor),
          (try? JobControl.waitForForeground(fileDescriptor)) != nil
        else { return [] }
        continue
      }
      throw .systemCall("read", errorNumber: number)
    }
  }
}

private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, bytes, count)
}

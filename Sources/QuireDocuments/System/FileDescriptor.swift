#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing whole buffers through a file descriptor, retrying short transfers and
/// calls interrupted by a signal.
enum FileDescriptor {
  /// Opens `path`, retrying when a signal interrupts; the descriptor, or the error number.
  static func openFile(_ path: String, _ flags: Int32, mode: mode_t = 0) -> Result<Int32, SystemErrorNumber> {
    openFile(Array(path.utf8CString), flags, mode: mode)
  }

  /// Opens the NUL-terminated `path` (its bytes need not be UTF-8), as `openFile` does.
  static func openFile(_ path: [CChar], _ flags: Int32, mode: mode_t = 0) -> Result<Int32, SystemErrorNumber>
  {
    while true {
      let descriptor = open(path, flags | O_CLOEXEC, mode)
      if descriptor >= 0 { return .success(descriptor) }
      if errno != EINTR { return .failure(.current) }
    }
  }

  /// Writes all of `buffer` at the file's current offset. `nil` when done, else the error.
  static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> SystemErrorNumber? {
    guard var cursor = buffer.baseAddress else { return nil }
    var left = buffer.count
    while left > 0 {
      let written = write(descriptor, cursor, left)
      if written < 0 {
        if errno == EINTR { continue }
        return .current
      }
      // A write of zero bytes to a regular file means no progress can be made.
      if written == 0 { return SystemErrorNumber(ENOSPC) }
      cursor += written
      left -= written
    }
    return nil
  }

  /// Writes all of `buffer` at `offset`, leaving the file offset alone.
  static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer, at offset: Int)
    -> SystemErrorNumber?
  {
    guard var cursor = buffer.baseAddress else { return nil }
    var left = buffer.count
    var place = offset
    while left > 0 {
      let written = pwrite(descriptor, cursor, left, off_t(place))
      if written < 0 {
        if errno == EINTR { continue }
        return .current
      }
      if written == 0 { return SystemErrorNumber(ENOSPC) }
      cursor += written
      place += written
      left -= written
    }
    return nil
  }

  /// Reads into `buffer` until it is full or the file ends; the number of bytes read.
  static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<
    Int, SystemErrorNumber
  > {
    guard let base = buffer.baseAddress else { return .success(0) }
    var done = 0
    while done < buffer.count {
      let count = read(descriptor, base + done, buffer.count - done)
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.current)
      }
      if count == 0 { break }
      done += count
    }
    return .success(done)
  }

  /// Flushes the file to the disk, retrying when a signal interrupts.
  static func syncFile(_ descriptor: Int32) -> SystemErrorNumber? {
    while fsync(descriptor) != 0 {
      if errno != EINTR { return .current }
    }
    return nil
  }

  /// Closes the descriptor. On Linux a close interrupted by a signal has still closed it, so
  /// EINTR is not an error; any other failure is.
  static func closeFile(_ descriptor: Int32) -> SystemErrorNumber? {
    if close(descriptor) == 0 || errno == EINTR { return nil }
    return .current
  }
}

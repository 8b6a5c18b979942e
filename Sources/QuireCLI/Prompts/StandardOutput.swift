#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output, written without buffering, where the prompts put their answer.
enum StandardOutput {
  /// Whether standard output is a terminal (and not a pipe or a file).
  static var isTerminal: Bool { isatty(1) == 1 }

  /// Whether standard output is closed (`quire input >&-`).
  static var isClosed: Bool { fcntl(1, F_GETFD) == -1 }

  /// Writes all the bytes `text` carries (its UTF-8, and each byte that is not UTF-8 as itself:
  /// `PreservedBytes`); returns why it could not, or `nil` when it was written.
  static func write(_ text: String) -> String? {
    write(text.preservedBytes)
  }

  /// Writes all of `bytes`; returns why it could not, or `nil` when they were written.
  static func write(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBytes { buffer -> String? in
      var done = 0
      while done < buffer.count, let base = buffer.baseAddress {
        let wrote = systemWrite(1, base + done, buffer.count - done)
        if wrote < 0 {
          if errno == EINTR { continue }
          return ErrorNumber.message(errno)
        }
        done += wrote
      }
      return nil
    }
  }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

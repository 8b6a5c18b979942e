#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard error, written without buffering.
enum StandardError {
  static func write(_ text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count, let base = buffer.baseAddress {
        let wrote = writeBytes(base + done, count: buffer.count - done)
        if wrote <= 0 { return }
        done += wrote
      }
    }
  }
}

private func writeBytes(_ bytes: UnsafeRawPointer, count: Int) -> Int {
  write(2, bytes, count)
}

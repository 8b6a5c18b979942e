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
        let wrote = Glibc.write(2, base + done, buffer.count - done)
        if wrote <= 0 { return }
        done += wrote
      }
    }
  }
}

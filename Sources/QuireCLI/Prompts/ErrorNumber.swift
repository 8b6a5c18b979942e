#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's text for an `errno` value, for error lines.
enum ErrorNumber {
  /// "Bad file descriptor" for `EBADF`.
  static func message(_ number: Int32) -> String {
    guard let text = strerror(number) else { return "error \(number)" }
    return String(cString: text)
  }
}

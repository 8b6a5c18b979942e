#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's `errno` and its text, for error messages.
enum SystemError {
  /// The current value of `errno`.
  static var number: Int32 { errno }

  /// The C library's message for `errorNumber`, such as "No such device or address".
  static func message(_ errorNumber: Int32) -> String {
    guard let text = strerror(errorNumber) else { return "error \(errorNumber)" }
    return String(cString: text)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's words for system error numbers.
enum SystemMessage {
  /// `strerror` of `number`, lower-cased at its start as the rest of a line reads
  /// ("no such file or directory").
  static func text(for number: Int32) -> String {
    guard let pointer = strerror(number) else { return "error \(number)" }
    let message = String(cString: pointer)
    guard let first = message.first else { return "error \(number)" }
    return first.lowercased() + message.dropFirst()
  }
}

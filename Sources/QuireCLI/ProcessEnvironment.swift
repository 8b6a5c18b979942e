#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process environment as a dictionary, read from `environ` without Foundation, so the
/// command starts without loading Foundation's libraries.
enum ProcessEnvironment {
  /// Every `NAME=value` of the environment; the first of duplicate names wins.
  static func current() -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        let name = String(text[..<equals])
        if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
      }
      entry += 1
    }
    return result
  }
}

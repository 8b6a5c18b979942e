#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's environment variables, read once.
enum ProcessEnvironment {
  /// The environment as a dictionary (the first value wins for a repeated name).
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

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the executables SwiftPM built beside the running tests.
public enum BuiltProducts {
  /// The path of the executable product `name` (such as `quire`) in the build folder of the
  /// running test bundle, or `nil` when it is not there.
  ///
  /// The test bundle lives in the same folder as the products (`.build/<triple>/debug`), found
  /// through `/proc/self/exe` on Linux, else through this file's path.
  public static func executable(named name: String, filePath: String = #filePath) -> String? {
    var folders: [String] = []
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if length > 0 {
      let path = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      folders.append(folder(of: path))
    }
    var root = filePath
    for _ in 0..<3 { root = folder(of: root) }
    folders.append(root + "/.build/debug")
    for candidate in folders.map({ $0 + "/" + name }) where access(candidate, X_OK) == 0 {
      return candidate
    }
    return nil
  }

  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files committed in the repository that tests read (fuzz corpora, the Unicode data, the
/// width oracle's record), found from the calling test file's path.
public enum RepositoryFile {
  /// The repository's root folder, found from `testFile` (a test file's path under
  /// `Tests/`): the nearest folder above it that holds `Package.swift`.
  public static func root(testFile: String = #filePath) -> String {
    var path = testFile
    while let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      path = String(path[..<slash])
      if access(path + "/Package.swift", F_OK) == 0 { return path }
    }
    return path
  }

  /// The bytes of the file at `path`, or `nil` when it cannot be read.
  public static func contents(atPath path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  /// The text of the file at `relativePath` from the repository's root (found from
  /// `testFile`), or `nil` when it cannot be read.
  public static func text(_ relativePath: String, testFile: String = #filePath) -> String? {
    contents(atPath: root(testFile: testFile) + "/" + relativePath).map {
      String(decoding: $0, as: UTF8.self)
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One fuzzer's committed corpus, `Fuzz/Corpus/<target>/`, as the unit tests that replay it
/// read it.
public struct FuzzCorpus: Sendable {
  /// The corpus folder.
  public let folder: String

  /// The corpus of `target`, found from `testFile` (the calling test file's path, three
  /// folders below the repository's root: `Tests/<Target>/<File>.swift`).
  public init(_ target: String, testFile: String = #filePath) {
    var path = testFile
    for _ in 0..<3 {
      guard let slash = path.lastIndex(of: "/") else { break }
      path = String(path[..<slash])
    }
    folder = path + "/Fuzz/Corpus/" + target
  }

  /// The names of the corpus files, sorted; none when the folder cannot be read.
  public var names: [String] { DirectoryListing.names(in: folder).filter { !$0.hasPrefix(".") }.sorted() }

  /// The bytes of the corpus file `name`, or `nil` when it cannot be read.
  public func contents(_ name: String) -> [UInt8]? {
    guard let file = fopen(folder + "/" + name, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }
}

/// One fuzzer's committed corpus, `Fuzz/Corpus/<target>/`, as the unit tests that replay it
/// read it.
public struct FuzzCorpus: Sendable {
  /// The corpus folder.
  public let folder: String

  /// The corpus of `target`, found from `testFile` (the calling test file's path, three
  /// folders below the repository's root: `Tests/<Target>/<File>.swift`).
  public init(_ target: String, testFile: String = #filePath) {
    folder = RepositoryFile.root(testFile: testFile) + "/Fuzz/Corpus/" + target
  }

  /// The names of the corpus files, sorted; none when the folder cannot be read.
  public var names: [String] { DirectoryListing.names(in: folder).filter { !$0.hasPrefix(".") }.sorted() }

  /// The bytes of the corpus file `name`, or `nil` when it cannot be read.
  public func contents(_ name: String) -> [UInt8]? {
    RepositoryFile.contents(atPath: folder + "/" + name)
  }
}

import QuireTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Generated note folders for the index's figures (`NoteFolderGenerator`), made once per
/// size under the benchmark's scratch folder, and a hidden flag that writes one anywhere:
/// `quire-bench --generate-notes COUNT DIR`.
enum NoteFolders {
  /// The flag that writes a folder and exits.
  static let generateFlag = "--generate-notes"

  /// Writes `COUNT` notes into `DIR` (created) and exits.
  static func runGenerator(_ arguments: [String]) -> Never {
    guard arguments.count == 2, let count = Int(arguments[0]) else {
      print("usage: quire-bench \(generateFlag) COUNT DIR")
      exit(2)
    }
    mkdir(arguments[1], 0o755)
    var generator = NoteFolderGenerator(seed: 0x0007_E5EE_D000 + UInt64(count))
    generator.writeNotes(count: count, to: arguments[1])
    exit(0)
  }
}

import Foundation

/// A scratch folder for one peer measurement: the prose file, the editor's home and its
/// configuration. Taken in `with`, removed with all it holds afterwards.
enum PeerScratch {
  /// Runs `body` with the path of a new empty folder, then removes the folder.
  static func with<T>(_ body: (String) throws(PeerError) -> T) throws(PeerError) -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("quire-bench-peer-\(UUID().uuidString)").path
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .system("cannot create \(folder)")
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(folder)
  }
}

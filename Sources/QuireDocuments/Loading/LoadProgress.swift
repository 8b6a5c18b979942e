/// How far a load has come.
public struct LoadProgress: Hashable, Sendable {
  /// Bytes read so far.
  public var bytesRead: Int
  /// The file's size when the load started (at least `bytesRead`).
  public var totalBytes: Int

  public init(bytesRead: Int, totalBytes: Int) {
    self.bytesRead = bytesRead
    self.totalBytes = totalBytes
  }

  /// The part done, from 0 to 1.
  public var fraction: Double { totalBytes == 0 ? 1 : Double(bytesRead) / Double(totalBytes) }
}

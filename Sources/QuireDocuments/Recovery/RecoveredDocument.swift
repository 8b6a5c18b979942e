import QuireText

/// The text read back from a recovery file.
public struct RecoveredDocument: Sendable {
  public var info: RecoveryInfo
  public var text: TextStorage
  /// The layout of the recovered bytes (BOM, line breaks), to save them back as they were.
  public var format: TextFormat

  public init(info: RecoveryInfo, text: TextStorage, format: TextFormat) {
    self.info = info
    self.text = text
    self.format = format
  }
}

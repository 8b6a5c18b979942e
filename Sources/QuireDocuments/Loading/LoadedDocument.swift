import QuireText

/// A fully loaded document: its text, how to write it back byte for byte, and which file it
/// came from.
public struct LoadedDocument: Sendable {
  public var text: TextStorage
  /// BOM, line breaks, final line break and UTF-8 validity, for saving the same bytes back.
  public var format: TextFormat
  /// The file read, to notice changes on disk; `nil` for a new document.
  public var identity: FileIdentity?

  public init(text: TextStorage, format: TextFormat, identity: FileIdentity?) {
    self.text = text
    self.format = format
    self.identity = identity
  }
}

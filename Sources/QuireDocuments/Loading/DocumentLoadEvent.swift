import QuireText

/// What a load reports as it goes.
public enum DocumentLoadEvent: Sendable {
  /// The first chunk was read: `text` is its text, enough to draw the first screen while the
  /// rest loads.
  case firstScreen(text: TextStorage, progress: LoadProgress)
  /// Another chunk was read.
  case progress(LoadProgress)
  /// The whole file was read: the last event.
  case finished(LoadedDocument)
}

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

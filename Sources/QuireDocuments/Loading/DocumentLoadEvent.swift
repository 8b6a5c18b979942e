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

extension Word {
  // The file picker's keys.
  public static let helpOpenFolder = Word("files.help-open", "open")
  public static let helpUpFolder = Word("files.help-up", "up")
  public static let helpHidden = Word("files.help-hidden", "hidden")

  // Its rows and status.
  public static let emptyFolder = Word("files.empty", "Empty folder")
  public static let readingFolder = Word("files.reading", "Reading…")
  /// `{count}` entries listed so far, more coming.
  public static let entriesSoFar = Word("files.entries-so-far", "{count}…")
  public static let oneEntry = Word("files.one-entry", "1 entry")
  /// `{count}` entries.
  public static let entryCount = Word("files.entry-count", "{count} entries")

  // Its preview.
  public static let previewBinary = Word("files.binary", "binary")
  public static let previewEmpty = Word("files.empty-file", "empty file")
  /// `{reason}` says why it cannot be read.
  public static let previewUnreadable = Word("files.unreadable", "unreadable: {reason}")
  public static let previewBrokenLink = Word("files.broken-link", "a link that leads nowhere")
  /// `{kind}` is the kind of file, with its article ("a named pipe").
  public static let previewSpecial = Word("files.special", "{kind}, not read")
  /// The last row of a folder's preview that holds more entries than shown.
  public static let previewMore = Word("files.more", "…")
}

extension Word {
  // The file picker's keys.
  /// The file picker's help bar word for opening a folder: “open”.
  public static let helpOpenFolder = Word("files.help-open", "open")
  /// The file picker's help bar word for going up a folder: “up”.
  public static let helpUpFolder = Word("files.help-up", "up")
  /// The file picker's help bar word for showing or hiding hidden files: “hidden”.
  public static let helpHidden = Word("files.help-hidden", "hidden")

  // Its rows and status.
  /// Shown for a folder with no entries: “Empty folder”.
  public static let emptyFolder = Word("files.empty", "Empty folder")
  /// Shown while a folder is read: “Reading…”
  public static let readingFolder = Word("files.reading", "Reading…")
  /// `{count}` entries listed so far, more coming.
  public static let entriesSoFar = Word("files.entries-so-far", "{count}…")
  /// The file picker's count for one entry: “1 entry”.
  public static let oneEntry = Word("files.one-entry", "1 entry")
  /// `{count}` entries.
  public static let entryCount = Word("files.entry-count", "{count} entries")

  // Its preview.
  /// The preview of a file of binary data: “binary”.
  public static let previewBinary = Word("files.binary", "binary")
  /// The preview of an empty file: “empty file”.
  public static let previewEmpty = Word("files.empty-file", "empty file")
  /// `{reason}` says why it cannot be read.
  public static let previewUnreadable = Word("files.unreadable", "unreadable: {reason}")
  /// The preview of a symbolic link whose target does not exist: “a link that leads nowhere”.
  public static let previewBrokenLink = Word("files.broken-link", "a link that leads nowhere")
  /// `{kind}` is the kind of file, with its article ("a named pipe").
  public static let previewSpecial = Word("files.special", "{kind}, not read")
  /// The last row of a folder's preview that holds more entries than shown.
  public static let previewMore = Word("files.more", "…")
}

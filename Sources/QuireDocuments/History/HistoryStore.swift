/// A named history of values: the values a prompt or a selection list remembers, kept at
/// `$XDG_STATE_HOME/quire/history/NAME`, safe when several processes use it at once.
///
/// - The file holds one record a line, newest last (`HistoryRecord`): a value chosen, or a
///   value forgotten. Recording or forgetting appends one record with one `write` to the
///   file opened `O_APPEND`, so records of processes appending together never interleave.
/// - Reading replays the records (`HistoryValues`): a value chosen again moves to the end;
///   values equal after simple case folding and canonical equivalence are one, spelled as
///   most recently chosen; forgotten values go; the newest `limit` stay. Torn and corrupt
///   lines are skipped, the rest kept.
/// - Compaction rewrites the file with only those values, through a temporary file in the
///   same folder renamed over it, under a non-blocking `flock` on `.NAME.lock`: when another
///   process holds it, compaction is skipped. It then copies any record appended to the old
///   file meanwhile; an appender that finds its file renamed away appends again. So an
///   append is never lost (at worst recorded twice, which reading merges).
/// - The folder is created 0700, the file 0600; an existing folder or file of the user's that
///   others may read or write is tightened to those modes when it is opened. A history file
///   or folder that is a symbolic link is refused, as is a FIFO or a device; nothing ever
///   blocks.
/// - The file keeps at most `limit` values: recording compacts it once it holds more lines.
///
/// Every failure throws a `HistoryError` naming the file; `BestEffortHistory` turns them
/// into one warning so that a prompt goes on without its history.
public struct HistoryStore: Sendable {
  /// The history's name: its file's name.
  public let name: HistoryName
  /// The folder of histories.
  public let folder: String
  /// How many values a history keeps: 1,000 by default.
  public var limit = 1000
  /// The file size past which recording compacts the history (when no other process is
  /// compacting it): 256 KiB by default.
  public var compactionThreshold = 256 * 1024
  /// Whether recording compacts a history whose file holds more lines than `limit` (a value
  /// takes at least two bytes, so a file of `2 × limit` bytes or fewer is never counted).
  /// A test of many writers turns it off to decide itself when compaction runs.
  public var compactsPastLimit = true
  /// The most of a history's file that is read (its last bytes): 64 MiB.
  public var readLimit = 64 * 1024 * 1024
  /// Called with the file's path after each append's write, before it checks the path still
  /// names the file written: lets a test rename the file away at the worst moment.
  var afterAppendWrite: (@Sendable (String) -> Void)?

  /// The history `name` in the folder of histories of `paths`. Throws
  /// `HistoryError.invalidName` for a name that is not a plain file name.
  public init(name: String, paths: XDGPaths) throws(HistoryError) {
    try self.init(name: name, folder: paths.historyDirectory)
  }

  /// The history `name` in `folder`.
  public init(name: String, folder: String) throws(HistoryError) {
    self.name = try HistoryName(name)
    self.folder = folder
  }

  /// The path of the history's file.
  public var path: String { folder.hasSuffix("/") ? folder + name.value : folder + "/" + name.value }

  /// The name of the lock file compaction takes: hidden, so no history name can be it.
  var lockName: String { "." + name.value + ".lock" }

  /// The name of a compaction's temporary file.
  func temporaryName(process: Int32) -> String { "." + name.value + "." + String(process) + ".tmp" }
}

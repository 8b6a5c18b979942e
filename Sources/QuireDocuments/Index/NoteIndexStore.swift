/// What a `NoteIndex` guards with its lock: the database while it can be used, and the one
/// notice given.
struct NoteIndexStore: ~Copyable {
  /// The open database; `nil` when it is bypassed and searches read the files.
  var database: NoteDatabase?
  /// The first problem met, shown once.
  var notice: NoteIndexNotice?
  /// How many times the database was made anew since the index was opened: an update that
  /// sees it change starts again, since what it compared against is gone.
  var generation = 0
}

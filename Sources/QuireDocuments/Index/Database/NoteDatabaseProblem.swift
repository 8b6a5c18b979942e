/// Why a note index's database could not be opened as one.
enum NoteDatabaseProblem: Error, Sendable {
  /// Its folder or file could not be made.
  case cannotCreate(SystemErrorNumber)
  /// SQLite failed.
  case sqlite(SQLiteError)
  /// It is a database, but not a note index of this version for this folder.
  case foreign(String)
}

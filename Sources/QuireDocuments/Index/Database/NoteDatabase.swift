internal import CSQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The SQLite database of one notes folder's index: its schema, made and checked on open.
///
/// WAL, so that readers never wait for a writer and two processes share it; a busy timeout,
/// so that two writers wait for each other's short transactions rather than fail.
final class NoteDatabase {
  /// The open connection.
  let connection: SQLiteConnection
  /// The database file.
  let path: String
  /// The statements compiled so far, by their SQL, compiled once and reset after each use.
  private var statements: [String: SQLiteStatement] = [:]
  /// How many times this connection changed the notes (`store`, `remove`).
  var writes = 0
  /// Texts a search found in fewer than half the notes (`isInMostNotes`), while the index
  /// is as it was then: a phrase that holds one of them is in fewer still, so a query
  /// typed a letter at a time is counted once.
  var rareTexts = RareTexts()

  /// The schema's version, in `PRAGMA user_version`: a database of another is rebuilt.
  static let schemaVersion: Int64 = 4
  /// What `PRAGMA application_id` holds in a note index ("QUIR"), so that a file of another
  /// program is never taken for one.
  static let applicationID: Int64 = 0x5155_4952

  /// Opens the database at `path` for `folder`, made with the schema when new (the file
  /// 0600, its folder 0700). Throws `NoteDatabaseProblem.foreign` when it holds something
  /// else (another version, another folder, another program's data) and the SQLite error when
  /// it cannot be opened or read.
  init(path: String, folder: String) throws(NoteDatabaseProblem) {
    self.path = path
    if let reason = Folders.make(PathText.folder(of: path)) { throw .cannotCreate(reason) }
    let made = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if made >= 0 {
      close(made)
    } else if errno != EEXIST {
      throw .cannotCreate(.current)
    }
    do {
      connection = try SQLiteConnection(path: path, create: false)
      try connection.execute(
        "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = OFF")
      try prepareSchema(folder: folder)
    } catch let error as SQLiteError {
      throw .sqlite(error)
    } catch let problem as NoteDatabaseProblem {
      throw problem
    } catch {
      throw .sqlite(SQLiteError(code: SQLITE_ERROR, message: "\(error)"))
    }
  }

  /// Makes the schema in a new database, or checks that an existing one is a note index of
  /// this version for `folder`.
  private func prepareSchema(folder: String) throws {
    let application = try connection.integer("PRAGMA application_id") ?? 0
    let version = try connection.integer("PRAGMA user_version") ?? 0
    let tables = try connection.integer("SELECT count(*) FROM sqlite_schema") ?? 0
    if application == 0, version == 0, tables == 0 {
      try connection.transaction { () throws(SQLiteError) in
        try connection.execute(Self.schema)
        try connection.prepare("INSERT INTO meta(key, value) VALUES ('folder', ?1)").run([.text(folder)])
      }
      return
    }
    guard application == Self.applicationID else { throw NoteDatabaseProblem.foreign("not a note index") }
    guard version == Self.schemaVersion else {
      throw NoteDatabaseProblem.foreign("an index of version \(version), not \(Self.schemaVersion)")
    }
    let statement = try connection.prepare("SELECT value FROM meta WHERE key = 'folder'")
    guard try statement.step(), statement.text(0) == folder else {
      throw NoteDatabaseProblem.foreign("the index of another folder")
    }
  }

  /// The statement `sql`, compiled the first time it is asked for.
  func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    if let statement = statements[sql] { return statement }
    let statement = try connection.prepare(sql)
    statements[sql] = statement
    return statement
  }

  /// Deletes the database at `path` with its WAL and shared-memory files.
  static func remove(at path: String) {
    for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
  }
}

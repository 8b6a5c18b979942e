internal import CSQLite

/// One open SQLite database: statements run on it, one thread at a time (its owner locks).
final class SQLiteConnection {
  /// The `sqlite3` handle; closed when the connection goes.
  let handle: OpaquePointer

  /// Opens (creating when `create`) the database at `path`, waiting up to `busyTimeout`
  /// milliseconds whenever another connection holds a lock.
  init(path: String, create: Bool, busyTimeout: Int32 = 2_000) throws(SQLiteError) {
    var opened: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0) | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &opened, flags, nil)
    guard code == SQLITE_OK, let opened else {
      let error = SQLiteError(code: code, handle: opened)
      sqlite3_close_v2(opened)
      throw error
    }
    handle = opened
    sqlite3_extended_result_codes(handle, 0)
    sqlite3_busy_timeout(handle, busyTimeout)
  }

  deinit { sqlite3_close_v2(handle) }

  /// Runs `sql`, one or more statements without parameters.
  func execute(_ sql: String) throws(SQLiteError) {
    let code = sqlite3_exec(handle, sql, nil, nil, nil)
    guard code == SQLITE_OK else { throw SQLiteError(code: code, handle: handle) }
  }

  /// The statement `sql`, compiled.
  func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard code == SQLITE_OK, let statement else { throw SQLiteError(code: code, handle: handle) }
    return SQLiteStatement(statement, connection: self)
  }

  /// The one integer `sql` answers (a `PRAGMA`, a count), or `nil` when it answers no row.
  func integer(_ sql: String) throws(SQLiteError) -> Int64? {
    let statement = try prepare(sql)
    return try statement.step() ? statement.integer(0) : nil
  }

  /// Runs `body` in a transaction that takes the write lock at once (`BEGIN IMMEDIATE`, so
  /// two writers wait for each other rather than fail), committed when it returns and
  /// rolled back when it throws.
  func transaction<Value>(_ body: () throws(SQLiteError) -> Value) throws(SQLiteError) -> Value {
    try execute("BEGIN IMMEDIATE")
    do {
      let value = try body()
      try execute("COMMIT")
      return value
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// The rowid the last insert made.
  var lastInsertedRow: Int64 { sqlite3_last_insert_rowid(handle) }
}

internal import CSQLite

/// A compiled statement of a `SQLiteConnection`: bound, stepped through its rows, reset.
final class SQLiteStatement {
  /// The `sqlite3_stmt` handle; finalized when the statement goes.
  let handle: OpaquePointer
  /// The connection, kept open while the statement lives.
  let connection: SQLiteConnection

  init(_ handle: OpaquePointer, connection: SQLiteConnection) {
    self.handle = handle
    self.connection = connection
  }

  deinit { sqlite3_finalize(handle) }

  /// Binds `values` to the parameters `?1`, `?2`, … after a reset.
  func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case .null: code = sqlite3_bind_null(handle, index)
      case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
      case .text(let text): code = sqlite3_bind_text(handle, index, text, -1, csqlite_transient())
      case .blob(let bytes):
        code = bytes.withUnsafeBytes { raw in
          sqlite3_bind_blob(handle, index, raw.baseAddress, Int32(raw.count), csqlite_transient())
        }
      }
      guard code == SQLITE_OK else { throw SQLiteError(code: code, handle: connection.handle) }
    }
  }

  /// Ends the statement's run, so that it holds no lock while it waits to be used again.
  func reset() { sqlite3_reset(handle) }

  /// Moves to the next row: `true` when there is one, `false` when the statement is done.
  func step() throws(SQLiteError) -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    case let code: throw SQLiteError(code: code, handle: connection.handle)
    }
  }

  /// Binds `values` and runs the statement to its end.
  func run(_ values: [SQLiteValue] = []) throws(SQLiteError) {
    try bind(values)
    while try step() {}
  }

  /// Column `index` of the current row as an integer (0 for NULL).
  func integer(_ index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

  /// Column `index` of the current row as a floating-point number.
  func double(_ index: Int32) -> Double { sqlite3_column_double(handle, index) }

  /// Column `index` of the current row as a floating-point number.
  func real(_ index: Int32) -> Double { sqlite3_column_double(handle, index) }

  /// Whether column `index` of the current row is NULL.
  func isNull(_ index: Int32) -> Bool { sqlite3_column_type(handle, index) == SQLITE_NULL }

  /// Column `index` of the current row as text (empty for NULL).
  func text(_ index: Int32) -> String {
    guard let pointer = sqlite3_column_text(handle, index) else { return "" }
    let count = Int(sqlite3_column_bytes(handle, index))
    return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
  }

  /// Runs `read` over the UTF-8 of column `index` of the current row (none for NULL), valid
  /// only until the next step or reset.
  func withText<Value>(_ index: Int32, _ read: (UnsafeBufferPointer<UInt8>) -> Value) -> Value {
    let pointer = sqlite3_column_text(handle, index)
    return read(
      UnsafeBufferPointer(
        start: pointer, count: pointer == nil ? 0 : Int(sqlite3_column_bytes(handle, index))))
  }

  /// Column `index` of the current row as lines: the text split at each line feed, none
  /// for an empty text or NULL (the form a list of tags is kept in).
  func lines(_ index: Int32) -> [String] {
    guard let pointer = sqlite3_column_text(handle, index) else { return [] }
    let bytes = UnsafeBufferPointer(start: pointer, count: Int(sqlite3_column_bytes(handle, index)))
    guard !bytes.isEmpty else { return [] }
    return bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self)
    }
  }

  /// Runs `read` over the bytes of column `index` of the current row (none for NULL), where
  /// SQLite holds them: valid only until the next step or reset. For a BLOB, unlike
  /// `withText`, nothing is converted or terminated.
  func withBlob<Value>(_ index: Int32, _ read: (UnsafeBufferPointer<UInt8>) -> Value) -> Value {
    let pointer = sqlite3_column_blob(handle, index)
    let count = pointer == nil ? 0 : Int(sqlite3_column_bytes(handle, index))
    return read(UnsafeBufferPointer(start: pointer?.assumingMemoryBound(to: UInt8.self), count: count))
  }

  /// Column `index` of the current row as bytes (empty for NULL).
  func blob(_ index: Int32) -> [UInt8] {
    let count = Int(sqlite3_column_bytes(handle, index))
    guard count > 0, let pointer = sqlite3_column_blob(handle, index) else { return [] }
    return Array(UnsafeRawBufferPointer(start: pointer, count: count))
  }
}

/// A value bound to a statement's parameter.
enum SQLiteValue: Sendable {
  case null
  case integer(Int64)
  case text(String)
  case blob([UInt8])
}

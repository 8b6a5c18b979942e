internal import CSQLite

/// A failed SQLite call: its primary result code and SQLite's message.
struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The primary result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, …): the extended code's low byte.
  var code: Int32
  /// SQLite's words for it ("database disk image is malformed").
  var message: String

  init(code: Int32, message: String) {
    self.code = code & 0xFF
    self.message = message
  }

  /// The error the connection `handle` holds after a call answered `code`.
  init(code: Int32, handle: OpaquePointer?) {
    let text = handle.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
    self.init(code: code, message: text ?? String(cString: sqlite3_errstr(code)))
  }

  /// What the error means for the index, which decides what happens next.
  var kind: SQLiteErrorKind {
    switch code {
    case SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_FORMAT: .damaged
    case SQLITE_BUSY, SQLITE_LOCKED: .locked
    case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH: .unwritable
    case SQLITE_FULL: .full
    default: .other
    }
  }

  var description: String { message }
}

/// What an SQLite error says about the database it came from.
enum SQLiteErrorKind: Equatable, Sendable {
  /// The file is not a database, or a damaged one: it is thrown away and built again.
  case damaged
  /// Another connection held its lock longer than the busy timeout.
  case locked
  /// The file or its folder cannot be written (or opened).
  case unwritable
  /// The disk is full.
  case full
  /// Anything else (a mistake in a statement, memory).
  case other
}

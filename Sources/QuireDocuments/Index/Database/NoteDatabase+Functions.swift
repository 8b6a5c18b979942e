internal import CSQLite

extension NoteDatabase {
  /// Adds `quire_contains(text, needle)` to the connection: 1 when `needle` (folded) occurs
  /// in `text` ignoring case, by `FoldedNeedle`'s rule, else 0. It serves what the trigram
  /// index cannot: terms of one or two characters, and which terms are in a note's name.
  static func addFunctions(to connection: SQLiteConnection) throws(SQLiteError) {
    let code = sqlite3_create_function_v2(
      connection.handle, "quire_contains", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, quireContains, nil,
      nil, nil)
    guard code == SQLITE_OK else { throw SQLiteError(code: code, handle: connection.handle) }
  }
}

/// `quire_contains(text, needle)`, as SQLite calls it.
private func quireContains(
  _ context: OpaquePointer?, _ count: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
) {
  guard let arguments, let haystack = arguments[0], let needle = arguments[1] else { return }
  let found = withText(needle) { needleBytes in
    withText(haystack) { FoldedNeedle(utf8: needleBytes).occurs(in: $0) }
  }
  sqlite3_result_int(context, found ? 1 : 0)
}

/// Runs `body` over the UTF-8 bytes of an SQL value (none for NULL).
private func withText<Result>(_ value: OpaquePointer, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
  -> Result
{
  let pointer = sqlite3_value_text(value)
  let count = Int(sqlite3_value_bytes(value))
  return body(UnsafeBufferPointer(start: pointer, count: pointer == nil ? 0 : count))
}

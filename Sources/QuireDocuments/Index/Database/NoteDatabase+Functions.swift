internal import CSQLite

extension NoteDatabase {
  /// Adds `quire_contains(text, needle)` to the connection: 1 when `needle` (folded) occurs
  /// in `text` ignoring case, by `FoldedNeedle`'s rule, else 0. It serves what the trigram
  /// index cannot: terms of one or two characters, and which terms are in a note's name.
  /// And `quire_bit(grams, bit)`: 1 when bit `bit` of a note's `NoteGrams` is set, which
  /// answers the short terms of letters and digits without reading the texts.
  static func addFunctions(to connection: SQLiteConnection) throws(SQLiteError) {
    let flags = SQLITE_UTF8 | SQLITE_DETERMINISTIC
    for code in [
      sqlite3_create_function_v2(
        connection.handle, "quire_contains", 2, flags, nil, quireContains, nil, nil, nil),
      sqlite3_create_function_v2(connection.handle, "quire_bit", 2, flags, nil, quireBit, nil, nil, nil),
    ] where code != SQLITE_OK {
      throw SQLiteError(code: code, handle: connection.handle)
    }
  }
}

/// `quire_bit(grams, bit)`, as SQLite calls it.
private func quireBit(
  _ context: OpaquePointer?, _ count: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
) {
  guard let arguments, let grams = arguments[0], let bit = arguments[1] else { return }
  let pointer = sqlite3_value_blob(grams)?.assumingMemoryBound(to: UInt8.self)
  let bytes = UnsafeBufferPointer(start: pointer, count: pointer == nil ? 0 : Int(sqlite3_value_bytes(grams)))
  sqlite3_result_int(context, NoteGrams.isSet(Int(sqlite3_value_int64(bit)), in: bytes) ? 1 : 0)
}

/// `quire_contains(text, needle)`, as SQLite calls it.
private func quireContains(
  _ context: OpaquePointer?, _ count: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
) {
  guard let arguments, let haystack = arguments[0], let needle = arguments[1] else { return }
  // The needle is the same on every row of a statement: folded once, kept with it.
  let folded: FoldedNeedle
  if let kept = sqlite3_get_auxdata(context, 1) {
    folded = Unmanaged<KeptNeedle>.fromOpaque(kept).takeUnretainedValue().needle
  } else {
    folded = withText(needle) { FoldedNeedle(utf8: $0) }
    sqlite3_set_auxdata(context, 1, Unmanaged.passRetained(KeptNeedle(folded)).toOpaque()) {
      $0.map { Unmanaged<KeptNeedle>.fromOpaque($0).release() }
    }
  }
  sqlite3_result_int(context, withText(haystack) { folded.occurs(in: $0) } ? 1 : 0)
}

/// A folded needle kept by SQLite beside a statement's constant argument.
private final class KeptNeedle {
  let needle: FoldedNeedle
  init(_ needle: FoldedNeedle) { self.needle = needle }
}

/// Runs `body` over the UTF-8 bytes of an SQL value (none for NULL).
private func withText<Result>(_ value: OpaquePointer, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
  -> Result
{
  let pointer = sqlite3_value_text(value)
  let count = Int(sqlite3_value_bytes(value))
  return body(UnsafeBufferPointer(start: pointer, count: pointer == nil ? 0 : count))
}

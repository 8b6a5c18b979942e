/// Where a completion menu is: closed, or open over a query, waiting for the completer or
/// showing its matches.
enum CompletionMenuPhase: Sendable {
  case closed
  case open(CompletionSession)
}

/// One opening of the menu: where its query starts in the host's text, what it holds now,
/// and the completer's answer once it came.
struct CompletionSession: Sendable {
  /// How the completer opened it.
  var opening: CompletionOpening
  /// The offset in the host's text where the query starts.
  var queryStart: ByteOffset
  /// The text from `queryStart` to the caret.
  var query: String
  /// Which opening this is, so a late answer for an earlier one is dropped.
  var generation: Int
  /// The completer's answer and the rows it gives.
  var answer: CompletionSessionAnswer
}

/// The completer's answer for a session: not yet, or its matches for the query.
enum CompletionSessionAnswer: Sendable {
  case waiting
  case answered(CompletionRows)
}

/// The completions that match the query, best first (ties in the completer's order), and
/// the cursor among them.
struct CompletionRows: Sendable {
  /// The answer matched.
  var answer: CompletionAnswer
  /// The indices in `answer.completions` of the matches, best first; `nil` for all of them
  /// in order (the empty query).
  var matches: [Int]?
  /// The query `matches` was made for.
  var matchedQuery: String
  /// The cursor and the first row shown.
  var viewport: ListViewport

  /// How many rows there are.
  var count: Int { matches?.count ?? answer.completions.count }

  /// The index in the answer of the row at `row`.
  func completionIndex(atRow row: Int) -> Int? {
    guard row >= 0, row < count else { return nil }
    return matches.map { $0[row] } ?? row
  }
}

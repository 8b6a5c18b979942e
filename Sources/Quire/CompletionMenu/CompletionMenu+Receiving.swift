extension CompletionMenu {
  /// Takes `event` and answers what the host must do, in order. The behaviour of the menu,
  /// state by state:
  ///
  /// - closed: a character typed where the completer sees a trigger, or Ctrl-Space where it
  ///   sees something to complete, opens it and asks for a fetch (Ctrl-Space with nothing
  ///   to complete rings the bell); anything else leaves it closed.
  /// - open: an edit reads the query again (from where it started to the caret) and filters
  ///   by it; the caret leaving the query (before its start, to another line) or the
  ///   completer's `closes` closes the menu, and a character typed there may open it again
  ///   at once (a trigger typed inside the query). Esc closes. Tab/Return with a row replace the
  ///   query by its insertion and close. An answer for this opening fills the rows, filtered
  ///   by the query as it stands; one for an earlier opening is dropped.
  public mutating func receive(_ event: CompletionMenuEvent) -> [CompletionMenuEffect] {
    switch event {
    case .edited(let text, let typed):
      if isOpen {
        let effects = follow(text)
        // A menu the edit closed may open again at once: a trigger typed ends the last query.
        if isOpen || !typed { return effects }
      }
      guard typed, !text.hasSelection,
        let opening = completer.opening(before: text.beforeCaret, reason: .typed)
      else { return [] }
      return open(opening, at: text)
    case .asked(let text):
      if isOpen { return [] }
      guard !text.hasSelection, let opening = completer.opening(before: text.beforeCaret, reason: .asked)
      else {
        return [.bell]
      }
      return open(opening, at: text)
    case .answered(let answer):
      guard case .open(var session) = phase, answer.generation == session.generation else { return [] }
      if case .answered(var rows) = session.answer {
        // The same answer, prepared for matching: the rows stay as they are.
        if answer.isPrepared, !rows.answer.isPrepared { rows.answer = answer }
        setRows(rows)
        return []
      }
      var rows = CompletionRows(
        answer: answer, matches: nil, matchedQuery: "",
        viewport: ListViewport(count: answer.completions.count))
      Self.filter(&rows, by: session.query, rowsShown: maximumRows)
      session.answer = .answered(rows)
      phase = .open(session)
      return []
    case .perform(let action):
      return perform(action)
    case .chose(let row):
      guard var rows, row >= 0, row < rows.count else { return [] }
      rows.viewport.setCursor(row)
      setRows(rows)
      return perform(.accept)
    case .scrolled(let by):
      guard var rows else { return [] }
      rows.viewport.scroll(by: by, inRows: maximumRows)
      setRows(rows)
      return []
    }
  }

  /// Closes the menu, leaving the text as it is.
  public mutating func close() {
    phase = .closed
    pendingFetch = nil
  }

  /// Opens a session for `opening` with the caret at `text.caret`, and asks for its fetch.
  private mutating func open(_ opening: CompletionOpening, at text: CompletionText) -> [CompletionMenuEffect]
  {
    let length = min(opening.queryLength, text.beforeCaret.utf8.count, text.caret.value)
    let query = String(decoding: text.beforeCaret.utf8.suffix(length), as: UTF8.self)
    generation += 1
    phase = .open(
      CompletionSession(
        opening: opening, queryStart: ByteOffset(text.caret.value - length), query: query,
        generation: generation, answer: .waiting))
    let fetch = CompletionFetch(completer: completer, opening: opening, generation: generation)
    pendingFetch = fetch
    return [.fetch(fetch)]
  }

  /// Reads the query again after an edit or a caret move: closes when the caret left it or
  /// the completer says it is done, else filters by it.
  private mutating func follow(_ text: CompletionText) -> [CompletionMenuEffect] {
    guard case .open(var session) = phase else { return [] }
    let length = text.caret.value - session.queryStart.value
    let line = text.beforeCaret.utf8
    guard length >= 0, length <= line.count, !text.hasSelection else {
      close()
      return []
    }
    let query = String(decoding: line.suffix(length), as: UTF8.self)
    guard !completer.closes(query) else {
      close()
      return []
    }
    guard query != session.query else { return [] }
    session.query = query
    if case .answered(var rows) = session.answer {
      Self.filter(&rows, by: query, rowsShown: maximumRows)
      session.answer = .answered(rows)
    }
    phase = .open(session)
    return []
  }

  /// Does what a key of the menu's asks, while open.
  private mutating func perform(_ action: CompletionMenuAction) -> [CompletionMenuEffect] {
    guard case .open(let session) = phase else { return [] }
    switch action {
    case .open:
      return []
    case .close:
      close()
      return []
    case .accept:
      guard let completion = highlighted else { return [] }
      let end = ByteOffset(session.queryStart.value + session.query.utf8.count)
      close()
      return [.replace(session.queryStart..<end, with: completion.insertion)]
    case .up, .down, .pageUp, .pageDown:
      guard var rows else { return [] }
      switch action {
      case .up: rows.viewport.perform(.up, inRows: maximumRows)
      case .down: rows.viewport.perform(.down, inRows: maximumRows)
      case .pageUp: rows.viewport.perform(.pageUp, inRows: maximumRows)
      default: rows.viewport.perform(.pageDown, inRows: maximumRows)
      }
      setRows(rows)
      return []
    }
  }

  /// Puts `rows` in the open session.
  mutating func setRows(_ rows: CompletionRows) {
    guard case .open(var session) = phase else { return }
    session.answer = .answered(rows)
    phase = .open(session)
  }

  /// Matches `rows`' answer against `query`, best first (ties in the completer's order), the
  /// cursor on the first row. When the query only grew, only the last matches are looked
  /// at. O(n·m) at worst for n completions and a query of m characters.
  static func filter(_ rows: inout CompletionRows, by query: String, rowsShown: Int) {
    if query.isEmpty {
      rows.matches = nil
    } else {
      var matcher = Matcher(query: query)
      let previous = SelectionList.extends(query, rows.matchedQuery) ? rows.matches?.sorted() : nil
      if let candidates = rows.answer.candidates {
        let ranked = previous.map { matcher.rank(candidates, among: $0) } ?? matcher.rank(candidates)
        rows.matches = ranked.map(\.index)
      } else {
        rows.matches = rank(rows.answer.completions, with: &matcher, among: previous)
      }
    }
    rows.matchedQuery = query
    rows.viewport = ListViewport(count: rows.count, cursor: 0)
    rows.viewport.reveal(inRows: rowsShown)
  }

  /// The indices of `completions` whose labels match, best first, ties in order, over those
  /// at `indices` (all when `nil`): the matching of an answer not yet prepared. O(n·m) at
  /// worst.
  static func rank(_ completions: [Completion], with matcher: inout Matcher, among indices: [Int]?) -> [Int] {
    var matches: [RankedCandidate] = []
    for index in indices ?? Array(completions.indices) {
      var label = completions[index].label
      if let score = label.withUTF8({ matcher.score(utf8: $0) }) {
        matches.append(RankedCandidate(index: index, score: score))
      }
    }
    RankedCandidate.rank(&matches)
    return matches.map(\.index)
  }
}

import Quire

/// The matcher's figures: filtering the values a selection list remembers, per keystroke;
/// scoring a million paths in memory; loading a full history (`HistoryStoreFigures`).
/// `quire choose --filter` itself, beside `fzf --filter`, is measured by `SelectionFigures`.
enum MatchFigures {
  /// What is typed, a keystroke at a time, over the remembered values: its first letters
  /// match most of them, so most keystrokes score many.
  static let typed = "notes"
  /// The query of the million-path filter: a typical fuzzy query across path components.
  static let pathQuery = "srcbutton"
  static let pathCount = 1_000_000

  static func group() -> FigureGroup {
    FigureGroup(name: "match") {
      var figures = [
        keystrokeFigure(.prepared), keystrokeFigure(.narrowing), keystrokeFigure(.strings), prepareFigure(),
        inMemoryFigure(),
      ]
      figures += HistoryStoreFigures.figures()
      return figures
    }
  }

  /// How the keystroke figures hold the values.
  enum Holding {
    /// Prepared once as `MatchCandidates`, each keystroke ranking all of them.
    case prepared
    /// Prepared, each keystroke ranking only the last keystroke's matches.
    case narrowing
    /// A plain `[String]`.
    case strings
  }

  /// The mean time per keystroke of typing `typed` over 100,000 remembered values
  /// (`RememberedValues`), each keystroke ranking them with a new matcher.
  private static func keystrokeFigure(_ holding: Holding) -> Figure {
    var values: [String] = []
    var prepared = MatchCandidates()
    let name: String
    switch holding {
    case .prepared: name = "match: filter 100,000 remembered values per keystroke"
    case .narrowing: name = "match: 100,000 values per keystroke, narrowing the last matches"
    case .strings: name = "match: 100,000 values per keystroke, from [String]"
    }
    return Figure(name: name, unit: "ms", target: holding == .prepared ? 5 : nil, repetitions: 21) {
      if values.isEmpty {
        var generator = RememberedValues(seed: 0x4157_0001)
        values = (0..<100_000).map { _ in generator.next() }
        prepared = MatchCandidates(values)
      }
      var total = 0.0
      var previous: [Int] = Array(values.indices)
      var query = ""
      for character in typed {
        query.append(character)
        var ranked: [RankedCandidate] = []
        total += Stopwatch.time(in: "ms") {
          var matcher = Matcher(query: query)
          switch holding {
          case .prepared: ranked = matcher.rank(prepared)
          case .narrowing: ranked = matcher.rank(prepared, among: previous)
          case .strings: ranked = matcher.rank(values)
          }
        }
        previous = ranked.map(\.index).sorted()
      }
      precondition(!previous.isEmpty, "the typed query matches some values")
      return total / Double(typed.count)
    }
  }

  /// Preparing 100,000 remembered values for matching, once when a list gets them.
  private static func prepareFigure() -> Figure {
    var values: [String] = []
    return Figure(name: "match: prepare 100,000 remembered values", unit: "ms", target: nil, repetitions: 11)
    {
      if values.isEmpty {
        var generator = RememberedValues(seed: 0x4157_0001)
        values = (0..<100_000).map { _ in generator.next() }
      }
      var prepared = MatchCandidates()
      let time = Stopwatch.time(in: "ms") { prepared = MatchCandidates(values) }
      precondition(prepared.count == values.count)
      return time
    }
  }

  /// Scoring a million paths held in memory: the matcher alone, without reading or writing.
  private static func inMemoryFigure() -> Figure {
    var paths: [String] = []
    return Figure(name: "match: score 1,000,000 paths in memory", unit: "ms", target: nil, repetitions: 5) {
      if paths.isEmpty {
        var generator = GeneratedPaths(seed: 0x4157_0002)
        paths = (0..<pathCount).map { _ in generator.next() }
      }
      var count = 0
      let time = Stopwatch.time(in: "ms") {
        var matcher = Matcher(query: pathQuery)
        count = matcher.rank(paths).count
      }
      precondition(count > 0, "the query matches some paths")
      return time
    }
  }
}

import Quire

/// The matcher's figures: filtering the values a selection list remembers, per keystroke;
/// filtering a million paths as `quire choose --filter` does, beside `fzf --filter` on the
/// same file (time and peak memory, measured live in the same run); loading a full history
/// (`HistoryStoreFigures`).
///
/// fzf is found on `PATH` (`apt-get install fzf`); when it is missing its figures are one
/// line saying so.
enum MatchFigures {
  /// What is typed, a keystroke at a time, over the remembered values: its first letters
  /// match most of them, so most keystrokes score many.
  static let typed = "notes"
  /// The query of the million-path filter: a typical fuzzy query across path components.
  static let pathQuery = "srcbutton"
  static let pathCount = 1_000_000

  static func group() -> FigureGroup {
    FigureGroup(name: "match") {
      let comparison = FilterComparison()
      var figures = [
        keystrokeFigure(.prepared), keystrokeFigure(.narrowing), keystrokeFigure(.strings), prepareFigure(),
        inMemoryFigure(),
      ]
      figures += HistoryStoreFigures.figures()
      figures.append(
        Figure(
          name: "match: filter 1,000,000 paths (as choose --filter)", unit: "ms", target: nil, repetitions: 1
        ) { comparison.results?.quire.milliseconds ?? .nan })
      figures.append(
        Figure(
          name: "match: peak memory filtering 1,000,000 paths", unit: "MiB", target: nil, repetitions: 1
        ) { comparison.results?.quire.peakMiB ?? .nan })
      guard FilterRun.onPath("fzf") != nil else {
        figures.append(
          Figure(name: "peer fzf: not installed", unit: "", target: nil, repetitions: 1) { .nan })
        return figures
      }
      figures += [
        Figure(name: "peer fzf: filter 1,000,000 paths (--filter)", unit: "ms", target: nil, repetitions: 1) {
          comparison.results?.fzf?.milliseconds ?? .nan
        },
        Figure(
          name: "peer fzf: peak memory filtering 1,000,000 paths", unit: "MiB", target: nil, repetitions: 1
        ) {
          comparison.results?.fzf?.peakMiB ?? .nan
        },
        Figure(name: "match: filter 1,000,000 paths, quire ÷ fzf time", unit: "×", target: 1, repetitions: 1)
        {
          guard let results = comparison.results, let fzf = results.fzf else { return .nan }
          return results.quire.milliseconds / fzf.milliseconds
        },
        Figure(
          name: "match: filter 1,000,000 paths, quire ÷ fzf memory", unit: "×", target: 1, repetitions: 1
        ) {
          guard let results = comparison.results, let fzf = results.fzf else { return .nan }
          return results.quire.peakMiB / fzf.peakMiB
        },
      ]
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

  /// Both filters run on one file of a million paths, alternately, five times each; the
  /// medians of time and of peak memory. Computed once, on first use.
  final class FilterComparison {
    struct Results {
      var quire: FilterRun
      var fzf: FilterRun?
    }

    private var computed = false
    private var stored: Results?

    var results: Results? {
      if !computed {
        computed = true
        do {
          stored = try measure()
        } catch {
          print("match: \(error)")
        }
      }
      return stored
    }

    private func measure() throws(PeerError) -> Results {
      try PeerScratch.with { folder throws(PeerError) in
        let file = folder + "/paths.txt"
        var paths = GeneratedPaths(seed: 0x4157_0002)
        try paths.save(count: MatchFigures.pathCount, to: file)
        let fzf = FilterRun.onPath("fzf")
        var quireRuns: [FilterRun] = []
        var fzfRuns: [FilterRun] = []
        for _ in 0..<5 {
          quireRuns.append(
            try FilterRun.run(
              FilterRun.benchmarkExecutable, [MatchFilterChild.flag, MatchFigures.pathQuery], input: file))
          if let fzf {
            fzfRuns.append(try FilterRun.run(fzf, ["--filter", MatchFigures.pathQuery], input: file))
          }
        }
        return Results(quire: Self.median(quireRuns), fzf: fzfRuns.isEmpty ? nil : Self.median(fzfRuns))
      }
    }

    private static func median(_ runs: [FilterRun]) -> FilterRun {
      let times = runs.map(\.milliseconds).sorted()
      let peaks = runs.map(\.peakMiB).sorted()
      return FilterRun(milliseconds: times[times.count / 2], peakMiB: peaks[peaks.count / 2])
    }
  }
}

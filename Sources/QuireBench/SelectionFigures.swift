import Quire

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The selection list's figures: a keystroke in the filter over 100,000 remembered values,
/// event to frame as the runtime does it (the screen handles the key, which filters the
/// list; the page and the help bar draw into a fresh grid; the renderer diffs and encodes);
/// opening such a list; and `quire choose --filter` itself over a million paths, beside
/// `fzf --filter` on the same file (the built `quire` beside this benchmark, each run
/// through `FilterRun`'s launcher, time and peak memory).
enum SelectionFigures {
  /// How many values the list remembers.
  static let valueCount = 100_000
  /// The screen the list is drawn on.
  static let size = TerminalSize(columns: 120, rows: 40)

  static func group() -> FigureGroup {
    FigureGroup(name: "selection") {
      let comparison = ChooseFilterComparison()
      var figures = [
        Figure(
          name: "selection: a key in the filter over 100,000 remembered values, event to frame", unit: "ms",
          target: 5, repetitions: 21, measure: { MainActor.assumeIsolated { keystrokeTime() } }),
        Figure(
          name: "selection: the first key in that filter (prepares the values for matching)", unit: "ms",
          target: nil, repetitions: 5, measure: { MainActor.assumeIsolated { keystrokeTimes()[0] } }),
        Figure(
          name: "selection: open a list of 100,000 remembered values, to its first frame", unit: "ms",
          target: 20, repetitions: 5, measure: { MainActor.assumeIsolated { openTime() } }),
        Figure(
          name: "selection: quire choose --filter over 1,000,000 paths", unit: "ms", target: nil,
          repetitions: 1, measure: { comparison.results?.quire.milliseconds ?? .nan }),
        Figure(
          name: "selection: peak memory of quire choose --filter over 1,000,000 paths", unit: "MiB",
          target: nil, repetitions: 1, measure: { comparison.results?.quire.peakMiB ?? .nan }),
      ]
      guard FilterRun.onPath("fzf") != nil else {
        figures.append(
          Figure(name: "peer fzf: not installed", unit: "", target: nil, repetitions: 1) { .nan })
        return figures
      }
      figures += [
        Figure(
          name: "selection: quire choose --filter ÷ fzf --filter, time", unit: "×", target: 1, repetitions: 1
        ) {
          guard let results = comparison.results, let fzf = results.fzf else { return .nan }
          return results.quire.milliseconds / fzf.milliseconds
        },
        Figure(
          name: "selection: quire choose --filter ÷ fzf --filter, peak memory", unit: "×", target: 1,
          repetitions: 1
        ) {
          guard let results = comparison.results, let fzf = results.fzf else { return .nan }
          return results.quire.peakMiB / fzf.peakMiB
        },
      ]
      return figures
    }
  }

  /// The remembered values, made once.
  @MainActor static let values: [String] = {
    var generator = RememberedValues(seed: 0x5E1E_C701)
    return (0..<valueCount).map { _ in generator.next() }
  }()

  /// The frame the runtime draws for `screen`: the page, then the help bar.
  @MainActor static func frame(_ screen: SelectionListScreen) -> CellGrid {
    let context = DrawContext()
    var canvas = Canvas(CellGrid(size: size))
    let content = CellRect(column: 0, row: 0, columns: size.columns, rows: size.rows - 1)
    canvas.withRegion(content) { canvas in screen.draw(in: &canvas, context: context) }
    let bar = CellRect(column: 0, row: size.rows - 1, columns: size.columns, rows: 1)
    canvas.withRegion(bar) { canvas in
      _ = HelpBar.draw(screen.helpItems(context: context), in: &canvas, row: 0, theme: context.theme)
    }
    return canvas.grid
  }

  /// The times of the keys typing `MatchFigures.typed` into the filter of a page listing the
  /// remembered values (handle: filter; draw; render), in the order typed. The first key
  /// also prepares the values for matching, which opening the list leaves to it.
  @MainActor static func keystrokeTimes() -> [Double] {
    let screen = SelectionListScreen(
      title: "Values", list: SelectionList(remembered: values, order: .recent, limit: 1))
    let context = ScreenContext<SelectionListScreen>(time: ManualTime())
    var renderer = Renderer(options: PromptFigures.options)
    _ = renderer.render(frame(screen))
    var times: [Double] = []
    var written = 0
    for character in MatchFigures.typed {
      times.append(
        Stopwatch.time(in: "ms") {
          _ = screen.handle(.key(KeyEvent(.character(character))), context: context)
          written += renderer.render(frame(screen)).count
        })
    }
    precondition(written > 0 && screen.list.shownCount > 0, "the typed query matches some values")
    return times
  }

  /// The median time of one key while typing into the filter.
  @MainActor static func keystrokeTime() -> Double {
    let times = keystrokeTimes().sorted()
    return times[times.count / 2]
  }

  /// Making the list of the remembered values (sorted; preparing them for matching waits for
  /// the first key) and its first frame.
  @MainActor static func openTime() -> Double {
    let values = self.values
    var renderer = Renderer(options: PromptFigures.options)
    var written = 0
    // The screen outlives the stopwatch: freeing it is not part of opening it.
    var screen: SelectionListScreen?
    let time = Stopwatch.time(in: "ms") {
      let opened = SelectionListScreen(
        title: "Values", list: SelectionList(remembered: values, order: .recent, limit: 1))
      written = renderer.render(frame(opened)).count
      screen = opened
    }
    precondition(written > 0 && screen != nil)
    return time
  }

  /// `quire choose --filter` and `fzf --filter` on one file of a million paths, alternately,
  /// five times each; the medians of time and of peak memory. Computed once, on first use.
  final class ChooseFilterComparison {
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
          print("selection: \(error)")
        }
      }
      return stored
    }

    private func measure() throws(PeerError) -> Results {
      let quire = FilterRun.quireExecutable
      guard access(quire, X_OK) == 0 else { throw .system("\(quire) is not built: swift build -c release") }
      return try PeerScratch.with { folder throws(PeerError) in
        let file = folder + "/paths.txt"
        var paths = GeneratedPaths(seed: 0x4157_0002)
        try paths.save(count: MatchFigures.pathCount, to: file)
        let fzf = FilterRun.onPath("fzf")
        var quireRuns: [FilterRun] = []
        var fzfRuns: [FilterRun] = []
        for _ in 0..<5 {
          quireRuns.append(
            try FilterRun.run(quire, ["choose", "--filter", MatchFigures.pathQuery], input: file))
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

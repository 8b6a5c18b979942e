import Synchronization

/// The states a highlighter left at the start of every `stride`-th line of one text, filled
/// as rows are drawn, so that drawing far into a text walks from the nearest state above
/// rather than from the top; and the spans of the lines last drawn (`HighlightedLines`), so
/// that the next frame highlights only what an edit reached. A memo belongs to one text: an
/// edit makes a new memo holding the states above the edit's line and the lines it did not
/// reach (`keeping(through:after:)`), so two copies of an area that share one always share
/// its text too.
///
/// Two runs of states: those walked from the top (`Run.fromTop`), and those of the latest
/// walk that started afresh in the initial state far down a long text (`Run.restart`), kept
/// so that the frames after it start where it left off instead of walking again. The
/// states walked from the top replace a restart's when they reach it.
final class HighlightMemo: Sendable {
  /// Lines between two kept states.
  static let stride = 128

  /// Which run of states a walk keeps into.
  enum Run: Equatable, Sendable {
    /// From the text's first line, in the initial state: the states are the text's own.
    case fromTop
    /// From `line` (a multiple of `stride`), started afresh in the initial state.
    case restart(line: Int)
  }

  private struct Runs {
    /// `fromTop[k]` is the state at the start of line `k * stride`.
    var fromTop: [HighlightState] = []
    /// `restart.states[k]` is the state at the start of line `restart.line + k * stride`.
    var restart: (line: Int, states: [HighlightState])?
    /// The lines last drawn, with their spans.
    var lines = HighlightedLines()
  }

  private let runs: Mutex<Runs>

  init() {
    runs = Mutex(Runs())
  }

  private init(_ runs: Runs) {
    self.runs = Mutex(runs)
  }

  /// The nearest line at or before `line` whose state is kept, that state and its run;
  /// `nil` when none is (the text's first line then starts in the initial state).
  func nearest(atOrBefore line: Int) -> (line: Int, state: HighlightState, run: Run)? {
    runs.withLock { runs in
      var found: (line: Int, state: HighlightState, run: Run)?
      let index = min(line / Self.stride, runs.fromTop.count - 1)
      if index >= 0 { found = (index * Self.stride, runs.fromTop[index], .fromTop) }
      if let restart = runs.restart, restart.line <= line {
        let index = min((line - restart.line) / Self.stride, restart.states.count - 1)
        let kept = restart.line + index * Self.stride
        if kept > found?.line ?? -1 { found = (kept, restart.states[index], .restart(line: restart.line)) }
      }
      return found
    }
  }

  /// Keeps `state` as the state at the start of `line` in `run`, when it is the next one
  /// of that run to keep (a restart's first state starts it, replacing any other).
  func keep(_ state: HighlightState, atLine line: Int, in run: Run = .fromTop) {
    guard line % Self.stride == 0 else { return }
    runs.withLock { runs in
      switch run {
      case .fromTop:
        if runs.fromTop.count == line / Self.stride { runs.fromTop.append(state) }
        if let restart = runs.restart, line >= restart.line { runs.restart = nil }
      case .restart(let start):
        if let restart = runs.restart, restart.line == start {
          if restart.states.count == (line - start) / Self.stride { runs.restart?.states.append(state) }
        } else if line == start {
          runs.restart = (start, [state])
        }
      }
    }
  }

  /// A memo for the text after `changes`, the first of them on `line`: the states up to that
  /// line still hold, and the lines drawn that the changes did not reach are kept, moved.
  func keeping(through line: Int, after changes: [TextChange]) -> HighlightMemo {
    runs.withLock { runs in
      var kept = Runs(fromTop: Array(runs.fromTop.prefix(line / Self.stride + 1)))
      if let restart = runs.restart, restart.line <= line {
        kept.restart = (restart.line, Array(restart.states.prefix((line - restart.line) / Self.stride + 1)))
      }
      kept.lines = runs.lines.after(changes)
      return HighlightMemo(kept)
    }
  }

  /// The lines last drawn, when they were drawn in `theme`.
  func lines(in theme: Theme) -> HighlightedLines? {
    runs.withLock { $0.lines.theme == theme ? $0.lines : nil }
  }

  /// Keeps `lines` in place of those kept.
  func keep(_ lines: HighlightedLines) {
    runs.withLock { $0.lines = lines }
  }

  /// How many states are kept, in both runs (for tests).
  var count: Int { runs.withLock { $0.fromTop.count + ($0.restart?.states.count ?? 0) } }
}

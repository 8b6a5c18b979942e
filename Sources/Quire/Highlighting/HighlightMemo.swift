import Synchronization

/// The states a highlighter left at the start of every `stride`-th line of one text, filled
/// as rows are drawn, so that drawing far into a text walks from the nearest state above
/// rather than from the top. A memo belongs to one text: an edit makes a new memo holding
/// the states above the edit's line (`keeping(through:)`), so two copies of an area that
/// share one always share its text too.
final class HighlightMemo: Sendable {
  /// Lines between two kept states.
  static let stride = 128

  /// `states[k]` is the state at the start of line `k * stride`.
  private let states: Mutex<[HighlightState]>

  init(states: [HighlightState] = []) {
    self.states = Mutex(states)
  }

  /// The nearest line at or before `line` whose state is kept, and that state; `nil` when
  /// none is (the text's first line then starts in the highlighter's initial state).
  func nearest(atOrBefore line: Int) -> (line: Int, state: HighlightState)? {
    states.withLock { states in
      let index = min(line / Self.stride, states.count - 1)
      guard index >= 0 else { return nil }
      return (index * Self.stride, states[index])
    }
  }

  /// Keeps `state` as the state at the start of `line`, when it is the next one to keep.
  func keep(_ state: HighlightState, atLine line: Int) {
    guard line % Self.stride == 0 else { return }
    states.withLock { states in
      if states.count == line / Self.stride { states.append(state) }
    }
  }

  /// A memo for the text after an edit on `line`: the states up to it still hold.
  func keeping(through line: Int) -> HighlightMemo {
    HighlightMemo(states: states.withLock { Array($0.prefix(line / Self.stride + 1)) })
  }

  /// How many states are kept (for tests).
  var count: Int { states.withLock { $0.count } }
}

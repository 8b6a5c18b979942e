/// What a test expects a screen to show: the whole screen, row by row, or a text somewhere
/// on it, or a text nowhere on it. Rows are compared without their trailing spaces, and
/// trailing empty rows do not count.
public enum ScreenExpectation: Hashable, Sendable, CustomStringConvertible {
  /// Exactly these rows (a multi-line literal), nothing below them.
  case rows(String)
  /// This text somewhere on the screen (it may run over several rows, joined by newlines).
  case showing(String)
  /// This text nowhere on the screen.
  case notShowing(String)

  /// Whether `screen` (its rows joined by newlines) meets the expectation.
  public func isMet(by screen: String) -> Bool {
    switch self {
    case .rows(let expected): ScreenText.rows(expected) == ScreenText.rows(screen)
    case .showing(let text): screen.contains(text)
    case .notShowing(let text): !screen.contains(text)
    }
  }

  /// The mismatch `screen` makes, or `nil` when it meets the expectation; `place` says where
  /// the test expected it ("EditCommandTests.swift:52").
  public func mismatch(in screen: String, place: String, source: ScreenMismatch.Source = .screen)
    -> ScreenMismatch?
  {
    isMet(by: screen) ? nil : ScreenMismatch(expected: self, screen: screen, place: place, source: source)
  }

  /// The rows or the text expected.
  public var text: String {
    switch self {
    case .rows(let text), .showing(let text), .notShowing(let text): text
    }
  }

  /// Whether the text is expected on the screen (rows, or a text shown), not gone from it.
  public var isShowing: Bool {
    if case .notShowing = self { false } else { true }
  }

  public var description: String {
    switch self {
    case .rows: "the screen's rows"
    case .showing(let text): "\(text.debugDescription) on the screen"
    case .notShowing(let text): "\(text.debugDescription) gone from the screen"
    }
  }
}

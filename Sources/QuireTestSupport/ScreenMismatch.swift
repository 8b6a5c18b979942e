/// A screen that did not show what a test expected, as a failure message: for whole rows,
/// the expected and the actual rows side by side with the cells that differ marked
/// (`ScreenDiff`); for a text, the screen as it was, its rows numbered (or, for a program's
/// output or standard error, its end, escapes spelled out).
///
/// The kit's `expectScreen` calls throw it, so that a test that fails stops there with this
/// message, which names the line of the expectation.
public struct ScreenMismatch: Error, CustomStringConvertible, Sendable {
  /// What was expected.
  public let expected: ScreenExpectation
  /// The screen as it was at the deadline (rows joined by newlines).
  public let screen: String
  /// Where the test expected it ("EditCommandTests.swift:52").
  public let place: String
  /// What was looked at.
  public let source: Source
  /// What else the test should know, said after the screen ("the program ended: exited(0)").
  public var note: String?

  /// What a test looks at: the screen as a terminal shows it, or a stream as it was written.
  public enum Source: Hashable, Sendable, CustomStringConvertible {
    /// The screen, row by row.
    case screen
    /// Everything the program wrote to the terminal, escape sequences and all.
    case output
    /// What it wrote to its standard error (a pipe of its own).
    case standardError

    public var description: String {
      switch self {
      case .screen: "the screen"
      case .output: "the output"
      case .standardError: "standard error"
      }
    }
  }

  public init(expected: ScreenExpectation, screen: String, place: String, source: Source = .screen) {
    self.expected = expected
    self.screen = screen
    self.place = place
    self.source = source
  }

  public var description: String {
    shown + (note.map { "\n(\($0))" } ?? "")
  }

  private var shown: String {
    if source != .screen {
      let end = screen.count > 4000 ? "…" + String(screen.suffix(4000)) : screen
      return
        "\(place): waited for \(expected.text.debugDescription) \(expected.isShowing ? "in" : "gone from") \(source); "
        + "it held:\n\(end.debugDescription)"
    }
    switch expected {
    case .rows(let rows):
      let diff = ScreenDiff(expected: ScreenText.rows(rows), actual: ScreenText.rows(screen))
      return "\(place): the screen differs in \(diff.differingRows.count) of \(diff.rowCount) rows\n\(diff)"
    case .showing, .notShowing:
      return "\(place): waited for \(expected); the screen showed:\n"
        + ScreenDiff.numbered(ScreenText.rows(screen))
    }
  }

  /// The form of `place` the kit's calls give from their caller's `#fileID` and `#line`.
  public static func place(_ fileID: String, _ line: Int) -> String {
    "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
  }
}

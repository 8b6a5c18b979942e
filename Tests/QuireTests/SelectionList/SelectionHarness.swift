import Quire
import QuireTestSupport
import Testing

/// Starts selection lists as a person meets them: the full-screen page in an `AppDriver`, or
/// the inline prompt `quire choose` draws.
@MainActor
enum SelectionHarness {
  /// The tags of SCREENS.md's drawing.
  static let tags = ["home", "work", "workshop", "garden", "errands", "reading", "travel"]

  /// `list` on a full-screen page titled `title`.
  static func page(
    _ list: SelectionList, title: String = "Tag", size: TerminalSize = TerminalSize(columns: 78, rows: 12),
    colorDepth: ColorDepth = .trueColor
  ) async -> AppDriver<SelectionResult?> {
    await AppDriver(size: size, colorDepth: colorDepth) { stack in
      try await stack.push(SelectionListScreen(title: title, list: list))
    }
  }

  /// `list` inline, as `quire choose` shows it.
  static func prompt(
    _ list: SelectionList, title: String? = nil, maximumRows: Int = 10,
    size: TerminalSize = TerminalSize(columns: 78, rows: 16)
  ) async -> AppDriver<SelectionResult?> {
    await AppDriver(size: size, surface: .inline) { stack in
      try await stack.push(SelectionPrompt(title: title, list: list, maximumRows: maximumRows))
    }
  }

  /// A row `width` cells wide with `left` at its start and `right` ending one cell in from
  /// its edge, as the filter row and the title row are drawn.
  static func row(_ left: String, _ right: String, width: Int = 78) -> String {
    left + String(repeating: " ", count: width - 1 - left.count - right.count) + right
  }

  /// The last row the prompt drew (the inline area ends there).
  static func lastLine(_ driver: AppDriver<SelectionResult?>) -> String {
    driver.screen.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
  }

  /// The column where `text` starts in `line`, in cells (ASCII before it).
  static func column(of text: String, in line: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> Int
  {
    let range = try #require(line.firstRange(of: text), sourceLocation: sourceLocation)
    return line.distance(from: line.startIndex, to: range.lowerBound)
  }
}

import Quire

/// Two screens side by side, for failure messages: each row numbered, expected on the left,
/// actual on the right, and under each row that differs a line of `^` under the cells that
/// differ (cells by display width, so a wide character is two).
///
///     row  expected    │ actual
///       0  Tag         │ Tag
///     ≠ 1  > home      │ > work
///            ^^^^      │   ^^^^
public struct ScreenDiff: CustomStringConvertible, Sendable {
  /// The rows compared.
  public let expected: [String]
  public let actual: [String]

  public init(expected: [String], actual: [String]) {
    self.expected = expected
    self.actual = actual
  }

  /// How many rows either side has.
  public var rowCount: Int { max(expected.count, actual.count) }

  /// The rows that differ, from 0.
  public var differingRows: [Int] {
    (0..<rowCount).filter { row(expected, $0) != row(actual, $0) }
  }

  public var description: String {
    let left = max(8, (0..<rowCount).map { displayWidth(of: row(expected, $0)) }.max() ?? 0)
    let number = String(rowCount).count
    var lines = [pad("row", number + 2) + "  " + pad("expected", left) + " │ actual"]
    for index in 0..<rowCount {
      let wanted = row(expected, index)
      let shown = row(actual, index)
      let marks = Self.marks(wanted, shown)
      let flag = marks.contains("^") ? "≠ " : "  "
      lines.append(flag + pad(String(index), number) + "  " + pad(wanted, left) + " │ " + shown)
      if marks.contains("^") {
        lines.append(String(repeating: " ", count: number + 4) + pad(marks, left) + " │ " + marks)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `rows` numbered from 0, one a line, for a screen shown whole.
  public static func numbered(_ rows: [String]) -> String {
    let number = String(rows.count).count
    return rows.enumerated().map {
      "  " + String(repeating: " ", count: number - String($0).count) + "\($0)  \($1)"
    }
    .joined(separator: "\n")
  }

  /// A line with `^` under each cell where `expected` and `actual` differ, as long as the
  /// longer of them.
  public static func marks(_ expected: String, _ actual: String) -> String {
    let wanted = cells(expected)
    let shown = cells(actual)
    var marks = ""
    for index in 0..<max(wanted.count, shown.count) {
      let same = index < wanted.count && index < shown.count && wanted[index] == shown[index]
      marks += same ? " " : "^"
    }
    while marks.hasSuffix(" ") { marks.removeLast() }
    return marks
  }

  /// The cells `text` takes: a character in its first cell, "" in the cells after it.
  static func cells(_ text: String) -> [String] {
    var cells: [String] = []
    for character in text {
      cells.append(String(character))
      for _ in 1..<max(1, displayWidth(of: character)) { cells.append("") }
    }
    return cells
  }

  private func row(_ rows: [String], _ index: Int) -> String {
    index < rows.count ? rows[index] : ""
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - displayWidth(of: text)))
  }
}

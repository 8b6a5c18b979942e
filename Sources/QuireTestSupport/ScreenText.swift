import Quire

/// Screens as text for expected literals: each row without trailing spaces, the cursor as `|`
/// before the cell it stands on, trailing empty rows dropped.
public enum ScreenText {
  /// The rows of `grid` with its cursor marked.
  public static func marked(_ grid: CellGrid) -> String {
    marked(size: grid.size, cursor: grid.cursor?.position) { grid[$0] }
  }

  /// The rows of an in-memory terminal's screen with its cursor marked (when shown).
  public static func marked(_ terminal: InMemoryTerminal) -> String {
    marked(terminal.emulator)
  }

  /// The rows of an emulated screen with its cursor marked (when shown).
  public static func marked(_ screen: TerminalEmulator) -> String {
    marked(size: screen.size, cursor: screen.isCursorVisible ? screen.cursor : nil) { screen.cell(at: $0) }
  }

  /// `text` as rows: split at newlines, trailing spaces and trailing empty rows dropped, as
  /// screens are compared.
  public static func rows(_ text: String) -> [String] {
    var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map { row in
      var row = String(row)
      while row.hasSuffix(" ") { row.removeLast() }
      return row
    }
    while rows.last == "" { rows.removeLast() }
    return rows
  }

  private static func marked(size: TerminalSize, cursor: CellPosition?, cell: (CellPosition) -> Cell)
    -> String
  {
    var rows: [String] = []
    for row in 0..<size.rows {
      var line = ""
      for column in 0..<size.columns {
        let position = CellPosition(column: column, row: row)
        if position == cursor { line += "|" }
        let shown = cell(position)
        if !shown.isContinuation { line += shown.text }
      }
      while line.hasSuffix(" ") { line.removeLast() }
      rows.append(line)
    }
    while rows.last == "" { rows.removeLast() }
    return rows.joined(separator: "\n")
  }
}

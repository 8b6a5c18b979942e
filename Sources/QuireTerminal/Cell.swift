/// One cell of the screen: a grapheme cluster, how many cells it takes, and its style.
///
/// A wide cluster (2 cells) is stored as its cell followed by a continuation cell, which has
/// no text and width 0. The text of a cell never holds a control character: `CellGrid`
/// sanitises what is drawn into it.
public struct Cell: Hashable, Sendable {
  /// The cluster shown, or "" in a continuation cell.
  public var text: String
  /// 1 or 2 for a cell that starts a cluster, 0 for a continuation cell.
  public var width: Int
  public var style: Style

  /// A cell showing `text`, `width` cells wide (1 or 2).
  public init(_ text: String, width: Int = 1, style: Style = .plain) {
    self.text = text
    self.width = width
    self.style = style
  }

  /// An empty cell: a space in `style`.
  public static func blank(_ style: Style = .plain) -> Cell { Cell(" ", style: style) }

  /// The second half of a wide cluster.
  public static func continuation(_ style: Style = .plain) -> Cell { Cell("", width: 0, style: style) }

  /// A plain space.
  public static let space = Cell(" ")

  /// Whether this is the second half of a wide cluster.
  public var isContinuation: Bool { width == 0 }

  /// Whether this cell starts a cluster two cells wide.
  public var isWide: Bool { width == 2 }
}

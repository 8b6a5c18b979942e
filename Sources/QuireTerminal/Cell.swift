/// One cell of the screen: a grapheme cluster, how many cells it takes, and its style.
///
/// A wide cluster (2 cells) is stored as its cell followed by a continuation cell, which has
/// no text and width 0. The text of a cell never holds a control character: `CellGrid`
/// sanitises what is drawn into it.
public struct Cell: Hashable, Sendable {
  /// The cluster shown, or "" in a continuation cell.
  public var text: String
  public var style: Style
  /// The width, stored in a byte so that a cell takes 32 bytes and frames compare fast.
  private var storedWidth: UInt8
  /// Zeros that fill the cell to its stride, so that a row of cells has no undefined bytes
  /// and equal rows usually compare equal byte for byte (see `Renderer.rowsEqual`).
  private var padding: (UInt16, UInt16, UInt16) = (0, 0, 0)

  /// 1 or 2 for a cell that starts a cluster, 0 for a continuation cell.
  public var width: Int {
    get { Int(storedWidth) }
    set { storedWidth = UInt8(clamping: newValue) }
  }

  /// A cell showing `text`, `width` cells wide (1 or 2).
  public init(_ text: String, width: Int = 1, style: Style = .plain) {
    self.text = text
    self.style = style
    storedWidth = UInt8(clamping: width)
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

extension Cell {
  /// Equal cells show the same: the same cluster, width and style. Compares the cheap parts
  /// first, the text last (with String's fast path for identical storage).
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    lhs.storedWidth == rhs.storedWidth && lhs.style == rhs.style && lhs.text == rhs.text
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(storedWidth)
    hasher.combine(style)
  }
}

extension Cell: CustomStringConvertible {
  /// The text quoted, the width, and the style unless plain: `"a"/1 [bold] fg red`.
  public var description: String {
    "\(text.debugDescription)/\(width)" + (style == .plain ? "" : " \(style)")
  }
}

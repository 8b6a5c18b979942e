/// The layout of a text on screen rows: soft-wrapped to a width in cells, or not wrapped and
/// scrolled sideways.
///
/// A layout is a value (width, tab size, mode) and pure functions of a `TextStorage`: it keeps
/// no state between calls, so it never goes stale after an edit. Rows are identified by the
/// byte offset where they start.
///
/// Cost is proportional to the rows asked for, never to the document or to the whole line:
/// wrapping restarts at *anchors*, the start of each line and then the first grapheme boundary
/// at or after every `anchorSpacing` bytes of it, so the rows around any place are laid out
/// from the anchor before it. A row therefore ends early at an anchor (in lines longer than
/// `anchorSpacing` bytes only, once per `anchorSpacing` bytes).
///
/// Tab stops count from the start of the row, every `tabSize` cells; a tab that would pass the
/// right edge stops at it. Under `.none` a row is a whole line and tab stops count from the
/// line start.
public struct WrapLayout: Hashable, Sendable {
  /// The number of cells in a row, kept within 1...2²⁴.
  public var width: Int { didSet { width = WrapLayout.clamped(width, 1, 1 << 24) } }
  /// The distance between tab stops, in cells, kept within 1...2²⁴.
  public var tabSize: Int { didSet { tabSize = WrapLayout.clamped(tabSize, 1, 1 << 24) } }
  /// How lines longer than `width` are shown.
  public var mode: Mode
  /// Under `.none`: the line column shown in the first screen column, kept within 0...2⁴⁸.
  /// Ignored when wrapping.
  public var horizontalOffset: Int {
    didSet { horizontalOffset = WrapLayout.clamped(horizontalOffset, 0, 1 << 48) }
  }
  /// Bytes between the anchors where wrapping restarts in a long line.
  public private(set) var anchorSpacing: Int

  /// The default spacing of anchors: long enough that a row rarely breaks early, short enough
  /// that the rows around any place are laid out quickly.
  public static let defaultAnchorSpacing = 4096

  /// A layout `width` cells wide with tab stops every `tabSize` cells.
  public init(width: Int, tabSize: Int = 4, wrap mode: Mode = .word, horizontalOffset: Int = 0) {
    self.width = WrapLayout.clamped(width, 1, 1 << 24)
    self.tabSize = WrapLayout.clamped(tabSize, 1, 1 << 24)
    self.mode = mode
    self.horizontalOffset = WrapLayout.clamped(horizontalOffset, 0, 1 << 48)
    self.anchorSpacing = WrapLayout.defaultAnchorSpacing
  }

  /// A layout like this one with anchors every `spacing` bytes (at least 1); tests use small
  /// spacings so that rows meet anchors.
  public func withAnchorSpacing(_ spacing: Int) -> WrapLayout {
    var copy = self
    copy.anchorSpacing = WrapLayout.clamped(spacing, 1, 1 << 40)
    return copy
  }

  private static func clamped(_ value: Int, _ lowest: Int, _ highest: Int) -> Int {
    min(max(value, lowest), highest)
  }
}

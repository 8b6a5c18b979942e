/// Where a completion menu goes in its host's area: its box, and the rows of completions
/// inside it.
public struct CompletionMenuPlacement: Hashable, Sendable {
  /// The cells the menu covers (its border included).
  public var box: CellRect
  /// The rows of completions, one per row.
  public var list: CellRect
  /// Whether the box has a border (there was room for one).
  public var isBordered: Bool
  /// Whether it opened above the caret (no room below).
  public var isAbove: Bool
}

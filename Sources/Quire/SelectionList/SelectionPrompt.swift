/// The inline selection list `quire choose` draws below the shell's cursor: a title row
/// (the title, and at its right how many are chosen or how many match), the filter after
/// `> `, at most `maximumRows` rows, and the keys on the last row.
///
/// ```
///  Toppings                                                            2 chosen
///  > Type to filter
///  › ✓ cheese
///      ham
///    ✓ olives
///      Other…                                                                   ›
///  ↑↓ move  ⏎ done  space toggle  type to filter  esc cancel
/// ```
///
/// It asks for only the rows it draws, so the inline area stays as small as the list. It
/// finishes with a `SelectionResult` or `nil` (Esc), as `SelectionListScreen` does.
@MainActor
public final class SelectionPrompt: SelectionListHost {
  public typealias Result = SelectionResult

  /// The title row's text; `nil` for no title row.
  public var title: String?
  /// The list.
  public var list: SelectionList
  /// The most rows of values shown (10 by default, `quire choose --height N`).
  public var maximumRows: Int
  /// The mark before the filter.
  public static let promptMark = "> "
  /// The widest the rows of values have needed so far (`preferredWidth(context:)`).
  var widestRows = 0

  /// A prompt titled `title` showing `list` in at most `maximumRows` rows.
  public init(title: String? = nil, list: SelectionList, maximumRows: Int = 10) {
    self.title = title.flatMap { $0.isEmpty ? nil : TextField.singleLine($0) }
    self.list = list
    self.maximumRows = max(1, maximumRows)
  }

  /// The title row, the filter row, the rows (as many as the list has, up to
  /// `maximumRows`; the first count of values, so filtering does not change the height),
  /// and the keys.
  public func preferredHeight(width: Int, context: DrawContext) -> Int {
    let values = list.items.count + (list.allowsAdding ? 1 : 0)
    return (title == nil ? 0 : 1) + 1 + max(1, min(maximumRows, values)) + 1
  }

  /// The list's keys.
  public func helpItems(context: DrawContext) -> [HelpItem] {
    list.helpItems(context.strings)
  }
}

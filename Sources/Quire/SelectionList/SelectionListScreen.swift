/// The editable selection list as a page of its own, as the seed shows it: a navigation bar
/// (`‹ Cancel`, the title, `Done ›`), a rule, the filter row, the rows, a rule, and the help
/// bar the runtime draws from `helpItems`.
///
/// ```
///  ‹ Cancel                         Tag                                  Done ›
///  ─────────────────────────────────────────────────────────────────────────────
///  wo█                                                         2 of 7 · fuzzy
///  › ✓ work
///      workshop
///      Other…                                                                 ›
///  ─────────────────────────────────────────────────────────────────────────────
///  ↑↓ move  ⏎ choose  ^T match mode  esc clear
/// ```
///
/// It finishes with a `SelectionResult` (Return on a row, Done) or `nil` (Esc, Cancel);
/// `list.added` and `list.forgotten` say what changed either way.
///
/// ```swift
/// let tag = try await stack.push(SelectionListScreen(title: "Tag", list: SelectionList(values: tags)))
/// ```
@MainActor
public final class SelectionListScreen: SelectionListHost {
  public typealias Result = SelectionResult

  /// The title in the middle of the navigation bar.
  public var title: String
  /// The list.
  public var list: SelectionList

  /// A page titled `title` showing `list`.
  public init(title: String, list: SelectionList) {
    self.title = TextField.singleLine(title)
    self.list = list
  }

  /// The list's keys.
  public func helpItems(context: DrawContext) -> [HelpItem] {
    list.helpItems(context.strings)
  }
}

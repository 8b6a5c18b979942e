/// A small list of completions that opens under the caret of a `TextField` or `TextArea`
/// when its `Completer` says so (after a trigger such as `[[`, or on Ctrl-Space), filtered
/// fuzzily as the user types on, the matched characters highlighted. Up and Down move, Tab or
/// Return put the completion in place of what was typed, Esc closes and leaves the text as
/// typed; a click chooses a row, the wheel scrolls. It opens above the caret when there is
/// no room below, never over the caret's row, and stays inside the area.
///
/// ```
///  Buy what is on [[Gro█
///                  ┌──────────────────────┐
///                  │ › Groceries          │
///                  │   Grocery budget     │
///                  └──────────────────────┘
/// ```
///
/// A value whose behaviour is `receive(_:) -> [CompletionMenuEffect]`: it is told what
/// happened (`CompletionMenuEvent`) and answers what its host must do (run the completer as a
/// task, replace text, ring the bell), so a test drives it without a text or a terminal. The
/// host glue (`handle(_:target:area:context:)`, `draw(over:target:context:)`) does this for any
/// `CompletionTarget`; `CompletionHost` is a text field or area with a menu, ready to use.
@MainActor
public struct CompletionMenu: Sendable {
  /// The most bytes of the caret's line before the caret that the completer is shown.
  public static let lineLimit = 512
  /// The most rows the menu shows at once.
  public static let defaultMaximumRows = 8

  /// What says when the menu opens and what it offers.
  public let completer: any Completer
  /// The keys; an application may change them.
  public var keys: KeyMap<CompletionMenuAction>
  /// The most rows shown at once.
  public var maximumRows: Int
  /// Closed, or open over a query.
  var phase = CompletionMenuPhase.closed
  /// The number of the last opening.
  var generation = 0
  /// A fetch asked for by the last events, for the host to run (`takeFetch()`).
  var pendingFetch: CompletionFetch?

  /// A closed menu offering what `completer` gives.
  public init(
    completer: any Completer, keys: KeyMap<CompletionMenuAction> = CompletionMenu.defaultKeys,
    maximumRows: Int = CompletionMenu.defaultMaximumRows
  ) {
    self.completer = completer
    self.keys = keys
    self.maximumRows = max(1, maximumRows)
  }

  /// Whether the menu is open (waiting for the completer or showing rows).
  public var isOpen: Bool {
    if case .open = phase { return true }
    return false
  }

  /// Whether the completer was asked and has not answered yet.
  public var isWaiting: Bool {
    if case .open(let session) = phase, case .waiting = session.answer { return true }
    return false
  }

  /// What was typed since the menu opened, while open.
  public var query: String? {
    if case .open(let session) = phase { return session.query }
    return nil
  }

  /// The labels of the rows, best match first, while open and answered.
  public var labels: [String] {
    guard let rows else { return [] }
    return (0..<rows.count).compactMap { rows.completionIndex(atRow: $0) }.map {
      rows.answer.completions[$0].label
    }
  }

  /// The completion under the cursor, if any.
  public var highlighted: Completion? {
    guard let rows, let cursor = rows.viewport.cursor, let index = rows.completionIndex(atRow: cursor) else {
      return nil
    }
    return rows.answer.completions[index]
  }

  /// The rows while answered.
  var rows: CompletionRows? {
    guard case .open(let session) = phase, case .answered(let rows) = session.answer else { return nil }
    return rows
  }

  /// Takes the fetch the last events asked for, if any, so it is run once.
  public mutating func takeFetch() -> CompletionFetch? {
    defer { pendingFetch = nil }
    return pendingFetch
  }
}

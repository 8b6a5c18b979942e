/// The seed's editable selection list: values to choose from with a checkmark `✓` on the
/// chosen ones, a cursor row, and a last row `Other…` that asks for a new value, which is
/// added, sorted in and chosen. Typing filters the rows (fuzzy by default, the matched
/// characters highlighted, best matches first); when the filter matches nothing the last row
/// offers `Add “text”`. Values come from the caller and from a history (`remembered`); Delete
/// forgets a remembered value once confirmed. It takes one value, or several up to `limit`
/// (Space or Tab toggles).
///
/// A value: a test drives it with `handle(_:context:)` and an `EventContext()`, and reads
/// `items`, `rows`, `chosen` and what `draw(in:context:)` draws. What it cannot do itself
/// (finish, ask for a new value, ask before forgetting) it leaves in `request` for the
/// screen that holds it (`SelectionListScreen`, `SelectionPrompt`), which answers through
/// `add(_:)` and `forget(_:)`.
///
/// Values are one value when they are equal ignoring case and Unicode normalisation
/// (`SelectionItem.key`): the first spelling is kept, and adding another spelling chooses
/// the value already there.
@MainActor
public struct SelectionList: Component {
  /// The values, in `order`.
  public internal(set) var items: [SelectionItem]
  /// How the values are ordered; setting it sorts them again.
  public var order: SelectionOrder {
    didSet { if order != oldValue { resort() } }
  }
  /// How many values may be chosen: 1 (Return chooses the row under the cursor), more, or
  /// `nil` for no limit.
  public let limit: Int?
  /// Whether the user may add values (`Other…`, `Add “…”`).
  public var allowsAdding: Bool {
    didSet { rowsChanged(keepingCursor: true) }
  }
  /// Whether, with several values to choose, the list may finish with none once the user
  /// has unchosen every value (a note's tags, all removed); otherwise, and before that,
  /// finishing with none chosen chooses the row under the cursor.
  public var allowsNone = false
  /// Whether the user has unchosen a value since the list was made.
  public internal(set) var hasUnchosen = false
  /// The filter's field.
  public internal(set) var filter: TextField
  /// How the filter matches; setting it filters again.
  public var matchMode: MatchMode {
    didSet { if matchMode != oldValue { refilter(narrowing: false) } }
  }
  /// The keys; an application may change them.
  public var keys: KeyMap<Action>
  /// Which rows are shown and which has the cursor.
  public internal(set) var viewport: ListViewport
  /// How many rows the owner shows; it sets it when it places the list, so paging and
  /// scrolling match what is drawn.
  public var rowsShown: Int {
    didSet {
      rowsShown = max(1, rowsShown)
      viewport.reveal(inRows: rowsShown)
    }
  }
  /// What the list needs its owner to do, left by the last event; see `takeRequest()`.
  public internal(set) var request: SelectionRequest?
  /// The values added, oldest first.
  public internal(set) var added: [String] = []
  /// The remembered values forgotten.
  public internal(set) var forgotten: [String] = []

  /// The keys of the chosen values.
  var chosenKeys: Set<String> = []
  /// Where each key's item is in `items`.
  var indexByKey = SelectionKeyIndex()
  /// The items' values, in `items`' order, prepared for the matcher when the filter is first
  /// used after the items changed (so a long list opens without preparing them).
  var candidates = MatchCandidates()
  /// Whether `candidates` holds the items as they are.
  var candidatesAreCurrent = false
  /// The indices of the items the filter matches, best first; `nil` while the filter is
  /// empty (every item, in order).
  var matches: [Int]?
  /// The filter's text `matches` was made for.
  var matchedQuery = ""
  /// The recency the next value added gets: newer than every remembered one.
  var nextRecency: Int

  /// A list of the caller's `values` (duplicates dropped) and the `remembered` ones (a
  /// history, newest last), with `selected` chosen: a selected value that is in neither is
  /// added to the caller's. At most `limit` are chosen (the first ones); the cursor starts on
  /// the first chosen in list order. O(n log n).
  public init(
    values: [String] = [], remembered: [String] = [], selected: [String] = [],
    order: SelectionOrder = .alphabetical, limit: Int? = 1, allowsAdding: Bool = true,
    matchMode: MatchMode = .fuzzy, keys: KeyMap<Action> = SelectionList.defaultKeys
  ) {
    self.order = order
    self.limit = limit.map { max(1, $0) }
    self.allowsAdding = allowsAdding
    self.matchMode = matchMode
    self.keys = keys
    self.filter = TextField(placeholder: "", keys: SelectionList.filterKeys)
    self.viewport = ListViewport(count: 0)
    self.rowsShown = 10
    self.nextRecency = remembered.count
    (self.items, self.indexByKey) = SelectionList.collect(given: values + selected, remembered: remembered)
    for value in selected {
      let key = SelectionItem.key(for: value)
      if let limit = self.limit, chosenKeys.count >= limit { break }
      chosenKeys.insert(key)
    }
    resort()
    let firstChosen = chosenKeys.isEmpty ? nil : SelectionList.firstIndex(in: self.items, of: chosenKeys)
    viewport = ListViewport(count: rowCount, cursor: firstChosen ?? 0)
    viewport.reveal(inRows: rowsShown)
  }

  /// Whether more than one value may be chosen.
  public var takesSeveral: Bool { limit != 1 }

  /// The chosen values, in list order. O(n).
  public var chosen: [String] {
    items.filter { chosenKeys.contains($0.key) }.map(\.value)
  }

  /// Whether `value` (or another spelling of it) is chosen.
  public func isChosen(_ value: String) -> Bool {
    chosenKeys.contains(SelectionItem.key(for: value))
  }

  /// The item with `value`'s key, if the list has it.
  public func item(for value: String) -> SelectionItem? {
    indexByKey[SelectionItem.key(for: value)].map { items[$0] }
  }

  /// Takes the request the last event left, if any, so it is acted on once.
  public mutating func takeRequest() -> SelectionRequest? {
    defer { request = nil }
    return request
  }

  /// The result as it stands: the chosen values and what changed.
  public var result: SelectionResult {
    SelectionResult(chosen: chosen, added: added, forgotten: forgotten, values: items.map(\.value))
  }
}

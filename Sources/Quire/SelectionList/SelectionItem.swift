/// One value of a selection list: its text, the key it is known by (so that values that
/// differ only in case or in Unicode normalisation are one value), and where it came from.
public struct SelectionItem: Hashable, Sendable {
  /// The value as shown and given back.
  public var value: String
  /// The value compared: case-folded; `String` equality then ignores normalisation.
  public var key: String
  /// Its place among the caller's values, when the caller gave it; such a value is never
  /// forgotten.
  public var givenIndex: Int?
  /// How recently it was used, when it is remembered (a history's value or one added):
  /// higher is newer.
  public var recency: Int?

  /// The item of `value`, its key made from it, at `givenIndex` among the caller's values and used at
  /// `recency` when known.
  public init(value: String, givenIndex: Int? = nil, recency: Int? = nil) {
    self.value = value
    self.key = SelectionItem.key(for: value)
    self.givenIndex = givenIndex
    self.recency = recency
  }

  /// Whether Delete may forget it: it is remembered and the caller did not give it.
  public var isForgettable: Bool { givenIndex == nil && recency != nil }

  /// The key of `value`: its scalars simply case-folded (`CaseFolding`, as the matcher and
  /// the histories fold), so `Work`, `WORK` and `work` are one value; keys compare as
  /// strings, canonically, so `é` typed as one scalar or as `e` and a combining accent are
  /// one value too. O(n).
  public static func key(for value: String) -> String {
    // Most values are ASCII without capitals: they are their own key, with no copy.
    CaseFolding.folded(value)
  }
}

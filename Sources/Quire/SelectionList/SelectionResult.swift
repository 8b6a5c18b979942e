/// What a selection list gives back when the user is done: the values chosen and what
/// changed in the list, so the owner can remember the new values and forget the others.
public struct SelectionResult: Hashable, Sendable {
  /// The values chosen, in list order (one when the list takes one).
  public var chosen: [String]
  /// The values the user added (through `Other…` or `Add “…”`), oldest first.
  public var added: [String]
  /// The remembered values the user forgot (after confirming).
  public var forgotten: [String]
  /// Every value of the list as it is now, in list order.
  public var values: [String]

  /// A result choosing `chosen`, with the values `added` and `forgotten`, and the list's `values`.
  public init(chosen: [String], added: [String] = [], forgotten: [String] = [], values: [String] = []) {
    self.chosen = chosen
    self.added = added
    self.forgotten = forgotten
    self.values = values
  }
}

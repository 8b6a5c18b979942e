/// A move of the focus between a screen's components.
public enum FocusMove: Hashable, Sendable {
  /// Tab: the next component, from the last to the first.
  case next
  /// Shift-Tab: the one before, from the first to the last.
  case previous

  /// Tab and Shift-Tab.
  public static let defaultKeys = KeyMap<FocusMove>([
    KeyBinding(KeyChord(.tab), .next, help: .helpNext),
    KeyBinding(.shift(.tab), .previous, help: .helpPrevious),
  ])
}

/// Which of a screen's components has the keys: the members in Tab order and the focused
/// one. A value that takes events and says what changed, so a screen keeps its components
/// and their regions and asks the chain only who is focused:
///
///     var focus = FocusChain([Part.name, .notes, .tags])
///     if let move = FocusMove.defaultKeys.action(for: key) { focus.receive(.move(move)) }
///     // drawing: context.focused(focus.isFocused(.notes))
///
/// With no members, nothing is focused and every event changes nothing.
public struct FocusChain<Member: Hashable & Sendable>: Hashable, Sendable {
  /// What moves the focus.
  public enum Event: Hashable, Sendable {
    /// Tab or Shift-Tab.
    case move(FocusMove)
    /// The screen focuses this member (a click on it, or its own choice); one not in the
    /// chain changes nothing.
    case select(Member)
    /// The focusable members are now these, in Tab order (a component shown or hidden): the
    /// focused one keeps the focus when it is still there; else the first of those after it
    /// in the old order that is still there, else the last member, else none (a chain that
    /// had none focuses its first).
    case members([Member])
  }

  /// The focus moved from one member to another: for a screen that tells its components
  /// (a field that commits what was typed when it loses the focus).
  public struct Change: Hashable, Sendable {
    /// The member that had the focus; `nil` when none had it.
    public var from: Member?
    /// The member that has it now; `nil` when none has it.
    public var to: Member?
  }

  /// The members, in Tab order, each once.
  public private(set) var members: [Member]
  /// The member with the keys; `nil` only when there are no members.
  public private(set) var focused: Member?

  /// A chain of `members` (a repeated one counts once, where it first stands), `focused` the
  /// one with the keys when it is a member, else the first.
  public init(_ members: [Member], focused: Member? = nil) {
    self.members = Self.once(members)
    self.focused = focused.flatMap { self.members.contains($0) ? $0 : nil } ?? self.members.first
  }

  /// Whether `member` has the keys.
  public func isFocused(_ member: Member) -> Bool { focused == member }

  /// The member whose region holds `position` (the first, where regions overlap): what a click
  /// there focuses. `nil` when none does.
  public func member(at position: CellPosition, in regions: [(Member, CellRect)]) -> Member? {
    regions.first { members.contains($0.0) && $0.1.contains(position) }?.0
  }

  /// Takes `event`; the change when the focus moved, `nil` when it stayed.
  @discardableResult
  public mutating func receive(_ event: Event) -> Change? {
    let before = focused
    switch event {
    case .move(let move):
      guard let current = focused, let index = members.firstIndex(of: current) else { break }
      let step = move == .next ? 1 : members.count - 1
      focused = members[(index + step) % members.count]
    case .select(let member):
      if members.contains(member) { focused = member }
    case .members(let new):
      let old = members
      members = Self.once(new)
      guard let current = focused else {
        focused = members.first
        break
      }
      guard !members.contains(current) else { break }
      let after = old.firstIndex(of: current).map { old[($0 + 1)...] } ?? []
      focused = after.first(where: members.contains) ?? members.last
    }
    return focused == before ? nil : Change(from: before, to: focused)
  }

  /// `members` with each kept where it first stands.
  private static func once(_ members: [Member]) -> [Member] {
    var seen = Set<Member>()
    return members.filter { seen.insert($0).inserted }
  }
}

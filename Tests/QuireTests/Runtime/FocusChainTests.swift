import QuireTestSupport
import Testing

@testable import Quire

/// The focus between a screen's components, as tables of events: each row starts a chain,
/// sends its events, and says who is focused after each and what change was reported.
@Suite struct FocusChainTests {
  typealias Chain = FocusChain<String>
  struct Row: Sendable, CustomTestStringConvertible {
    var what: String
    var members: [String]
    var focused: String?
    var events: [Chain.Event]
    /// Who has the focus after each event, and the change reported (`nil`: none).
    var after: [(String?, Chain.Change?)]
    var testDescription: String { what }
  }

  static let abc = ["a", "b", "c"]
  static func change(_ from: String?, _ to: String?) -> Chain.Change { Chain.Change(from: from, to: to) }

  static let rows: [Row] = [
    Row(what: "the first is focused to begin with", members: abc, focused: nil, events: [], after: []),
    Row(
      what: "Tab goes on and wraps from the last to the first", members: abc, focused: nil,
      events: [.move(.next), .move(.next), .move(.next)],
      after: [("b", change("a", "b")), ("c", change("b", "c")), ("a", change("c", "a"))]),
    Row(
      what: "Shift-Tab goes back and wraps from the first to the last", members: abc, focused: "b",
      events: [.move(.previous), .move(.previous)], after: [("a", change("b", "a")), ("c", change("a", "c"))]),
    Row(
      what: "a click focuses what it clicks; on the focused one, or outside the chain, nothing changes",
      members: abc, focused: nil, events: [.select("c"), .select("c"), .select("z")],
      after: [("c", change("a", "c")), ("c", nil), ("c", nil)]),
    Row(
      what: "one member: Tab keeps it", members: ["a"], focused: nil,
      events: [.move(.next), .move(.previous)],
      after: [("a", nil), ("a", nil)]),
    Row(
      what: "no members: nothing is focused and nothing changes", members: [], focused: nil,
      events: [.move(.next), .select("a")], after: [(nil, nil), (nil, nil)]),
    Row(
      what: "a focused member still there keeps the focus when the members change", members: abc,
      focused: "b", events: [.members(["c", "b"])], after: [("b", nil)]),
    Row(
      what: "a focused member hidden gives the focus to the next one still there", members: abc,
      focused: "a", events: [.members(["a2", "c"]), .move(.next)],
      after: [("c", change("a", "c")), ("a2", change("c", "a2"))]),
    Row(
      what: "the last member hidden gives the focus to the new last", members: abc, focused: "c",
      events: [.members(["a", "b"])], after: [("b", change("c", "b"))]),
    Row(
      what: "every member hidden leaves none focused; members again focus the first", members: abc,
      focused: "b", events: [.members([]), .members(["x", "y"])],
      after: [(nil, change("b", nil)), ("x", change(nil, "x"))]),
    Row(
      what: "a repeated member counts once", members: ["a", "b", "a"], focused: nil,
      events: [.move(.next), .move(.next)], after: [("b", change("a", "b")), ("a", change("b", "a"))]),
    Row(
      what: "a focus asked for that is not a member starts on the first", members: abc, focused: "z",
      events: [], after: []),
  ]

  @Test(arguments: rows)
  func events(row: Row) {
    var chain = Chain(row.members, focused: row.focused)
    let start = row.focused.flatMap { row.members.contains($0) ? $0 : nil } ?? row.members.first
    #expect(chain.focused == start, "\(row.what): at the start")
    for (step, (event, expected)) in zip(row.events, row.after).enumerated() {
      let change = chain.receive(event)
      #expect(chain.focused == expected.0, "\(row.what): focused after event \(step)")
      #expect(change == expected.1, "\(row.what): change of event \(step)")
      if let focused = chain.focused { #expect(chain.isFocused(focused) && chain.members.contains(focused)) }
    }
    #expect(row.events.count == row.after.count, "\(row.what): a result for every event")
  }

  @Test func aClickFocusesTheComponentWhoseRegionHoldsIt() {
    let area = CellRect(column: 0, row: 0, columns: 40, rows: 12)
    let parts = area.split(.vertical, [.length(1), .length(3), .fill])
    var chain = Chain(["title", "field", "list"])
    let regions = zip(["title", "field", "list"], parts).map { ($0, $1) }
    let target = chain.member(at: CellPosition(column: 5, row: 6), in: regions)
    #expect(target == "list")
    if let target { chain.receive(.select(target)) }
    #expect(chain.isFocused("list"))
    #expect(chain.member(at: CellPosition(column: 50, row: 6), in: regions) == nil)
  }

  @Test func tabAndShiftTabAreTheChainsKeys() {
    #expect(FocusMove.defaultKeys.action(for: KeyEvent(.tab)) == .next)
    #expect(FocusMove.defaultKeys.action(for: KeyEvent(.tab, modifiers: .shift)) == .previous)
    #expect(FocusMove.defaultKeys.action(for: KeyEvent(.character("x"))) == nil)
  }
}

import Quire
import QuireTestSupport
import Testing

/// The menu as a value, without a text: each state (closed, waiting for the completer,
/// answered) and each event, with the effects it answers and the state it leaves.
@MainActor @Suite struct CompletionMenuStateTests {
  static let names = ["Groceries", "Garden", "Ideas"]

  enum Start: String, CaseIterable, CustomTestStringConvertible {
    case closed, waiting, answered
    var testDescription: String { rawValue }
  }

  /// The text `[[g` typed, the caret after it.
  nonisolated static let typed = CompletionText(beforeCaret: "see [[g", caret: ByteOffset(7))

  /// A menu in `start`: open after `see [[` with `g` typed since, answered or not.
  static func menu(_ start: Start) async -> CompletionMenu {
    var menu = CompletionMenu(completer: LinkCompleter(names: names))
    guard start != .closed else { return menu }
    _ = menu.receive(.edited(CompletionText(beforeCaret: "see [[", caret: ByteOffset(6)), typed: true))
    _ = menu.receive(.edited(typed, typed: true))
    if start == .answered, let fetch = menu.takeFetch(), case .answered(let answer) = await fetch.run() {
      _ = menu.receive(.answered(answer))
    }
    return menu
  }

  /// The state in words: `closed`, `waiting "g"`, `"g": Groceries Garden, › Garden`.
  static func describe(_ menu: CompletionMenu) -> String {
    guard let query = menu.query else { return "closed" }
    if menu.isWaiting { return "waiting \(query.debugDescription)" }
    return
      "\(query.debugDescription): \(menu.labels.joined(separator: " ")), › \(menu.highlighted?.label ?? "-")"
  }

  /// The effects in words: `fetch`, `replace 4..<7 "Garden]]"`, `bell`.
  static func describe(_ effects: [CompletionMenuEffect]) -> String {
    effects.map { effect in
      switch effect {
      case .fetch: "fetch"
      case .replace(let range, let text):
        "replace \(range.lowerBound.value)..<\(range.upperBound.value) \(text.debugDescription)"
      case .bell: "bell"
      }
    }
    .joined(separator: ", ")
  }

  nonisolated static let rows: [(Start, String, CompletionMenuEvent, String, String)] = [
    (
      .closed, "a trigger typed",
      .edited(CompletionText(beforeCaret: "[[", caret: ByteOffset(2)), typed: true), "fetch", "waiting \"\""
    ),
    (
      .closed, "other text typed",
      .edited(CompletionText(beforeCaret: "[", caret: ByteOffset(1)), typed: true), "", "closed"
    ),
    (
      .closed, "a trigger pasted",
      .edited(CompletionText(beforeCaret: "[[", caret: ByteOffset(2)), typed: false), "", "closed"
    ),
    (.closed, "asked in a link", .asked(typed), "fetch", "waiting \"g\""),
    (
      .closed, "asked in plain text", .asked(CompletionText(beforeCaret: "plain", caret: ByteOffset(5))),
      "bell", "closed"
    ),
    (.closed, "accept", .perform(.accept), "", "closed"),
    (
      .waiting, "a letter typed",
      .edited(CompletionText(beforeCaret: "see [[ga", caret: ByteOffset(8)), typed: true), "",
      "waiting \"ga\""
    ),
    (.waiting, "accept", .perform(.accept), "", "waiting \"g\""),
    (.waiting, "close", .perform(.close), "", "closed"),
    (
      .waiting, "the caret before the query",
      .edited(CompletionText(beforeCaret: "see [", caret: ByteOffset(5)), typed: false), "", "closed"
    ),
    (.waiting, "asked again", .asked(typed), "", "waiting \"g\""),
    (.answered, "nothing new", .edited(typed, typed: false), "", "\"g\": Groceries Garden, › Groceries"),
    (
      .answered, "a letter typed",
      .edited(CompletionText(beforeCaret: "see [[gd", caret: ByteOffset(8)), typed: true), "",
      "\"gd\": Garden, › Garden"
    ),
    (
      .answered, "the query emptied",
      .edited(CompletionText(beforeCaret: "see [[", caret: ByteOffset(6)), typed: false), "",
      "\"\": Groceries Garden Ideas, › Groceries"
    ),
    (
      .answered, "brackets closed",
      .edited(CompletionText(beforeCaret: "see [[g]]", caret: ByteOffset(9)), typed: true), "", "closed"
    ),
    (
      .answered, "another line", .edited(CompletionText(beforeCaret: "", caret: ByteOffset(8)), typed: false),
      "", "closed"
    ),
    (
      .answered, "a selection",
      .edited(CompletionText(beforeCaret: "see [[g", caret: ByteOffset(7), hasSelection: true), typed: false),
      "", "closed"
    ),
    (.answered, "down", .perform(.down), "", "\"g\": Groceries Garden, › Garden"),
    (.answered, "up at the top", .perform(.up), "", "\"g\": Groceries Garden, › Groceries"),
    (.answered, "accept", .perform(.accept), "replace 6..<7 \"Groceries]]\"", "closed"),
    (.answered, "a click on the second row", .chose(1), "replace 6..<7 \"Garden]]\"", "closed"),
    (.answered, "a click past the rows", .chose(5), "", "\"g\": Groceries Garden, › Groceries"),
    (.answered, "close", .perform(.close), "", "closed"),
  ]

  @Test(arguments: rows.indices)
  func eachStateTakesEachEvent(row: Int) async {
    let (start, name, event, effects, after) = Self.rows[row]
    var menu = await Self.menu(start)
    let answered = menu.receive(event)
    #expect(Self.describe(answered) == effects, "\(start) + \(name)")
    #expect(Self.describe(menu) == after, "\(start) + \(name)")
  }

  @Test func anAnswerForAnEarlierOpeningIsDroppedAndTheCurrentOneFills() async throws {
    var menu = CompletionMenu(completer: LinkCompleter(names: Self.names))
    _ = menu.receive(.edited(CompletionText(beforeCaret: "[[", caret: ByteOffset(2)), typed: true))
    _ = menu.receive(.perform(.close))
    _ = menu.receive(.edited(CompletionText(beforeCaret: "[[", caret: ByteOffset(2)), typed: true))
    let stale = CompletionAnswer(generation: 1, completions: [Completion("Stale")])
    #expect(menu.receive(.answered(stale)).isEmpty)
    #expect(Self.describe(menu) == "waiting \"\"")
    let current = CompletionAnswer(generation: 2, completions: [Completion("Fresh")])
    _ = menu.receive(.answered(current))
    #expect(Self.describe(menu) == "\"\": Fresh, › Fresh")
  }
}

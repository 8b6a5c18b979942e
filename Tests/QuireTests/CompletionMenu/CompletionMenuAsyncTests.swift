import Quire
import QuireTestSupport
import Synchronization
import Testing

/// A completer that answers late: the keys typed meanwhile go to the text, and the menu
/// filters by them when the answer comes; an answer for an earlier opening is dropped.
@MainActor @Suite struct CompletionMenuAsyncTests {
  static let names = ["Groceries", "Grocery budget", "Garden", "Ideas"]

  @Test func keysTypedWhileTheCompleterWorksGoToTheText() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("[[")
    let fetchTaken = harness.takeFetch()
    let fetch = try #require(fetchTaken)
    harness.type("gdn")
    #expect(harness.markup == "[[gdn|")
    try harness.expectScreen(
      """
      [[gdn|
      ┌────────────────┐
      │   Loading…     │
      └────────────────┘
      """)
    harness.component.receive(await fetch.run(), context: harness.context)
    try harness.expectScreen(
      """
      [[gdn|
      ┌────────────────┐
      │ › Garden       │
      └────────────────┘
      """)
  }

  @Test func whileWaitingTabAndReturnGoToTheText() throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("[[")
    harness.press(KeyChord(.tab))
    #expect(harness.markup == "[[\t|")
  }

  @Test func anAnswerForAnEarlierOpeningIsDropped() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("[[")
    let firstTaken = harness.takeFetch()
    let first = try #require(firstTaken)
    harness.press(KeyChord(.escape))
    harness.type(" [[")
    let secondTaken = harness.takeFetch()
    let second = try #require(secondTaken)
    harness.component.receive(await first.run(), context: harness.context)
    #expect(harness.component.menu.isWaiting)
    harness.component.receive(await second.run(), context: harness.context)
    #expect(harness.component.menu.labels == Self.names)
  }

  @Test func anAnswerAfterTheMenuClosedChangesNothing() async throws {
    var harness = CompletionAreaHarness(names: Self.names)
    harness.type("[[")
    let fetchTaken = harness.takeFetch()
    let fetch = try #require(fetchTaken)
    harness.press(KeyChord(.escape))
    harness.component.receive(await fetch.run(), context: harness.context)
    #expect(!harness.component.menu.isOpen)
    try harness.expectScreen("[[|")
  }
}

/// The answer comes twice, as the completer gave it and then prepared for matching: the menu
/// shows and filters the first at once, and the second changes nothing the user sees.
@MainActor @Suite struct CompletionMenuPreparedAnswerTests {
  @Test func theAnswerAsGivenShowsAtOnceAndThePreparedOneKeepsTheRows() async throws {
    var harness = CompletionAreaHarness(names: CompletionMenuAsyncTests.names)
    harness.type("[[")
    let taken = harness.takeFetch()
    let fetch = try #require(taken)
    let reported = Mutex<[CompletionMessage]>([])
    let prepared = await fetch.run { message in reported.withLock { $0.append(message) } }
    let first = try #require(reported.withLock { $0.first })
    harness.component.receive(first, context: harness.context)
    harness.type("gr")
    harness.press(KeyChord(.down))
    let before = harness.screen()
    #expect(harness.component.menu.labels == ["Groceries", "Grocery budget", "Garden"])
    #expect(harness.component.menu.highlighted?.label == "Grocery budget")
    harness.component.receive(prepared, context: harness.context)
    #expect(harness.screen() == before)
    harness.type("d")
    #expect(harness.component.menu.labels == ["Garden", "Grocery budget"])
  }
}

import Quire
import QuireTestSupport
import Testing

/// What the field draws: placeholder, masking, suggestions, validation, scrolling and the
/// mouse, alone with an `EventContext`. Rows are written with the cursor as `|`.
@MainActor @Suite struct TextFieldDisplayTests {
  @Test func thePlaceholderShowsFaintWhileEmpty() {
    var harness = FieldHarness(TextField(placeholder: "Item name"))
    #expect(harness.shown() == "|Item name")
    #expect(harness.style(at: 0).attributes.contains(.dim))
    harness.type("x")
    #expect(harness.shown() == "x|")
  }

  @Test func aMaskedFieldShowsOneBulletPerCluster() {
    var harness = FieldHarness(TextField(isMasked: true))
    harness.type("pa s")
    harness.type("👍🏽")
    harness.type("e\u{301}")
    #expect(harness.field.text == "pa s👍🏽e\u{301}")
    #expect(harness.shown() == "••••••|")
  }

  @Test func aMaskedFieldNeitherCopiesNorCuts() {
    var harness = FieldHarness(TextField(isMasked: true))
    harness.type("secret")
    harness.press(.alt("a"), .alt("c"))
    harness.press(.alt("a"), .control("x"))
    #expect(harness.clipboard.text == nil)
    #expect(harness.field.text == "secret")
    #expect(harness.context.requests.filter { if case .bell = $0 { true } else { false } }.count == 2)
  }

  @Test func aMaskedFieldHidesWhereItsWordsAre() {
    var harness = FieldHarness(TextField(isMasked: true))
    harness.type("two words")
    harness.press(.alt("b"))
    #expect(harness.markup == "|two words")
    harness.press(.control("e"), .control("w"))
    #expect(harness.markup == "|")
  }

  @Test func theValidationMessageShowsAfterAnEditAndBlocksAccepting() {
    var harness = FieldHarness(TextField(validator: { $0.count < 3 ? "Too short." : nil }))
    #expect(harness.field.message == nil, "nothing is wrong before the user does anything")
    harness.type("ab")
    #expect(harness.field.message == .invalid("Too short."))
    #expect(harness.field.accept() == nil)
    harness.type("c")
    #expect(harness.field.message == nil)
    #expect(harness.field.accept() == "abc")
  }

  @Test func acceptingAnUntouchedInvalidFieldShowsItsMessage() {
    var harness = FieldHarness(TextField(validator: { $0.isEmpty ? "Say something." : nil }))
    #expect(harness.field.accept() == nil)
    #expect(harness.field.message == .invalid("Say something."))
    var canvas = Canvas(CellGrid(size: TerminalSize(columns: 20, rows: 1)))
    harness.field.drawMessage(in: &canvas, at: CellPosition(column: 0, row: 0), context: DrawContext())
    #expect(canvas.line(0) == "! Say something.")
  }

  @Test func theNewestMatchingSuggestionShowsAsFaintGhostText() {
    var harness = FieldHarness(TextField(suggestions: ["Gym", "Groceries", "Grocery list"]))
    harness.type("gro")
    #expect(harness.shown() == "gro|ceries")
    #expect(harness.style(at: 3).attributes.contains(.dim))
    #expect(!harness.style(at: 2).attributes.contains(.dim))
  }

  @Test(arguments: [KeyChord(.right), KeyChord(.tab), .control("e"), KeyChord(.end), .control("f")])
  func aKeyAtTheEndTakesTheSuggestionInItsOwnCase(key: KeyChord) {
    var harness = FieldHarness(TextField(suggestions: ["Groceries"]))
    harness.type("GRO")
    harness.press(key)
    #expect(harness.markup == "Groceries|")
    harness.press(.control("z"))
    #expect(harness.markup == "GRO|", "taking a suggestion is one undo step")
  }

  @Test func upAndDownGoThroughTheMatchesWrapping() {
    var harness = FieldHarness(TextField(suggestions: ["Groceries", "Gym", "Grocery list"]))
    harness.type("gro")
    harness.press(KeyChord(.up))
    #expect(harness.shown() == "gro|cery list")
    harness.press(KeyChord(.up))
    #expect(harness.shown() == "gro|ceries")
    harness.press(KeyChord(.down))
    #expect(harness.shown() == "gro|cery list")
    harness.press(KeyChord(.tab))
    #expect(harness.field.text == "Grocery list")
  }

  @Test func withoutAGhostUpDownAndTabAreLeftToTheOwner() {
    var harness = FieldHarness(TextField(suggestions: ["Groceries"]))
    let whenEmpty = harness.press(KeyChord(.up), KeyChord(.tab))
    #expect(whenEmpty == [.ignored, .ignored], "empty: no ghost")
    harness.type("grx")
    let withoutMatch = harness.press(KeyChord(.down), KeyChord(.tab))
    #expect(withoutMatch == [.ignored, .ignored])
    harness.press(KeyChord(.backspace))
    harness.press(KeyChord(.left))
    #expect(harness.shown() == "g|r", "no ghost unless the caret is at the end")
    let beforeTheEnd = harness.press(KeyChord(.tab))
    #expect(beforeTheEnd == [.ignored])
  }

  @Test func aMaskedFieldShowsNoSuggestion() {
    var harness = FieldHarness(TextField(isMasked: true, suggestions: ["secret"]))
    harness.type("se")
    #expect(harness.shown() == "••|")
    #expect(harness.field.suggestion == nil)
  }

  @Test func aLongTextScrollsToKeepTheCaretInViewWithAMargin() {
    var harness = FieldHarness(width: 10)
    harness.type("abcdefghijklmnopqrstuvwxyz")
    #expect(harness.shown() == "…stuvwxyz|")
    harness.press(.control("a"))
    #expect(harness.shown() == "|abcdefghi…")
    for _ in 0..<8 { harness.press(KeyChord(.right)) }
    #expect(harness.shown() == "…cdefgh|ij…", "two cells stay between the caret and the edge")
    harness.press(KeyChord(.left))
    #expect(harness.shown() == "…cdefg|hij…", "moving back inside the view does not scroll")
  }

  @Test func wideClustersAreNeverCutAtTheLeftEdge() {
    var harness = FieldHarness(width: 8)
    harness.type("a漢字かな漢字")
    #expect(harness.shown() == "… 漢字|", "the view starts after a whole cluster; the mark blanks half of な")
    #expect(harness.grid().invariantViolation() == nil)
  }

  @Test func emojiScrollWholeAndTheCaretNeverSitsInsideOne() {
    var harness = FieldHarness(width: 9)
    harness.type("ab👍🏽cd🇫🇷ef👩‍👩‍👧gh")
    #expect(harness.shown() == "… ef👩‍👩‍👧gh|", "the mark blanks the flag's other half")
    harness.press(.alt("b"), .alt("b"), .alt("b"))
    #expect(harness.markup == "ab👍🏽|cd🇫🇷ef👩‍👩‍👧gh")
    #expect(harness.shown() == "… |cd🇫🇷ef…", "the family emoji does not fit whole before the mark")
    #expect(harness.grid().invariantViolation() == nil)
  }

  @Test func aClickPlacesTheCaretAndADragSelects() {
    var harness = FieldHarness(markup: "hello world|", width: 20)
    harness.mouse(.press, column: 2)
    #expect(harness.markup == "he|llo world")
    harness.mouse(.drag, column: 5)
    harness.mouse(.release, column: 5)
    #expect(harness.markup == "he[llo|] world")
    harness.mouse(.press, column: 15)
    #expect(harness.markup == "hello world|", "past the text: the end")
    harness.mouse(.press, column: 6, modifiers: .shift)
    #expect(harness.markup == "hello [|world]")
  }

  @Test func aClickInAScrolledFieldCountsFromWhatIsShown() {
    var harness = FieldHarness(width: 10)
    harness.type("abcdefghijklmnopqrstuvwxyz")
    harness.mouse(.press, column: 3)
    #expect(harness.markup == "abcdefghijklmnopqrst|uvwxyz")
  }

  @Test func anUnfocusedFieldShowsNoCursorAndNoGhost() {
    var harness = FieldHarness(TextField(suggestions: ["Groceries"]))
    harness.type("gro")
    #expect(harness.shown(focused: false) == "gro")
  }
}

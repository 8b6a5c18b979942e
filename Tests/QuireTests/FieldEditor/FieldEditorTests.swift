import Observation
import Quire
import QuireTestSupport
import Synchronization
import Testing

/// The field editor (the seed's Text Helper): the display, the pushed editor, Done writing
/// through a key path into an observable object, Cancel writing nothing, and the question
/// asked when the value changed while the editor was open.
@MainActor @Suite struct FieldEditorTests {
  static let long =
    "Weekly shopping list for the family; keep staples at the top. Buy fresh bread on Fridays."

  func start(_ note: NoteRecord, lines: Int = 2, size: TerminalSize = TerminalSize(columns: 40, rows: 8))
    async -> (AppDriver<Void?>, NotePage)
  {
    let page = NotePage(
      FieldEditor(title: "Description", binding: TextBinding(note, \.summary), lines: lines))
    let driver = await AppDriver(size: size) { stack in try await stack.push(page) }
    return (driver, page)
  }

  /// Whether reading `note.summary` is told of the next change to it, from now on.
  func observeSummary(of note: NoteRecord) -> ObservationFlag {
    let flag = ObservationFlag()
    withObservationTracking {
      _ = note.summary
    } onChange: {
      flag.fired = true
    }
    return flag
  }

  @Test func theDisplayShowsTheFirstLinesAndAnEllipsis() async {
    let (driver, _) = await start(NoteRecord(summary: Self.long))
    #expect(
      driver.screen == """
         Note
         Description                          ›
           Weekly shopping list for the family;
           keep staples at the top. Buy fresh…



         ⏎ edit
        """)
  }

  @Test func anEmptyTextShowsThePlaceholder() async {
    let (driver, _) = await start(NoteRecord())
    #expect(driver.lines[2] == "   Empty")
    #expect(driver.terminal.style(at: CellPosition(column: 3, row: 2)).attributes.contains(.dim))
  }

  @Test func withNoLinesTheTextFollowsTheNameOnItsRow() async {
    let (driver, _) = await start(NoteRecord(summary: Self.long), lines: 0)
    #expect(driver.lines[1] == " Description  Weekly shopping list…   ›", "cut at a word")
  }

  @Test func aTextOfSeveralLinesShowsItsFirstLines() async {
    let (driver, _) = await start(NoteRecord(summary: "milk\neggs\nbread"))
    #expect(driver.lines[2...3] == ["   milk", "   eggs…"])
    let (short, _) = await start(NoteRecord(summary: "milk\neggs\n\n"))
    #expect(short.lines[2...3] == ["   milk", "   eggs"], "only blank lines follow: no ellipsis")
  }

  @Test func returnPushesTheEditorTitledWithTheName() async throws {
    let (driver, _) = await start(NoteRecord(summary: "milk"))
    await driver.press(KeyChord(.enter))
    try await driver.expectScreen(
      """
       Cancel       Description          Done
       ──────────────────────────────────────
       milk|



       ──────────────────────────────────────
       ^S done  esc cancel  ^Z undo  ^Y redo
      """, cursor: true)
  }

  @Test func doneWritesThroughTheKeyPathAndObserversHearIt() async {
    let note = NoteRecord(summary: "milk")
    let (driver, _) = await start(note)
    let observed = observeSummary(of: note)
    await driver.press(KeyChord(.enter))
    await driver.type(", eggs")
    #expect(!observed.fired, "nothing is written while editing")
    await driver.press(.control("s"))
    #expect(note.summary == "milk, eggs")
    #expect(observed.fired)
    #expect(driver.lines[2] == "   milk, eggs", "the display shows the new text")
  }

  @Test func cancelWritesNothing() async {
    let note = NoteRecord(summary: "milk")
    let (driver, _) = await start(note)
    let observed = observeSummary(of: note)
    await driver.press(KeyChord(.enter))
    await driver.type(", eggs")
    await driver.press(KeyChord(.escape))
    #expect(note.summary == "milk")
    #expect(!observed.fired)
    #expect(driver.lines[2] == "   milk")
  }

  @Test func aClickOpensTheEditor() async {
    let (driver, _) = await start(NoteRecord(summary: "milk"))
    await driver.click(column: 5, row: 2)
    #expect(driver.lines[0].contains("Description"))
    #expect(driver.lines[0].hasSuffix("Done"))
  }

  @Test func aClosureBindingIsWrittenOnDone() async {
    var stored = "draft"
    let binding = TextBinding(get: { stored }, set: { stored = $0 })
    let page = NotePage(FieldEditor(title: "Motto", binding: binding))
    let driver = await AppDriver { stack in try await stack.push(page) }
    await driver.press(KeyChord(.enter))
    await driver.type("!")
    await driver.press(.control("d"))
    #expect(stored == "draft!")
  }

  @Test func doneAsksWhenTheValueChangedWhileEditing() async {
    let note = NoteRecord(summary: "milk")
    let (driver, _) = await start(note, size: TerminalSize(columns: 50, rows: 12))
    await driver.press(KeyChord(.enter))
    await driver.type(", eggs")
    note.summary = "milk, tea"
    await driver.press(.control("s"))
    #expect(
      driver.screen == """
         Cancel            Description               Done
         ────────────────────────────────────────────────
         milk, eggs



         ┌─ Description changed while you edited it ────┐
         │ Replace the other change with your text,     │
         │ keep the other change, or go on editing?     │
         │     Overwrite!   Keep theirs  [Keep editing] │
         └──────────────────────────────────────────────┘
         ←→ choose  ⏎ okay  esc cancel
        """)
    #expect(note.summary == "milk, tea", "nothing is written before the answer")
  }

  @Test func overwriteWritesTheEditedText() async {
    let note = NoteRecord(summary: "milk")
    let (driver, _) = await start(note, size: TerminalSize(columns: 50, rows: 12))
    await driver.press(KeyChord(.enter))
    await driver.type(", eggs")
    note.summary = "milk, tea"
    await driver.press(.control("s"))
    await driver.press(KeyChord(.left), KeyChord(.left), KeyChord(.enter))
    #expect(note.summary == "milk, eggs")
    #expect(driver.lines[1].hasPrefix(" Description"), "back on the page")
    #expect(driver.lines[2] == "   milk, eggs")
  }

  @Test func keepTheirsDropsTheEditedText() async {
    let note = NoteRecord(summary: "milk")
    let (driver, _) = await start(note, size: TerminalSize(columns: 50, rows: 12))
    await driver.press(KeyChord(.enter))
    await driver.type(", eggs")
    note.summary = "milk, tea"
    await driver.press(.control("s"))
    await driver.press(KeyChord(.left), KeyChord(.enter))
    #expect(note.summary == "milk, tea")
    #expect(driver.lines[2] == "   milk, tea")
  }

  @Test func keepEditingGoesBackWithTheTextAndItsUndo() async {
    let note = NoteRecord(summary: "milk")
    let (driver, _) = await start(note, size: TerminalSize(columns: 50, rows: 12))
    await driver.press(KeyChord(.enter))
    await driver.type(", eggs")
    note.summary = "milk, tea"
    await driver.press(.control("s"))
    await driver.press(KeyChord(.escape))
    #expect(ScreenText.marked(driver.terminal).split(separator: "\n")[2] == " milk, eggs|")
    await driver.press(.control("z"))
    #expect(driver.lines[2] == " milk", "the undo history is kept")
    await driver.type(" and honey")
    await driver.press(.control("s"))
    #expect(note.summary == "milk and honey", "the change was seen: no second question")
  }

  @Test func doneWithoutAnEditKeepsTheOtherChangeWithoutAsking() async {
    let note = NoteRecord(summary: "milk")
    let (driver, _) = await start(note)
    await driver.press(KeyChord(.enter))
    note.summary = "milk, tea"
    await driver.press(.control("s"))
    #expect(note.summary == "milk, tea")
    #expect(!driver.screen.contains("changed while"))
  }

  @Test func theEditorWritesToTheObjectItWasOpenedFor() async {
    let first = NoteRecord(summary: "first")
    let second = NoteRecord(summary: "second")
    let (driver, page) = await start(first)
    await driver.press(KeyChord(.enter))
    await driver.type(" edited")
    page.editor.binding = TextBinding(second, \.summary)
    await driver.press(.control("s"))
    #expect(first.summary == "first edited")
    #expect(second.summary == "second")
    #expect(driver.lines[2] == "   second", "the display shows what it is bound to now")
  }
}

/// Set when an observation fires (from the observation's `onChange`, which may run on any
/// thread).
final class ObservationFlag: Sendable {
  private let state = Mutex(false)

  /// Whether it fired.
  var fired: Bool {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }
}

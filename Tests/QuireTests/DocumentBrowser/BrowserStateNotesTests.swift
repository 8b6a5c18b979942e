import Quire
import Testing

/// The state's answers to today's note, templates, the tag list and a linked note renamed, as tables of events: no
/// folder, no clock. Each row starts from a folder listed once with `a` and `b`.
@Suite struct BrowserStateNotesTests {
  typealias Step = BrowserStateTests.Step
  typealias End = BrowserStateTests.End
  typealias Row = BrowserStateTests.Row

  static let a = BrowserStateTests.a
  static let b = BrowserStateTests.b
  static let today = BrowserStateTests.entry("2026-07-15.md", minutesAgo: 0)
  static let settled = BrowserStateTests.settled
  static let meeting = NoteTemplate(fileName: "Meeting.md")
  static let counts = [TagCount(tag: "work", count: 3), TagCount(tag: "home", count: 1)]
  static let outcome = TagRenameOutcome(
    old: "work", new: "job", renamed: ["a.md"], failed: [.init(name: "b.md", reason: "read-only")])

  static let linksOutcome = LinkRenameOutcome(
    old: "b.md", new: "c.md", updated: ["a.md"], failed: [.init(name: "d.md", reason: "read-only")])

  static let rows: [Row] = [
    Row(
      name: "asking for today's note finds or makes it in a task",
      steps: settled + [Step(.todayRequested, [.openToday])],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "today's note, found or made, is opened and selected once listed",
      steps: settled + [
        Step(.todayRequested, [.openToday]),
        Step(.todayReady(.success("2026-07-15.md")), [.list, .open("2026-07-15.md")]),
        Step(BrowserStateTests.listed([a, b, today]), [.acknowledge([a, b, today]), .readHeads([today])]),
      ],
      end: End(heads: .reading, selected: "2026-07-15.md", shown: ["2026-07-15.md", "a.md", "b.md"])),
    Row(
      name: "today's note asked for while a listing runs is selected by the listing after it",
      steps: settled + [
        Step(.folderChanged, [.list, .waitForChange]),
        Step(.todayReady(.success("2026-07-15.md")), [.open("2026-07-15.md")]),
        Step(BrowserStateTests.listed([a, b]), [.acknowledge([a, b]), .list]),
        Step(BrowserStateTests.listed([a, b, today]), [.acknowledge([a, b, today]), .readHeads([today])]),
      ],
      end: End(heads: .reading, selected: "2026-07-15.md", shown: ["2026-07-15.md", "a.md", "b.md"])),
    Row(
      name: "today's note that cannot be made says why and opens nothing",
      steps: settled + [
        Step(
          .todayReady(.failure(BrowserStateTests.unreadable)),
          [.notice(BrowserStateTests.unreadable.description)])
      ],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a new note's name has the templates read first",
      steps: settled + [Step(.noteNamed("new.md"), [.prepareNote("new.md")])],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "with templates, the user is asked which the note starts from",
      steps: settled + [
        Step(.templatesRead(name: "new.md", [meeting]), [.chooseTemplate(name: "new.md", [meeting])]),
        Step(.templateChosen(name: "new.md", meeting), [.createNote(name: "new.md", meeting)]),
      ],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "Blank note makes the note empty",
      steps: settled + [Step(.templateChosen(name: "new.md", nil), [.createNote(name: "new.md", nil)])],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "no templates read makes the note blank without asking",
      steps: settled + [Step(.templatesRead(name: "new.md", []), [.createNote(name: "new.md", nil)])],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "the tag list counts the tags in a task, then shows them",
      steps: settled + [Step(.tagsRequested, [.countTags]), Step(.tagsCounted(counts), [.showTags(counts)])],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a tag chosen puts #tag in the field, as if typed",
      steps: settled + [Step(.tagChosen("work"), [.setFilter("#work")])],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "renaming a tag to itself or to nothing does nothing",
      steps: settled + [
        Step(.tagRenameRequested(old: "work", new: "work")), Step(.tagRenameRequested(old: "work", new: "")),
      ],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a tag renamed says what it did and lists the folder again",
      steps: settled + [
        Step(.tagRenameRequested(old: "work", new: "job"), [.renameTag(old: "work", new: "job")]),
        Step(.tagRenamed(outcome), [.reportTagRename(outcome), .list]),
      ],
      end: End(listing: .running, selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a renamed note's linking notes are looked for, then the user is offered their update",
      steps: settled + [
        Step(
          .renamed(oldName: "b.md", newName: "c.md", .success(())),
          [.list, .findLinkingNotes(old: "b.md", new: "c.md")]
        ),
        Step(
          .linkingNotesFound(old: "b.md", new: "c.md", notes: ["a.md", "d.md"]),
          [.offerLinkUpdate(old: "b.md", new: "c.md", notes: ["a.md", "d.md"])]),
        Step(
          .linkUpdateAccepted(old: "b.md", new: "c.md", notes: ["a.md", "d.md"]),
          [.renameLinks(old: "b.md", new: "c.md", notes: ["a.md", "d.md"])]),
      ],
      end: End(listing: .running, pendingSelection: "c.md", selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a renamed note no other note links to offers nothing",
      steps: settled + [
        Step(.linkingNotesFound(old: "b.md", new: "c.md", notes: [])),
        // Its own links to itself are not the others' to update.
        Step(.linkingNotesFound(old: "b.md", new: "c.md", notes: ["b.md", "c.md"])),
      ],
      end: End(selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "a rename that failed looks for no links",
      steps: settled + [
        Step(
          .renamed(oldName: "b.md", newName: "c.md", .failure(BrowserStateTests.taken)),
          [.notice(BrowserStateTests.taken.description), .list])
      ],
      end: End(listing: .running, selected: "a.md", shown: ["a.md", "b.md"])),
    Row(
      name: "links updated say what they did and list the folder again",
      steps: settled + [Step(.linksRenamed(linksOutcome), [.reportLinkRename(linksOutcome), .list])],
      end: End(listing: .running, selected: "a.md", shown: ["a.md", "b.md"])),
  ]

  @Test(arguments: rows)
  func eventsAnswerEffects(row: Row) {
    var state = BrowserState(headBatchSize: row.headBatchSize)
    for (number, step) in row.steps.enumerated() {
      let effects = state.receive(step.event)
      #expect(effects == step.effects, "step \(number + 1): \(step.event)")
    }
    #expect(End(state) == row.end)
  }
}

import Quire
import QuireTestSupport
import Testing

/// The file picker as a value, driven by tables of events with no folder at all: the
/// listing's batches and generations, a folder that cannot be opened, the preview asked for
/// one at a time, what may be chosen.
@MainActor @Suite struct FilePickerStateTests {
  static let entries: [FileEntry] = [
    FileEntry(name: "zeta.md", kind: .file),
    FileEntry(name: "Alpha", kind: .folder),
    FileEntry(name: "beta.txt", kind: .file),
    FileEntry(name: ".profile", kind: .file),
    FileEntry(name: "docs", kind: .link(target: "Alpha", leadsTo: .folder)),
    FileEntry(name: "fifo", kind: .other(.namedPipe)),
  ]

  /// A picker of `/home/ada` that has started listing, as generation 0.
  static func started(
    _ choice: FilePickerChoice = .any, extensions: [String] = []
  ) -> (FilePicker, [FilePickerEffect]) {
    var picker = FilePicker(folder: "/home/ada", choice: choice, extensions: extensions)
    let effects = picker.start()
    return (picker, effects)
  }

  static func names(_ picker: FilePicker) -> [String] { picker.rows.map(FilePicker.shownName) }

  @Test func startingListsTheFolder() {
    let (picker, effects) = Self.started()
    #expect(effects == [.list(path: "/home/ada", generation: 0)])
    #expect(picker.listing == .reading(generation: 0))
  }

  @Test func batchesAreMergedFoldersFirstThenByNameIgnoringCase() {
    var (picker, _) = Self.started()
    _ = picker.receive(.listed(generation: 0, Array(Self.entries[0..<3])))
    #expect(Self.names(picker) == ["Alpha/", "beta.txt", "zeta.md"])
    _ = picker.receive(.listed(generation: 0, Array(Self.entries[3...])))
    #expect(Self.names(picker) == ["Alpha/", "docs → Alpha", "beta.txt", "fifo", "zeta.md"])
    #expect(picker.listing == .reading(generation: 0))
    _ = picker.receive(.listingEnded(generation: 0, .success(())))
    #expect(picker.listing == .complete)
  }

  @Test func theFirstBatchAsksForThePreviewOfTheFirstRow() {
    var (picker, _) = Self.started()
    let effects = picker.receive(.listed(generation: 0, Self.entries))
    #expect(effects == [.readPreview(path: "/home/ada/Alpha", hidden: false)])
    #expect(picker.receive(.listed(generation: 0, [])) == [], "asked once")
  }

  @Test func theCursorStaysOnItsEntryAsBatchesCome() {
    var (picker, _) = Self.started()
    _ = picker.receive(.listed(generation: 0, [Self.entries[0], Self.entries[2]]))
    var harness = ComponentHarness(picker, size: TerminalSize(columns: 40, rows: 6))
    _ = harness.press(.down)
    #expect(harness.component.cursorEntry?.name == "zeta.md")
    _ = harness.component.receive(.listed(generation: 0, [Self.entries[1]]))
    #expect(harness.component.cursorEntry?.name == "zeta.md")
  }

  @Test func aPreviewIsReadOneAtATimeTheLatestNext() {
    var (picker, _) = Self.started()
    _ = picker.receive(.listed(generation: 0, [Self.entries[0], Self.entries[2]]))
    var harness = ComponentHarness(picker, size: TerminalSize(columns: 40, rows: 6))
    #expect(harness.component.preview == .reading(path: "/home/ada/beta.txt", next: nil))
    _ = harness.press(.down)
    #expect(harness.component.takeEffects() == [], "one read at a time")
    let next = harness.component.receive(.previewRead(path: "/home/ada/beta.txt", .text(["b"])))
    #expect(next == [.readPreview(path: "/home/ada/zeta.md", hidden: false)])
    _ = harness.component.receive(.previewRead(path: "/home/ada/zeta.md", .text(["z"])))
    #expect(harness.component.cursorPreview == .text(["z"]))
  }

  @Test func enteringAFolderKeepsThisOneUntilTheOthersFirstBatch() {
    var (picker, _) = Self.started()
    _ = picker.receive(.listed(generation: 0, Self.entries))
    var harness = ComponentHarness(picker, size: TerminalSize(columns: 40, rows: 6))
    _ = harness.press(.right)
    #expect(harness.component.takeEffects() == [.list(path: "/home/ada/Alpha", generation: 1)])
    #expect(harness.component.folder == "/home/ada", "still shown")
    let effects = harness.component.receive(
      .listed(generation: 1, [FileEntry(name: "inside.md", kind: .file)]))
    #expect(
      effects == [
        .stopListing(generation: 0), .readPreview(path: "/home/ada/Alpha/inside.md", hidden: false),
      ])
    #expect(harness.component.folder == "/home/ada/Alpha")
    #expect(Self.names(harness.component) == ["inside.md"])
    #expect(harness.component.receive(.listed(generation: 0, [FileEntry(name: "late", kind: .file)])) == [])
    #expect(Self.names(harness.component) == ["inside.md"], "a batch of the folder left is dropped")
  }

  @Test func aFolderThatCannotBeOpenedSaysSoAndThePickerStays() {
    var (picker, _) = Self.started()
    _ = picker.receive(.listed(generation: 0, Self.entries))
    _ = picker.receive(.listingEnded(generation: 0, .success(())))
    var harness = ComponentHarness(picker, size: TerminalSize(columns: 40, rows: 6))
    _ = harness.press(.right)
    _ = harness.component.takeEffects()
    let denied = FolderError.cannotList(path: "/home/ada/Alpha", reason: SystemErrorNumber(13))
    #expect(harness.component.receive(.listingEnded(generation: 1, .failure(denied))) == [])
    #expect(harness.component.folder == "/home/ada")
    #expect(harness.component.notice == "cannot read the folder /home/ada/Alpha: permission denied")
    #expect(harness.component.listing == .complete)
    #expect(Self.names(harness.component).count == 5)
    _ = harness.press(.down)
    #expect(harness.component.notice == nil, "said until the next key")
  }

  @Test func goingUpPutsTheCursorOnTheFolderLeft() {
    var picker = FilePicker(folder: "/home/ada/Alpha")
    _ = picker.start()
    var harness = ComponentHarness(picker, size: TerminalSize(columns: 40, rows: 6))
    _ = harness.press(.left)
    #expect(harness.component.takeEffects() == [.list(path: "/home/ada", generation: 1)])
    _ = harness.component.receive(.listed(generation: 1, Self.entries))
    #expect(harness.component.cursorEntry?.name == "Alpha")
  }

  @Test func theRootHasNothingAbove() {
    var picker = FilePicker(folder: "/")
    _ = picker.start()
    var harness = ComponentHarness(picker, size: TerminalSize(columns: 40, rows: 6))
    _ = harness.press(.left)
    #expect(harness.component.takeEffects() == [])
  }

  @Test func dotTogglesHiddenEntriesOnlyWhileTheFilterIsEmpty() {
    var (picker, _) = Self.started()
    _ = picker.receive(.listed(generation: 0, Self.entries))
    var harness = ComponentHarness(picker, size: TerminalSize(columns: 40, rows: 6))
    _ = harness.type(".")
    #expect(Self.names(harness.component).contains(".profile"))
    _ = harness.type(".")
    #expect(!Self.names(harness.component).contains(".profile"))
    _ = harness.type("b.")
    #expect(harness.component.filter.text == "b.", "typed into the filter")
    _ = harness.press(.backspace)
    #expect(harness.component.filter.text == "b", "Backspace edits a filter with text")
  }

  @Test func typingFiltersFuzzilyAndEscEmptiesTheFilterThenCancels() {
    var (picker, _) = Self.started()
    _ = picker.receive(.listed(generation: 0, Self.entries))
    var harness = ComponentHarness(picker, size: TerminalSize(columns: 40, rows: 6))
    _ = harness.type("zmd")
    #expect(Self.names(harness.component) == ["zeta.md"])
    _ = harness.press(.escape)
    #expect(harness.component.filter.isEmpty)
    #expect(Self.names(harness.component).count == 5)
    _ = harness.press(.escape)
    #expect(harness.component.takeEffects().last == .cancel)
  }

  @Test(arguments: [
    (FilePickerChoice.any, [String](), ["Alpha/", "docs → Alpha", "beta.txt", "fifo", "zeta.md"]),
    (.files, [], ["Alpha/", "docs → Alpha", "beta.txt", "zeta.md"]),
    (.folders, [], ["Alpha/", "docs → Alpha"]),
    (.any, ["md"], ["Alpha/", "docs → Alpha", "zeta.md"]),
    (.files, [".TXT"], ["Alpha/", "docs → Alpha", "beta.txt"]),
  ])
  func whatIsOfferedFollowsWhatMayBeChosen(choice: FilePickerChoice, extensions: [String], shown: [String]) {
    var (picker, _) = Self.started(choice, extensions: extensions)
    _ = picker.receive(.listed(generation: 0, Self.entries))
    #expect(Self.names(picker) == shown)
  }

  @Test func returnEntersAFolderAndChoosesAFile() {
    var (picker, _) = Self.started()
    _ = picker.receive(.listed(generation: 0, Self.entries))
    var harness = ComponentHarness(picker, size: TerminalSize(columns: 40, rows: 6))
    _ = harness.press(.enter)
    #expect(harness.component.takeEffects() == [.list(path: "/home/ada/Alpha", generation: 1)])
    _ = harness.press(.end, .enter)
    #expect(harness.component.takeEffects() == [.finish("/home/ada/zeta.md")])
  }

  @Test func choosingFoldersReturnChoosesTheFolderUnderTheCursorAndRightEntersIt() {
    var (picker, _) = Self.started(.folders)
    _ = picker.receive(.listed(generation: 0, Self.entries))
    var harness = ComponentHarness(picker, size: TerminalSize(columns: 40, rows: 6))
    _ = harness.press(.enter)
    #expect(harness.component.takeEffects() == [.finish("/home/ada/Alpha")])
    _ = harness.press(.right)
    #expect(harness.component.takeEffects() == [.list(path: "/home/ada/Alpha", generation: 1)])
    _ = harness.component.receive(.listed(generation: 1, [FileEntry(name: "a.md", kind: .file)]))
    _ = harness.component.receive(.listingEnded(generation: 1, .success(())))
    _ = harness.press(.enter)
    #expect(harness.component.takeEffects() == [.finish("/home/ada/Alpha")], "no folder inside: this one")
  }

  @Test func aFolderThatCannotBeReadAtAllSaysWhyInPlaceOfTheEntries() {
    var (picker, _) = Self.started()
    let denied = FolderError.cannotList(path: "/home/ada", reason: SystemErrorNumber(13))
    _ = picker.receive(.listingEnded(generation: 0, .failure(denied)))
    let harness = ComponentHarness(picker, size: TerminalSize(columns: 60, rows: 3))
    #expect(harness.screen().contains("cannot read the folder /home/ada: permission denied"))
  }
}

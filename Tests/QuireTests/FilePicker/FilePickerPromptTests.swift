import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The inline file picker on a real folder, as `quire file` shows it: the entries and the
/// preview, the keys, the filter, hidden entries, links, and the sizes.
@MainActor @Suite struct FilePickerPromptTests {
  /// The title row: the folder at the left, the status at the right, 80 columns wide.
  static func titleRow(_ folder: String, _ status: String) -> String {
    " " + folder + String(repeating: " ", count: 80 - 2 - folder.count - status.count) + status
  }

  @Test func itShowsFoldersFirstLinksAsLinksAndThePreviewOfTheFolderUnderTheCursor() async throws {
    let harness = try FilePickerHarness()
    let driver = await harness.prompt()
    try await driver.expectScreen(
      """
      \(Self.titleRow(harness.folder, "6 entries"))
       > Type to filter
       › drafts/                              │ old.md
         binary.dat                           │
         gone → nowhere                       │
         Groceries.md                         │
         ideas.txt                            │
         latest → Groceries.md                │
                                              │
                                              │
       ↑↓ move  ⏎ open  ← up  . hidden  type to filter  esc cancel
      """)
  }

  @Test func aTextFilesFirstLinesArePreviewedAndBinaryIsSaid() async throws {
    let harness = try FilePickerHarness()
    let driver = await harness.prompt()
    try await driver.expectScreen(.showing("│ old.md"))
    await driver.press(.down)
    try await driver.expectScreen(.showing(" › binary.dat"))
    try await driver.expectScreen(.showing("│ binary"))
    await driver.press(.down)
    try await driver.expectScreen(.showing("│ a link that leads nowhere"))
    await driver.press(.down)
    try await driver.expectScreen(
      """
      \(Self.titleRow(harness.folder, "6 entries"))
       > Type to filter
         drafts/                              │ milk
         binary.dat                           │ eggs
         gone → nowhere                       │ bread fresh
       › Groceries.md                         │
         ideas.txt                            │
         latest → Groceries.md                │
                                              │
                                              │
       ↑↓ move  ⏎ choose  ← up  . hidden  type to filter  esc cancel
      """)
  }

  @Test func returnEntersAFolderAndLeftComesBackToIt() async throws {
    let harness = try FilePickerHarness()
    let driver = await harness.prompt()
    try await driver.expectScreen(.showing("│ old.md"))
    await driver.press(.enter)
    try await driver.expectScreen(.showing(harness.folder + "/drafts"))
    try await driver.expectScreen(.showing(" › old.md"))
    try await driver.expectScreen(.showing("│ # Old"))
    await driver.press(.left)
    try await driver.expectScreen(.showing(" › drafts/"))
    await driver.press(.right)
    try await driver.expectScreen(.showing(" › old.md"))
    await driver.press(.backspace)
    try await driver.expectScreen(.showing(" › drafts/"))
  }

  @Test func returnOnAFileFinishesWithItsPath() async throws {
    let harness = try FilePickerHarness()
    let driver = await harness.prompt()
    try await driver.expectScreen(.showing("│ old.md"))
    await driver.press(.end, .enter)
    #expect(try await driver.result() == harness.folder + "/latest", "a link is chosen as the link")
  }

  @Test func typingFiltersFuzzilyTheMatchesHighlighted() async throws {
    let harness = try FilePickerHarness()
    let driver = await harness.prompt()
    try await driver.expectScreen(.showing("│ old.md"))
    await driver.type("gmd")
    try await driver.expectScreen(.showing(Self.titleRow(harness.folder, "1 of 6")))
    try await driver.expectScreen(.showing(" › Groceries.md                         │ milk"))
    let row = try #require(driver.lines.firstIndex { $0.contains("Groceries.md") })
    #expect(driver.terminal.style(at: CellPosition(column: 3, row: row)).attributes.contains(.underline))
    #expect(!driver.terminal.style(at: CellPosition(column: 4, row: row)).attributes.contains(.underline))
    await driver.type("x")
    try await driver.expectScreen(.showing("No match"))
    await driver.press(.escape)
    try await driver.expectScreen(.showing(Self.titleRow(harness.folder, "6 entries")))
    await driver.press(.escape)
    #expect(try await driver.result() == nil)
  }

  @Test func dotShowsHiddenEntries() async throws {
    let harness = try FilePickerHarness()
    let driver = await harness.prompt()
    try await driver.expectScreen(.showing("│ old.md"))
    await driver.type(".")
    try await driver.expectScreen(.showing(Self.titleRow(harness.folder, "7 entries")))
    try await driver.expectScreen(.showing("   .hidden  "))
    await driver.type(".")
    try await driver.expectScreen(.showing(Self.titleRow(harness.folder, "6 entries")))
  }

  @Test func aNameThatIsNotUTF8IsShownWithItsBytesAsHex() async throws {
    let harness = try FilePickerHarness()
    let path = harness.folder + "/caf\u{FFFD}"
    _ = path
    let bad = Array(harness.folder.utf8) + Array("/caf".utf8) + [0xE9, 0]
    close(open(bad.map { CChar(bitPattern: $0) }, O_CREAT | O_WRONLY, 0o600))
    let driver = await harness.prompt()
    try await driver.expectScreen(.showing("   caf\\xE9"))
    await driver.type("caf")
    await driver.press(.enter)
    let chosen = try #require(try await driver.result())
    #expect(chosen.preservedBytes == bad.dropLast())
  }

  @Test func narrowTheListIsAloneAndATinyPromptStillShowsTheCursorsRow() async throws {
    let harness = try FilePickerHarness()
    let driver = await harness.prompt(size: TerminalSize(columns: 80, rows: 16))
    try await driver.expectScreen(.showing("│ old.md"))
    await driver.resize(to: TerminalSize(columns: 40, rows: 16))
    try await driver.expectScreen(.showing(" › drafts/\n   binary.dat\n"))
    #expect(!driver.screen.contains("│"))
    await driver.resize(to: TerminalSize(columns: 20, rows: 6))
    await driver.press(.down)
    try await driver.expectScreen(.showing(" › binary.dat"))
    await driver.resize(to: TerminalSize(columns: 80, rows: 16))
    try await driver.expectScreen(.showing("│ binary"))
  }
}

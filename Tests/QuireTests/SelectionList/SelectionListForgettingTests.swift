import Quire
import QuireTestSupport
import Testing

/// Delete on a remembered value forgets it once the user confirms; a caller's value is never
/// forgotten.
@MainActor @Suite struct SelectionListForgettingTests {
  func start() async -> AppDriver<SelectionResult?> {
    await SelectionHarness.page(
      SelectionList(values: ["home", "work"], remembered: ["garden", "errands"]))
  }

  @Test func deleteAsksThenForgets() async throws {
    let driver = await start()
    #expect(driver.lines[3] == " ›   errands")
    #expect(driver.lines.last == " ↑↓ move  ⏎ choose  type to filter  del forget  esc cancel")
    await driver.press(.delete)
    #expect(driver.screen.contains("Forget “errands”?"))
    #expect(driver.screen.contains("It will not be offered again."))
    #expect(driver.screen.contains("Forget!"), "the button says it cannot be taken back")
    await driver.press(KeyChord(.left), .enter)
    #expect(driver.lines[3] == " ›   garden")
    #expect(!driver.screen.contains("errands"))
    await driver.press(.enter)
    let result = try #require(try await driver.result())
    #expect(result.forgotten == ["errands"])
    #expect(result.chosen == ["garden"])
    #expect(result.values == ["garden", "home", "work"])
  }

  @Test func returnInTheAlertKeepsTheValue() async throws {
    let driver = await start()
    await driver.press(.delete)
    await driver.press(.enter)
    #expect(driver.lines[3] == " ›   errands", "Cancel is the default")
    await driver.press(.delete)
    await driver.press(.escape)
    #expect(driver.lines[3] == " ›   errands")
  }

  @Test func deleteOnACallersValueRingsTheBell() async throws {
    let driver = await start()
    await driver.press(.down, .down)
    #expect(driver.lines[5] == " ›   home")
    #expect(driver.lines.last?.contains("forget") == false, "the help bar offers no forgetting here")
    await driver.press(.delete)
    #expect(driver.terminal.performedCommands.contains(.bell))
    #expect(!driver.screen.contains("Forget"))
  }

  @Test func aValueBothGivenAndRememberedIsTheCallers() {
    var list = SelectionList(values: ["Work"], remembered: ["work"])
    #expect(list.items.map(\.value) == ["Work"])
    let forgot = list.forget("work")
    #expect(!forgot)
    #expect(list.items.count == 1)
  }

  @Test func forgettingAValueAddedMeanwhileUndoesTheAdding() {
    var list = SelectionList(values: ["a"])
    list.add("b")
    let forgot = list.forget("B")
    #expect(forgot)
    #expect(list.added.isEmpty)
    #expect(list.forgotten.isEmpty)
  }
}

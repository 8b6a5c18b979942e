import Quire
import QuireTestSupport
import Testing

/// What the runtime draws: pages, overlays over the dimmed page, the help bar from the top
/// screen's keys, inline areas as tall as the screen asks, and frames only when needed.
@MainActor @Suite struct AppDrawingTests {
  @Test func theHelpBarShowsTheTopScreensKeys() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 30, rows: 5)) { stack in
      try await stack.push(ProbeScreen("Name"))
    }
    #expect(
      driver.screen == """
        Name
        >


         ⏎ okay  esc cancel
        """)
    #expect(driver.terminal.cursor == CellPosition(column: 2, row: 1))
  }

  @Test func anOverlayDimsThePageBelowAndTakesItsInput() async throws {
    let page = ProbeScreen("Notes")
    let overlay = ProbeScreen("New note", overlay: true, height: 3)
    let driver = await AppDriver(size: TerminalSize(columns: 24, rows: 8)) { stack -> String? in
      _ = Task { @MainActor in try await stack.push(page) }
      await Task.yield()
      return try await stack.push(overlay)
    }
    await driver.app.settle()
    await driver.type("ab")
    #expect(
      driver.screen == """
        Notes
        >


        ┌─ New note ───────────┐
        │ > ab                 │
        └──────────────────────┘
         ⏎ okay  esc cancel
        """)
    #expect(page.typed == "", "the page below got no keys")
    #expect(driver.terminal.style(at: CellPosition(column: 0, row: 0)).attributes.contains(.dim))
    #expect(!driver.terminal.style(at: CellPosition(column: 0, row: 7)).attributes.contains(.dim))
    #expect(driver.terminal.cursor == CellPosition(column: 6, row: 5))
    await driver.press(KeyChord(.enter))
    #expect(try await driver.result() == "ab")
  }

  @Test func anOverlayIsPlacedAgainAboveTheHelpBarAfterAResize() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 20, rows: 6)) { stack in
      try await stack.push(ProbeScreen("Ask", overlay: true, height: 3))
    }
    #expect(driver.lines[2].hasPrefix("┌─ Ask"))
    await driver.resize(to: TerminalSize(columns: 24, rows: 9))
    #expect(driver.lines[5].hasPrefix("┌─ Ask"))
    #expect(driver.lines[7] == "└──────────────────────┘")
  }

  @Test func aBurstOfKeysIsOneFrame() async throws {
    let driver = await AppDriver { stack in try await stack.push(ProbeScreen("Name")) }
    let before = driver.app.frameCount
    await driver.type("hello world")
    #expect(driver.app.frameCount == before + 1)
    #expect(driver.lines[1] == "> hello world")
  }

  @Test func keysTheScreenLeavesDoNotDrawAFrame() async throws {
    let probe = ProbeScreen("Name")
    let driver = await AppDriver { stack in try await stack.push(probe) }
    await driver.type("!")
    let before = driver.app.frameCount
    await driver.type("abc")
    #expect(driver.app.frameCount == before)
    #expect(probe.events.count == 4)
  }

  @Test func inlineTheAreaIsAsTallAsTheScreenAsksAndErasedAtTheEnd() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 20, rows: 10), surface: .inline) { stack in
      try await stack.push(ProbeScreen("Name", height: 2))
    }
    await driver.type("x")
    #expect(driver.screen == "Name\n> x")
    await driver.press(KeyChord(.enter))
    #expect(try await driver.result() == "x")
    #expect(driver.screen == "", "the prompt erased itself")
  }

  @Test func controlLRedrawsEverything() async throws {
    let driver = await AppDriver { stack in try await stack.push(ProbeScreen("Name")) }
    driver.terminal.write(Array("\u{1B}[2J".utf8))
    #expect(driver.screen == "")
    await driver.press(.control("l"))
    #expect(driver.lines.first == "Name")
  }

  @Test func controlZOnAScreenThatLeavesItStopsAndRedrawsAfterward() async throws {
    let probe = ProbeScreen("Name")
    let driver = await AppDriver { stack in try await stack.push(probe) }
    await driver.type("!")
    await driver.press(.control("z"))
    #expect(driver.lines.first == "Name", "drawn again after fg")
    #expect(driver.terminal.emulator.isAlternateScreen)
  }

  @Test func monochromeUnderNoColor() async throws {
    let driver = await AppDriver(colorDepth: .none) { stack in try await stack.push(ProbeScreen("Name")) }
    #expect(driver.app.theme == .monochrome)
  }
}

/// Inline, the area starts wherever the shell's cursor was: the terminal is asked where, so
/// a click lands on the row it was aimed at.
@MainActor @Suite struct InlineMouseTests {
  @Test func aClickInAnInlineAreaBelowTheShellsTextReachesTheRightRow() async throws {
    let probe = ProbeScreen("Pick", height: 3)
    let driver = await AppDriver(
      size: TerminalSize(columns: 20, rows: 10), surface: .inline, shellLines: ["$ one", "$ two", "$ quire"]
    ) { stack in try await stack.push(probe) }
    #expect(driver.lines[3] == "Pick")
    #expect(driver.terminal.origin == CellPosition(column: 0, row: 3))
    await driver.click(column: 4, row: 4)
    let presses = probe.events.compactMap { event -> MouseEvent? in
      if case .mouse(let mouse) = event, mouse.kind == .press { return mouse }
      return nil
    }
    #expect(presses.map { CellPosition(column: $0.column, row: $0.row) } == [CellPosition(column: 4, row: 1)])
  }

  @Test func anAreaGrownPastTheBottomMovesUpWithTheShellsText() async throws {
    let probe = ProbeScreen("Tall", height: 2)
    let driver = await AppDriver(
      size: TerminalSize(columns: 20, rows: 6), surface: .inline, shellLines: ["1", "2", "3", "4"]
    ) { stack in try await stack.push(probe) }
    #expect(driver.terminal.origin.row == 4)
    probe.height = 4
    await driver.type("x")
    #expect(driver.lines[2] == "Tall", "the area grew and scrolled up: \(driver.lines)")
    #expect(driver.terminal.origin.row == 2)
  }
}

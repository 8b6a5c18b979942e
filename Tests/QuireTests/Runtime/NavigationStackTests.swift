import Quire
import QuireTestSupport
import Testing

/// The push/finish contract: a pushed screen returns its result to the task that pushed it;
/// Cancel is `nil`; Ctrl-C, a timeout and a cancelled task end it as errors.
@MainActor @Suite struct NavigationStackTests {
  @Test func pushReturnsWhatTheScreenFinishesWith() async throws {
    let driver = await AppDriver { stack in try await stack.push(ProbeScreen("Name")) }
    #expect(driver.lines.first == "Name")
    await driver.type("Ada")
    #expect(driver.lines[1] == "> Ada")
    await driver.press(KeyChord(.enter))
    #expect(try await driver.result() == "Ada")
  }

  @Test func cancelIsNilNotAnError() async throws {
    let driver = await AppDriver { stack in try await stack.push(ProbeScreen("Name")) }
    await driver.type("Ada")
    await driver.press(KeyChord(.escape))
    #expect(try await driver.result() == nil)
  }

  @Test func screensPushedInTurnEachReturnTheirOwnResult() async throws {
    let driver = await AppDriver { stack -> [String?] in
      let first = try await stack.push(ProbeScreen("First"))
      let second = try await stack.push(ProbeScreen("Second"))
      return [first, second]
    }
    await driver.type("a")
    await driver.press(KeyChord(.enter))
    #expect(driver.lines.first == "Second", "the second screen replaced the first")
    await driver.type("b")
    await driver.press(KeyChord(.enter))
    #expect(try await driver.result() == ["a", "b"])
  }

  /// Keys sent in one burst, as a script sends them: `b` arrives before the body has pushed
  /// the second screen, and still goes to it.
  @Test func keysTypedAheadOfTheNextScreenGoToIt() async throws {
    let driver = await AppDriver { stack -> [String?] in
      let first = try await stack.push(ProbeScreen("First"))
      let second = try await stack.push(ProbeScreen("Second"))
      return [first, second]
    }
    await driver.send(
      .key(KeyEvent(.character("a"))), .key(KeyEvent(.enter)), .key(KeyEvent(.character("b"))),
      .key(KeyEvent(.character("c"))))
    #expect(driver.lines.first == "Second")
    #expect(driver.lines[1] == "> bc", "the keys typed ahead went to the second screen")
    await driver.press(KeyChord(.enter))
    #expect(try await driver.result() == ["a", "bc"])
  }

  @Test func controlCEndsTheAppAsInterrupted() async throws {
    let driver = await AppDriver { stack in try await stack.push(ProbeScreen("Name")) }
    await driver.type("x")
    await driver.press(.control("c"))
    await #expect(throws: AppError.interrupted) { try await driver.result() }
  }

  @Test func aScreenMayKeepControlCForItself() async throws {
    let probe = ProbeScreen("Name")
    let driver = await AppDriver { stack in try await stack.push(probe) }
    await driver.press(.control("c"))
    #expect(probe.events.count == 1, "the screen saw Ctrl-C")
    await driver.type("!")
    await driver.press(.control("c"))
    await #expect(throws: AppError.interrupted) { try await driver.result() }
  }

  @Test func timeoutEndsTheAppAsTimedOut() async throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 20, rows: 5))
    let time = ManualTime()
    let app = App(terminal: terminal, time: time, animations: false)
    let task = Task { @MainActor in
      try await app.run(timeout: .seconds(5)) { try await $0.push(ProbeScreen("T")) }
    }
    await app.settle()
    time.advance(by: .seconds(4))
    await app.settle()
    #expect(app.stack.count == 1, "still running before the timeout")
    time.advance(by: .seconds(1))
    await #expect(throws: AppError.timedOut) { try await task.value }
  }

  @Test func cancellingThePushingTaskPopsTheScreen() async throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 20, rows: 5))
    let app = App(terminal: terminal, time: ManualTime(), animations: false)
    let run = Task { @MainActor in
      try await app.run { stack -> String in
        let inner = Task { @MainActor in try await stack.push(ProbeScreen("Inner")) }
        await app.settle()
        inner.cancel()
        do {
          _ = try await inner.value
          return "not cancelled"
        } catch is CancellationError {
          return "cancelled with \(stack.count) screens left"
        }
      }
    }
    #expect(try await run.value == "cancelled with 0 screens left")
  }

  @Test func theTerminalGoingAwayEndsTheApp() async throws {
    let driver = await AppDriver { stack in try await stack.push(ProbeScreen("Name")) }
    driver.terminal.hangUp()
    await #expect(throws: AppError.terminalClosed) { try await driver.result() }
  }
}

import Quire
import QuireTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// When the process is asked to end (a deferred SIGTERM or SIGHUP) or the terminal goes
/// away, every screen keeps what it must, top first, before the app ends.
@MainActor @Suite struct TerminationTests {
  /// A screen that notes, in a log shared with the others, when it is told the app ends.
  final class Keeper: Screen {
    typealias Result = String
    let name: String
    let log: Log
    let presentation: Presentation

    init(_ name: String, log: Log, presentation: Presentation = .page) {
      self.name = name
      self.log = log
      self.presentation = presentation
    }

    func handle(_ event: InputEvent, context: ScreenContext<Keeper>) -> EventVerdict { .ignored }
    func draw(in canvas: inout Canvas, context: DrawContext) { canvas.draw(name, at: .zero) }
    func helpItems(context: DrawContext) -> [HelpItem] { [] }
    func preferredHeight(width: Int, context: DrawContext) -> Int { 1 }
    func willTerminate(context: ScreenContext<Keeper>) { log.entries.append(name) }
  }

  @MainActor final class Log {
    var entries: [String] = []
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func aTerminationTellsEveryScreenTopFirstThenEndsTheApp(signal: Int32) async throws {
    let log = Log()
    let driver = await AppDriver { stack in
      try await stack.push(Keeper("editor", log: log))
    }
    await pushOverlay(on: driver, log: log)
    await driver.send(.terminate(signal: signal))
    await #expect(throws: AppError.terminated(signal: signal)) { try await driver.result() }
    #expect(log.entries == ["alert", "editor"])
  }

  @Test func theTerminalGoingAwayTellsTheScreensToo() async throws {
    let log = Log()
    let driver = await AppDriver { stack in try await stack.push(Keeper("editor", log: log)) }
    driver.terminal.hangUp()
    await driver.app.settle()
    await #expect(throws: AppError.terminalClosed) { try await driver.result() }
    #expect(log.entries == ["editor"])
  }

  @Test func controlCTellsTheScreensToo() async throws {
    let log = Log()
    let keeper = Keeper("editor", log: log)
    let driver = await AppDriver { stack in try await stack.push(keeper) }
    await driver.press(.control("c"))
    await #expect(throws: AppError.interrupted) { try await driver.result() }
    #expect(log.entries == ["editor"])
  }

  @Test func aScreenThatFinishesIsNotTold() async throws {
    let log = Log()
    let driver = await AppDriver { stack in
      let first = try await stack.push(Finisher())
      _ = try await stack.push(Keeper("editor", log: log))
      return first
    }
    await driver.press(KeyChord(.enter))
    await driver.press(.control("c"))
    await #expect(throws: AppError.interrupted) { try await driver.result() }
    #expect(log.entries == ["editor"], "the finished screen was gone")
  }

  /// A screen that finishes on Return and must never be told the app ends.
  final class Finisher: Screen {
    typealias Result = String
    func handle(_ event: InputEvent, context: ScreenContext<Finisher>) -> EventVerdict {
      context.finish("done")
      return .consumed
    }
    func draw(in canvas: inout Canvas, context: DrawContext) {}
    func helpItems(context: DrawContext) -> [HelpItem] { [] }
    func willTerminate(context: ScreenContext<Finisher>) { Issue.record("a finished screen was told") }
  }

  /// Pushes an overlay over the top screen from inside the app.
  private func pushOverlay(on driver: AppDriver<String?>, log: Log) async {
    let stack = driver.app.stack
    Task { @MainActor in _ = try? await stack.push(Keeper("alert", log: log, presentation: .overlay)) }
    await driver.app.settle()
  }
}

/// Keys read together with the one that ends the app, or with the one that finishes its last
/// screen, are not acted on: a Ctrl-Z among them would stop a program that has given the
/// terminal back and is about to exit (the decoder corpus typed into `quire input` did).
@MainActor @Suite struct KeysAfterTheEndTests {
  @Test func controlZReadWithControlCDoesNotStopTheEndingApp() async throws {
    let driver = await AppDriver { stack in
      try await stack.push(TerminationTests.Keeper("editor", log: TerminationTests.Log()))
    }
    await driver.press(.control("c"), .control("z"), .control("l"))
    await #expect(throws: AppError.interrupted) { try await driver.result() }
    #expect(driver.terminal.stopCount == 0)
  }

  @Test func controlZReadWithTheKeyThatFinishesTheLastScreenDoesNotStop() async throws {
    let driver = await AppDriver { stack in try await stack.push(TerminationTests.Finisher()) }
    await driver.press(KeyChord(.enter), .control("z"))
    _ = try await driver.result()
    #expect(driver.terminal.stopCount == 0)
  }

  @Test func controlZOnAScreenThatEditsNothingStillStops() async throws {
    let driver = await AppDriver { stack in
      try await stack.push(TerminationTests.Keeper("editor", log: TerminationTests.Log()))
    }
    await driver.press(.control("z"))
    #expect(driver.terminal.stopCount == 1)
    await driver.press(.control("c"))
    await #expect(throws: AppError.interrupted) { try await driver.result() }
  }
}

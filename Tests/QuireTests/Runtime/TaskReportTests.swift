import Quire
import QuireTestSupport
import Testing

/// A task a screen owns sends messages before its result (a load's progress), in order, and
/// none once the screen is gone.
@MainActor @Suite struct TaskReportTests {
  /// A screen that starts a reporting task on a key and lists what comes back.
  final class Reporter: Screen {
    typealias Result = String
    var received: [String] = []
    let time: ManualTime

    init(time: ManualTime) { self.time = time }

    func handle(_ event: InputEvent, context: ScreenContext<Reporter>) -> EventVerdict {
      guard case .key(let key) = event, case .character(let character) = key.key else { return .ignored }
      switch character {
      case "r":
        context.run { report in
          for step in 1...3 { report("step \(step)") }
          return "done"
        }
      case "w":
        // Reports once a second of the app's time, for ever.
        let time = self.time
        context.run { report in
          var second = 0
          while (try? await time.sleep(until: .seconds(second + 1))) != nil {
            second += 1
            report("tick \(second)")
          }
          return "stopped"
        }
      case "q":
        context.finish(received.joined(separator: ","))
      default:
        return .ignored
      }
      return .consumed
    }

    func receive(_ message: String, context: ScreenContext<Reporter>) {
      received.append("\(message)")
    }

    func draw(in canvas: inout Canvas, context: DrawContext) {
      canvas.draw(received.joined(separator: ","), at: .zero)
    }

    func helpItems(context: DrawContext) -> [HelpItem] { [] }
  }

  @Test func reportsArriveInOrderBeforeTheResult() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 60, rows: 4)) { stack in
      try await stack.push(Reporter(time: ManualTime()))
    }
    await driver.type("r")
    #expect(await driver.waitUntil { driver.lines.first == "step 1,step 2,step 3,done" })
  }

  @Test func aLongTaskReportsUntilItsScreenIsPopped() async throws {
    let time = ManualTime()
    let screen = Reporter(time: time)
    let driver = await AppDriver { stack in
      try await stack.push(screen)
    }
    await driver.type("w")
    #expect(await driver.waitUntil { time.sleeperCount == 1 })
    time.advance(by: .seconds(1))
    #expect(await driver.waitUntil { screen.received == ["tick 1"] })
    #expect(await driver.waitUntil { time.sleeperCount == 1 })
    time.advance(by: .seconds(1))
    #expect(await driver.waitUntil { screen.received == ["tick 1", "tick 2"] })
    await driver.type("q")
    #expect(try await driver.result() == "tick 1,tick 2")
    time.advance(by: .seconds(5))
    await driver.app.settle()
    #expect(screen.received == ["tick 1", "tick 2"], "nothing after the pop")
  }
}

/// A screen starts its work when it appears, before its first frame.
@MainActor @Suite struct ScreenAppearanceTests {
  final class Loader: Screen {
    typealias Result = String
    var shown = "nothing yet"
    var appearances = 0

    func didAppear(context: ScreenContext<Loader>) {
      appearances += 1
      context.run { "loaded" }
    }

    func handle(_ event: InputEvent, context: ScreenContext<Loader>) -> EventVerdict { .ignored }
    func receive(_ message: String, context: ScreenContext<Loader>) { shown = "\(message)" }
    func draw(in canvas: inout Canvas, context: DrawContext) { canvas.draw(shown, at: .zero) }
    func helpItems(context: DrawContext) -> [HelpItem] { [] }
  }

  final class Quitter: Screen {
    typealias Result = String
    func didAppear(context: ScreenContext<Quitter>) { context.finish("at once") }
    func handle(_ event: InputEvent, context: ScreenContext<Quitter>) -> EventVerdict { .ignored }
    func draw(in canvas: inout Canvas, context: DrawContext) {}
    func helpItems(context: DrawContext) -> [HelpItem] { [] }
  }

  @Test func aScreenStartsATaskWhenItAppears() async throws {
    let loader = Loader()
    let driver = await AppDriver { stack in try await stack.push(loader) }
    #expect(await driver.waitUntil { driver.lines.first == "loaded" })
    #expect(loader.appearances == 1)
  }

  @Test func aScreenMayFinishAsItAppears() async throws {
    let driver = await AppDriver { stack in try await stack.push(Quitter()) }
    #expect(try await driver.result() == "at once")
  }
}

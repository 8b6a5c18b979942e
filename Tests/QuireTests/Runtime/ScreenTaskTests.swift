import Quire
import QuireTestSupport
import Synchronization
import Testing

/// Slow work runs as tasks owned by a screen; results and timers come back as messages;
/// popping a screen cancels what it owns.
@MainActor @Suite struct ScreenTaskTests {
  /// A screen that starts a task or a timer on a key and shows what comes back.
  final class Worker: Screen {
    typealias Result = String
    var received: [String] = []
    var cancelled = CancelFlag()
    let time: ManualTime

    init(time: ManualTime) { self.time = time }

    func handle(_ event: InputEvent, context: ScreenContext<Worker>) -> EventVerdict {
      guard case .key(let key) = event, case .character(let character) = key.key else { return .ignored }
      switch character {
      case "t":
        context.run { "loaded" }
      case "s":
        let time = self.time
        let flag = cancelled
        context.run {
          do {
            try await time.sleep(until: .seconds(60))
            return "slept"
          } catch {
            flag.set()
            return "cancelled"
          }
        }
      case "a":
        context.send("alarm", after: .seconds(2))
      case "o":
        context.push(OverlayAsk()) { answer in self.received.append("answer \(answer ?? "nil")") }
      case "q":
        context.finish(received.joined(separator: ","))
      default:
        return .ignored
      }
      return .consumed
    }

    func receive(_ message: String, context: ScreenContext<Worker>) {
      received.append("\(message)")
    }

    func draw(in canvas: inout Canvas, context: DrawContext) {
      canvas.draw(received.joined(separator: ","), at: .zero)
    }

    func helpItems(context: DrawContext) -> [HelpItem] { [] }
  }

  final class CancelFlag: Sendable {
    let value = Mutex(false)
    func set() { value.withLock { $0 = true } }
    var isSet: Bool { value.withLock { $0 } }
  }

  final class OverlayAsk: Screen {
    typealias Result = String
    var presentation: Presentation { .overlay }
    func handle(_ event: InputEvent, context: ScreenContext<OverlayAsk>) -> EventVerdict {
      if case .key(let key) = event, key.key == .enter { context.finish("yes") }
      return .consumed
    }
    func draw(in canvas: inout Canvas, context: DrawContext) { canvas.draw("sure?", at: .zero) }
    func helpItems(context: DrawContext) -> [HelpItem] { [] }
    func preferredHeight(width: Int, context: DrawContext) -> Int { 1 }
  }

  @Test func aTaskResultReachesTheScreen() async throws {
    let time = ManualTime()
    let worker = Worker(time: time)
    let driver = await AppDriver { stack in try await stack.push(worker) }
    await driver.type("t")
    #expect(await driver.waitUntil { driver.lines.first == "loaded" })
  }

  @Test func aTimerFiresAfterItsDelayOfTheAppsTime() async throws {
    let driver = await AppDriver { stack in try await stack.push(Worker(time: ManualTime())) }
    await driver.type("a")
    await driver.advance(by: .seconds(1))
    #expect(driver.lines.first == "")
    await driver.advance(by: .seconds(1))
    #expect(await driver.waitUntil { driver.lines.first == "alarm" })
  }

  @Test func finishingAScreenCancelsItsTasks() async throws {
    let time = ManualTime()
    let worker = Worker(time: time)
    let driver = await AppDriver { stack in try await stack.push(worker) }
    await driver.type("s")
    #expect(await driver.waitUntil { time.sleeperCount == 1 })
    await driver.type("q")
    #expect(try await driver.result() == "")
    #expect(await driver.waitUntil { worker.cancelled.isSet })
  }

  @Test func aScreenPushesAnOverlayAndGetsItsAnswer() async throws {
    let worker = Worker(time: ManualTime())
    let driver = await AppDriver { stack in try await stack.push(worker) }
    await driver.type("o")
    #expect(driver.screen.contains("sure?"))
    await driver.press(KeyChord(.enter))
    #expect(worker.received == ["answer yes"])
    #expect(!driver.screen.contains("sure?"))
  }

  /// A screen that starts a task as soon as it is pushed, with no key pressed.
  final class Starter: Screen {
    var starts = 0
    var shown = "waiting"

    func didAppear(context: ScreenContext<Starter>) {
      starts += 1
      context.run { "started" }
    }

    func handle(_ event: InputEvent, context: ScreenContext<Starter>) -> EventVerdict { .ignored }

    func receive(_ message: String, context: ScreenContext<Starter>) {
      shown = "\(message)"
    }

    func draw(in canvas: inout Canvas, context: DrawContext) { canvas.draw(shown, at: .zero) }

    func helpItems(context: DrawContext) -> [HelpItem] { [] }
  }

  @Test func aScreenStartsItsTasksWhenPushed() async throws {
    let starter = Starter()
    let driver = await AppDriver { stack in try await stack.push(starter) }
    #expect(await driver.waitUntil { driver.lines.first == "started" })
    await driver.type("x")
    #expect(starter.starts == 1)
  }
}

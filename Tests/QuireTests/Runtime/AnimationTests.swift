import Quire
import QuireTestSupport
import Testing

/// A pushed page slides in from the right over about 120 ms of the app's time, an overlay
/// from the bottom; keys go to the new screen at once; with animations off nothing moves.
@MainActor @Suite struct AnimationTests {
  static func twoPages(animations: Bool) async -> (AppDriver<String?>, ProbeScreen) {
    let second = ProbeScreen("Second")
    let driver = await AppDriver(size: TerminalSize(columns: 20, rows: 4), animations: animations) { stack in
      Task { @MainActor in _ = try await stack.push(ProbeScreen("First")) }
      await Task.yield()
      return try await stack.push(second)
    }
    return (driver, second)
  }

  @Test func aPushedPageSlidesInFromTheRight() async throws {
    let (driver, second) = await Self.twoPages(animations: true)
    #expect(driver.lines[0] == "First", "just pushed: still off to the right")
    await driver.advance(by: .milliseconds(64))
    #expect(driver.lines[0].hasPrefix("First"))
    #expect(driver.lines[0].hasSuffix("Second"), "on its way in: \(driver.lines[0])")
    await driver.type("k")
    #expect(second.typed == "k", "a key during the slide goes to the new page")
    await driver.advance(by: .milliseconds(64))
    #expect(driver.lines[0] == "Second")
    #expect(driver.lines[1] == "> k")
  }

  @Test func aSlideThatEndsDuringASlowFrameIsStillDrawnInPlace() async throws {
    let (driver, second) = await Self.twoPages(animations: true)
    let time = driver.time
    second.duringNextDraw = { time.advance(by: .milliseconds(200)) }
    await driver.advance(by: .milliseconds(64))
    #expect(driver.lines[0].hasSuffix("Second"), "the slow frame, drawn part-way: \(driver.lines[0])")
    await driver.advance(by: App.animationFrameInterval)
    #expect(driver.lines[0] == "Second", "the next frame puts the page in place, with no key pressed")
  }

  @Test func withAnimationsOffThePageIsInPlaceAtOnce() async throws {
    let (driver, _) = await Self.twoPages(animations: false)
    #expect(driver.lines[0] == "Second")
  }

  @Test func anOverlayRisesFromTheBottom() async throws {
    let driver = await AppDriver(size: TerminalSize(columns: 20, rows: 8), animations: true) { stack in
      Task { @MainActor in _ = try await stack.push(ProbeScreen("Page")) }
      await Task.yield()
      return try await stack.push(ProbeScreen("Ask", overlay: true, height: 3))
    }
    await driver.advance(by: .milliseconds(48))
    let rising = driver.lines.firstIndex { $0.hasPrefix("┌─ Ask") }
    #expect((rising ?? 0) > 4, "partly in: \(driver.lines)")
    await driver.advance(by: .milliseconds(80))
    #expect(driver.lines[4].hasPrefix("┌─ Ask"))
  }
}

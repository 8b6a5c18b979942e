import Quire

extension InMemoryTerminal {
  /// Waits until the screen meets `expected` while an app draws on this terminal in another
  /// task, yielding between looks (a hundred thousand at the most); returns `nil` once it
  /// does, or what it showed when the wait gave up.
  @MainActor @discardableResult
  public func waitForScreen(_ expected: ScreenExpectation, fileID: String = #fileID, line: Int = #line) async
    -> ScreenMismatch?
  {
    for _ in 0..<100_000 {
      if expected.isMet(by: text) { return nil }
      await Task.yield()
    }
    return expected.mismatch(in: text, place: ScreenMismatch.place(fileID, line))
  }

  /// Waits as `waitForScreen` does; throws what the screen showed instead.
  @MainActor
  public func expectScreen(_ expected: ScreenExpectation, fileID: String = #fileID, line: Int = #line)
    async throws(ScreenMismatch)
  {
    if let mismatch = await waitForScreen(expected, fileID: fileID, line: line) { throw mismatch }
  }
}

extension AppDriver {
  /// The screen's rows with the cursor written as `|` where it is shown (`ScreenText`).
  public var markedScreen: String { ScreenText.marked(terminal) }

  /// Waits until the screen (`markedScreen` with `cursor`, else `screen`) meets `expected`,
  /// letting the app and its tasks run (`waitUntil`); returns `nil` once it does, or what it
  /// showed when the wait gave up.
  @discardableResult
  public func waitForScreen(
    _ expected: ScreenExpectation, cursor: Bool = false, fileID: String = #fileID, line: Int = #line
  ) async -> ScreenMismatch? {
    let shown = { cursor ? self.markedScreen : self.screen }
    _ = await waitUntil { expected.isMet(by: shown()) }
    return expected.mismatch(in: shown(), place: ScreenMismatch.place(fileID, line))
  }

  /// Waits until the screen meets `expected`, as `waitForScreen` does; throws what it showed
  /// instead (the expected and actual rows side by side, the cells that differ marked).
  public func expectScreen(
    _ expected: ScreenExpectation, cursor: Bool = false, fileID: String = #fileID, line: Int = #line
  ) async throws(ScreenMismatch) {
    if let mismatch = await waitForScreen(expected, cursor: cursor, fileID: fileID, line: line) {
      throw mismatch
    }
  }

  /// Waits until the screen shows exactly `rows` (a multi-line literal; with `cursor`, the
  /// cursor as `|`), as `expectScreen(.rows(rows))`.
  public func expectScreen(_ rows: String, cursor: Bool = false, fileID: String = #fileID, line: Int = #line)
    async throws(ScreenMismatch)
  {
    try await expectScreen(.rows(rows), cursor: cursor, fileID: fileID, line: line)
  }
}

extension PseudoTerminal {
  /// What a test looks at, as text: the emulated screen's rows joined by newlines, or what the
  /// program wrote to the terminal or to its standard error (invalid UTF-8 repaired).
  public func text(of source: ScreenMismatch.Source) -> String {
    switch source {
    case .screen: screen.text
    case .output: text
    case .standardError: String(decoding: standardError, as: UTF8.self)
    }
  }

  /// Waits until `source` (the screen unless told) meets `expected`, for at most `timeout`;
  /// returns `nil` once it does, or what it showed at the deadline. Blocks its thread between
  /// looks (in `poll`, woken by the child's output); the `async` form gives the thread back.
  @discardableResult
  public func waitForScreen(
    _ expected: ScreenExpectation, in source: ScreenMismatch.Source = .screen,
    timeout: Duration = .seconds(10),
    fileID: String = #fileID, line: Int = #line
  ) -> ScreenMismatch? {
    waitUntil(timeout: timeout) { expected.isMet(by: $0.text(of: source)) }
    return mismatch(expected, in: source, fileID: fileID, line: line)
  }

  /// Waits as the blocking form does, giving the thread back between looks (DECISIONS 146).
  @discardableResult
  public func waitForScreen(
    _ expected: ScreenExpectation, in source: ScreenMismatch.Source = .screen,
    timeout: Duration = .seconds(10),
    fileID: String = #fileID, line: Int = #line
  ) async -> ScreenMismatch? {
    await waitingUntil(timeout: timeout) { expected.isMet(by: $0.text(of: source)) }
    return mismatch(expected, in: source, fileID: fileID, line: line)
  }

  /// What `source` shows against `expected` now, saying whether the program has ended.
  private func mismatch(
    _ expected: ScreenExpectation, in source: ScreenMismatch.Source, fileID: String, line: Int
  )
    -> ScreenMismatch?
  {
    var found = expected.mismatch(
      in: text(of: source), place: ScreenMismatch.place(fileID, line), source: source)
    if let status = exitStatus { found?.note = "the program had ended: \(status)" }
    return found
  }

  /// Waits until `source` (the screen unless told) meets `expected`; throws what it showed
  /// instead at the deadline (for rows, the expected and actual side by side, the cells that
  /// differ marked).
  public func expectScreen(
    _ expected: ScreenExpectation, in source: ScreenMismatch.Source = .screen,
    timeout: Duration = .seconds(10),
    fileID: String = #fileID, line: Int = #line
  ) throws(ScreenMismatch) {
    if let mismatch = waitForScreen(expected, in: source, timeout: timeout, fileID: fileID, line: line) {
      throw mismatch
    }
  }

  /// Waits as the blocking form does, giving the thread back between looks (DECISIONS 146).
  public func expectScreen(
    _ expected: ScreenExpectation, in source: ScreenMismatch.Source = .screen,
    timeout: Duration = .seconds(10),
    fileID: String = #fileID, line: Int = #line
  ) async throws(ScreenMismatch) {
    if let mismatch = await waitForScreen(expected, in: source, timeout: timeout, fileID: fileID, line: line)
    {
      throw mismatch
    }
  }
}

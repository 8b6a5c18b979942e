extension TerminalScreen {
  /// The session's events, each applied to the screen (`TerminalScreen.apply(_:)`) when it is
  /// read, in the reading task, before the reader sees it.
  public struct Events: AsyncSequence {
    public typealias Element = InputEvent

    let base: AsyncThrowingStream<InputEvent, any Error>
    let screen: TerminalScreen

    public func makeAsyncIterator() -> Iterator {
      Iterator(base: base.makeAsyncIterator(), screen: screen)
    }

    /// Reads the next event and applies it to the screen.
    public struct Iterator: AsyncIteratorProtocol {
      var base: AsyncThrowingStream<InputEvent, any Error>.Iterator
      let screen: TerminalScreen

      public mutating func next() async throws -> InputEvent? {
        guard let event = try await base.next() else { return nil }
        screen.apply(event)
        return event
      }

      public mutating func next(isolation actor: isolated (any Actor)?) async throws(any Error) -> InputEvent?
      {
        guard let event = try await base.next(isolation: actor) else { return nil }
        screen.apply(event)
        return event
      }
    }
  }
}

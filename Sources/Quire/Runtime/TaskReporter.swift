/// What a task a screen's context runs uses to send that screen messages before its result:
/// a load's progress, each change a watcher notices. Each message reaches the screen's
/// `receive(_:context:)` in the order sent, before the task's result; none does once the
/// task is cancelled (its screen was popped). Typed by the screen's `Message`.
public struct TaskReporter<Message: Sendable>: Sendable {
  let send: @Sendable (Message) -> Void

  /// A reporter that hands each message to `send`; for testing a task's operation alone.
  public init(_ send: @escaping @Sendable (Message) -> Void) {
    self.send = send
  }

  /// Sends `message` to the screen, unless the task has been cancelled.
  public func callAsFunction(_ message: Message) {
    guard !Task.isCancelled else { return }
    send(message)
  }
}

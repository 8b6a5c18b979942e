import Synchronization

/// The screens of an app, bottom to top. `push` puts a screen on top and suspends the calling
/// task (never the app's loop) until the screen finishes, then returns its result:
///
/// ```swift
/// let name = try await stack.push(InputOverlay(title: "New note"))   // nil: Cancel
/// ```
///
/// Popping a screen cancels the tasks it owns. Only the top screen gets input; an overlay is
/// drawn over the dimmed screens below it.
@MainActor
public final class NavigationStack {
  weak var app: App?
  var entries: [StackEntry] = []
  /// How many times a screen has finished (and been popped): the app's loop compares it
  /// before and after an event, to hold the keys typed ahead of the next screen.
  private(set) var finishCount = 0
  private var nextID = 1
  private var nextTaskID = 1

  init() {}

  /// Where the stack is: the screens finished so far, the newest entry made (0 before the
  /// first) and the number the next task will have.
  struct Mark {
    var finishCount: Int
    var lastEntryID: Int
    var nextTaskID: Int
  }

  /// Where the stack is now.
  var mark: Mark { Mark(finishCount: finishCount, lastEntryID: nextID - 1, nextTaskID: nextTaskID) }

  /// Whether a task numbered in `numbers` still runs, for any screen.
  func hasTasks(in numbers: Range<Int>) -> Bool {
    !numbers.isEmpty && entries.contains { entry in entry.tasks.keys.contains { numbers.contains($0) } }
  }

  /// How many screens are on the stack.
  public var count: Int { entries.count }

  /// The screen on top, if any.
  public var top: AnyObject? { entries.last?.screen }

  /// Pushes `screen` and waits for it to finish; returns its result, `nil` for Cancel.
  ///
  /// - Throws: `AppError.interrupted` on Ctrl-C, `.timedOut` when the app's time runs out,
  ///   `.terminalClosed` when the terminal goes away; `CancellationError` when the calling
  ///   task is cancelled (the screen is popped).
  public func push<S: Screen>(_ screen: S) async throws -> S.Result? {
    let pushed = PushedEntry()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<S.Result?, any Error>) in
        if Task.isCancelled {
          continuation.resume(throwing: CancellationError())
          return
        }
        pushed.id.withLock { $0 = insert(screen) { continuation.resume(with: $0) } }
      }
    } onCancel: {
      Task { @MainActor [weak self] in
        // On the main actor the push has inserted its entry by now.
        self?.finish(pushed.id.withLock { $0 }, with: .failure(CancellationError()))
      }
    }
  }

  /// Puts `screen` on top now and calls `complete` once it finishes; returns its entry's
  /// number. With `animated` false it does not slide in (a screen put back at once).
  @discardableResult
  func insert<S: Screen>(
    _ screen: S, animated: Bool = true, complete: @escaping (Result<S.Result?, any Error>) -> Void
  ) -> Int {
    let id = nextID
    nextID += 1
    guard let app else {
      complete(.failure(CancellationError()))
      return id
    }
    if let error = app.endingError {
      complete(.failure(error))
      return id
    }
    let context = ScreenContext<S>(app: app, entryID: id)
    context.screen = screen
    let animates = animated && app.animatesPush(onto: entries.count)
    let entry = StackEntry(
      id: id, screen: screen, context: context, appearedAt: app.time.now, animates: animates,
      complete: complete)
    entries.append(entry)
    app.needsDisplay = true
    screen.didAppear(context: context)
    return id
  }

  /// The entry numbered `id`, if it is still on the stack.
  func entry(_ id: Int) -> StackEntry? {
    entries.first { $0.id == id }
  }

  /// Pops the entry `id` and every entry above it: those above end with Cancel (`nil`), the
  /// entry itself with `outcome`.
  func finish(_ id: Int, with outcome: Result<Any?, any Error>) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    let above = entries[(index + 1)...].reversed()
    let entry = entries[index]
    entries.removeSubrange(index...)
    finishCount += 1
    for other in above { other.end(with: .success(nil)) }
    entry.end(with: outcome)
    app?.needsDisplay = true
  }

  /// Pops every screen, top first, each ending with `error`.
  func finishAll(throwing error: any Error) {
    let all = entries.reversed()
    entries.removeAll()
    for entry in all { entry.end(with: .failure(error)) }
    app?.needsDisplay = true
  }

  /// Runs `operation` as a task owned by entry `id`; the message it answers, if any, is
  /// posted to the entry.
  func runTask(for id: Int, _ operation: @escaping @Sendable () async -> MessageDelivery?) {
    guard let app, let entry = entry(id) else { return }
    let taskID = nextTaskID
    nextTaskID += 1
    let inbox = app.inbox
    entry.tasks[taskID] = Task {
      let delivery = await operation()
      guard !Task.isCancelled else { return }
      inbox.post(.message(entryID: id, taskID: taskID, delivery))
    }
  }
}

/// The number of the entry a `push` made, for its cancellation handler.
private final class PushedEntry: Sendable {
  let id = Mutex(0)
}

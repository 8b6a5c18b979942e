/// The app runtime: one loop on the main actor over a terminal surface (the real terminal, or
/// `InMemoryTerminal` in tests and for embedders).
///
/// Events go to the top screen of the `stack`, which consumes them or leaves them to the app
/// (Ctrl-C ends the app, Ctrl-Z on a screen that edits nothing suspends it, Ctrl-L redraws).
/// Every screen then draws, bottom up, into one grid (an overlay dims what is under it), and
/// the terminal writes the difference in one write. Everything queued when the loop wakes
/// (a burst of typing, a paste, task results) is handled before the frame is drawn, and a
/// frame is drawn only when something changed. Slow work runs as tasks owned by screens,
/// whose results come back as messages; the loop never waits for them.
///
/// ```swift
/// let app = App(terminal: screen)
/// let name = try await app.run { stack in
///   try await stack.push(InputOverlay(title: "New note"))
/// }
/// ```
@MainActor
public final class App {
  /// Where the app draws and reads.
  public let terminal: any TerminalSurface
  /// The styles of the components.
  public var theme: Theme
  /// Every word the user sees.
  public var strings: Strings
  /// Where the time comes from.
  public let time: any TimeSource
  /// The clipboard of cut, copy and paste.
  public let clipboard: Clipboard
  /// The screens.
  public let stack: NavigationStack
  /// The app's own keys, for what the top screen leaves; an application may rebind them.
  public var keyMap = AppAction.defaultKeyMap
  /// Whether pushed screens slide in (full screen only). `QUIRE_ANIMATIONS=0` turns it off.
  public var animationsEnabled: Bool
  /// How long a screen takes to slide in.
  public static let animationDuration: Duration = .milliseconds(120)
  /// The time between the frames of an animation.
  public static let animationFrameInterval: Duration = .milliseconds(16)

  let inbox = AppInbox()
  /// Whether a frame is due; set from outside the loop (a push from a task), it wakes the loop.
  var needsDisplay = true {
    didSet { if needsDisplay, !oldValue, isWaiting { inbox.post(.wake) } }
  }
  /// Why the app is ending, once it is: later pushes fail with it at once.
  var endingError: (any Error)?
  /// The hand-offs of the terminal asked for while handling events, each answering the
  /// message for its screen.
  var suspensions: [(entryID: Int, perform: @MainActor (any TerminalSurface) -> MessageDelivery)] = []
  var bodyFinished = false
  var isWaiting = false
  /// Whether `run` has begun, and whether it has returned.
  var hasStarted = false
  var hasEnded = false
  var tickScheduled = false
  /// Whether the last frame drawn caught a screen still sliding in: one more frame is due,
  /// however long drawing took.
  var lastFrameWasSliding = false
  var cancelBody: (() -> Void)?
  /// The keys typed ahead of the next screen, held since a screen finished (`App+TypeAhead`).
  var typeAhead: TypeAhead?
  /// Input a screen gave back to be handled again, in order (`App+TypeAhead`).
  var replayed: [AppInbox.Item] = []
  /// How many frames were drawn.
  public internal(set) var frameCount = 0

  /// An app on `terminal`. The theme defaults to the terminal's colour depth (monochrome
  /// under `NO_COLOR`).
  public init(
    terminal: any TerminalSurface, theme: Theme? = nil, strings: Strings = .english,
    time: any TimeSource = SystemTime(), clipboard: Clipboard = Clipboard(), animations: Bool = true
  ) {
    self.terminal = terminal
    self.theme = theme ?? .forColorDepth(terminal.capabilities.colorDepth)
    self.strings = strings
    self.time = time
    self.clipboard = clipboard
    self.stack = NavigationStack()
    self.animationsEnabled = animations
    stack.app = self
    clipboard.terminal = terminal
  }

  /// Runs the app while `body` runs: reads events, dispatches them and draws. Returns what
  /// `body` returns; inline, the prompt's area is erased at the end.
  ///
  /// - Throws: what `body` throws; `AppError.interrupted` after Ctrl-C, `.timedOut` once
  ///   `timeout` of the app's time has passed, `.terminalClosed` when the terminal goes away.
  public func run<Value: Sendable>(
    timeout: Duration? = nil, _ body: @escaping @MainActor (NavigationStack) async throws -> Value
  ) async throws -> Value {
    bodyFinished = false
    endingError = nil
    hasStarted = true
    hasEnded = false
    let inbox = self.inbox
    terminal.startEvents { input in inbox.post(.input(input)) }
    let stack = self.stack
    let task = Task { @MainActor [weak self] () throws -> Value in
      defer {
        self?.bodyFinished = true
        inbox.post(.wake)
      }
      return try await body(stack)
    }
    cancelBody = { task.cancel() }
    var timer: Task<Void, Never>?
    if let timeout {
      let time = self.time
      let deadline = time.now + timeout
      timer = Task {
        guard (try? await time.sleep(until: deadline)) != nil else { return }
        inbox.post(.timeout)
      }
    }
    defer {
      hasEnded = true
      timer?.cancel()
      cancelBody = nil
      terminal.stopEvents()
      try? terminal.finish()
    }
    while !bodyFinished {
      if needsDisplay { drawFrame() }
      scheduleAnimationTick()
      isWaiting = true
      var items = await inbox.take()
      isWaiting = false
      var next = 0
      while next < items.count {
        let item = items[next]
        next += 1
        if holdsTypeAhead(item) { continue }
        let mark = stack.mark
        process(item)
        if stack.finishCount != mark.finishCount { startHoldingTypeAhead(since: mark, until: stack.mark) }
        // Input a screen gave back is handled next, before what was read after it.
        items.insert(contentsOf: takeReplayed(), at: next)
      }
      performSuspensions()
      inbox.putBack(takeReplayed())
      if typeAhead != nil { await settleTypeAhead() }
    }
    stack.finishAll(throwing: CancellationError())
    let outcome = await task.result
    if let endingError { throw endingError }
    return try outcome.get()
  }

  /// Ends the app: every screen, top first, keeps what it must (`Screen.willTerminate`), then
  /// finishes with `error`; the body is cancelled, and `run` throws `error`.
  public func end(throwing error: any Error) {
    if endingError == nil {
      endingError = error
      for entry in stack.entries.reversed() { entry.willTerminate() }
    }
    stack.finishAll(throwing: error)
    cancelBody?()
  }

  /// Returns once the app has handled everything sent to it and drawn its frame: for tests
  /// (with `ManualTime`, nothing moves on its own). Gives up after 100,000 turns of the main
  /// actor, so a test of an app that never calms down fails instead of hanging.
  public func settle() async {
    var calm = 0
    var turns = 0
    while calm < 4, turns < 100_000 {
      await Task.yield()
      turns += 1
      let isIdle = isWaiting && inbox.isEmpty && !needsDisplay
      if hasEnded || (hasStarted && isIdle) { calm += 1 } else { calm = 0 }
    }
  }

  /// Whether a screen pushed onto `count` others slides in.
  func animatesPush(onto count: Int) -> Bool {
    animationsEnabled && count > 0 && terminal.surface == .fullScreen
  }

  /// Queues `perform` to hand the terminal over and take it back, after the events being
  /// handled; what it answers goes to the screen of `entryID`, if it is still there.
  func requestSuspension(
    for entryID: Int, _ perform: @escaping @MainActor (any TerminalSurface) -> MessageDelivery
  ) {
    suspensions.append((entryID, perform))
  }

  private func performSuspensions() {
    while !suspensions.isEmpty {
      let (entryID, perform) = suspensions.removeFirst()
      let delivery = perform(terminal)
      needsDisplay = true
      if stack.entry(entryID) != nil { delivery.deliver() }
    }
  }
}

/// The message a screen gets when the terminal could not be handed over or taken back.
public struct SuspensionFailed: Error, Sendable, CustomStringConvertible {
  /// What went wrong.
  public var error: String
  /// The message: `error`.
  public var description: String { error }
}

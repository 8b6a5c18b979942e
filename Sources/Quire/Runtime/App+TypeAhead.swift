extension App {
  /// Keys typed ahead of the next screen. A script (or a fast typist) sends a note's name,
  /// Return and the note's first words in one burst; the Return finishes the name's overlay,
  /// and the screen that should get the words is pushed only once the body, or a task the
  /// finish started (creating the file), has run. Until then the keys, the paste and the
  /// clicks that follow a finish are held here, not given to the screen below.
  struct TypeAhead {
    /// The input held, oldest first.
    var held: [AppInbox.Item] = []
    /// The newest entry when holding began: a newer one is the next screen.
    var lastEntry: Int
    /// The tasks started while handling what finished the screen (creating the file the
    /// next screen opens): while they run, the next screen may still come.
    var tasks: Range<Int>
    /// When holding gives up and lets the keys go to the screen on top.
    var deadline: Duration
    /// Wakes the loop at the deadline; cancelled when holding ends before.
    var timer: Task<Void, Never>
  }

  /// How long keys typed ahead wait at most for the next screen.
  static let typeAheadLimit: Duration = .milliseconds(250)

  /// Begins holding the input that comes next, or holds it longer: a screen finished while
  /// the app handled something, from `mark` to `end`.
  func startHoldingTypeAhead(since mark: NavigationStack.Mark, until end: NavigationStack.Mark) {
    guard !bodyFinished else { return }
    let deadline = time.now + Self.typeAheadLimit
    let time = self.time
    let inbox = self.inbox
    let timer = Task {
      guard (try? await time.sleep(until: deadline)) != nil else { return }
      inbox.post(.wake)
    }
    if var typeAhead {
      // Holding already (the screen was leaving): the next screen gets its time from now.
      typeAhead.timer.cancel()
      typeAhead.deadline = deadline
      typeAhead.timer = timer
      typeAhead.tasks = mark.nextTaskID..<end.nextTaskID
      self.typeAhead = typeAhead
    } else {
      typeAhead = TypeAhead(
        lastEntry: mark.lastEntryID, tasks: mark.nextTaskID..<end.nextTaskID, deadline: deadline,
        timer: timer)
    }
  }

  /// Whether `item` is held as typed ahead (and now is): while holding since a finish, and
  /// while the screen on top is leaving. Ctrl-C, signals, resizes and replies never wait.
  func holdsTypeAhead(_ item: AppInbox.Item) -> Bool {
    guard case .input(.event(let event)) = item else { return false }
    switch event {
    case .key(let key) where KeyChord(key.key, modifiers: key.modifiers) != .control("c"):
      break
    case .paste, .mouse:
      break
    default:
      return false
    }
    if typeAhead == nil {
      guard stack.entries.last?.isLeaving() == true else { return false }
      startHoldingTypeAhead(since: stack.mark, until: stack.mark)
    }
    typeAhead?.held.append(item)
    return true
  }

  /// Lets the body and the tasks run, then gives the held input back to the inbox, in
  /// order, once the next screen is up, or nothing started since the finish still runs, or
  /// the limit has passed; never while the screen on top is leaving.
  func settleTypeAhead() async {
    if needsDisplay { drawFrame() }
    // The body resumed by the finish runs on this actor: a few turns let it push.
    for _ in 0..<4 { await Task.yield() }
    guard let typeAhead else { return }
    let top = stack.entries.last
    if top?.isLeaving() == true, !bodyFinished { return }
    let pushed = stack.mark.lastEntryID > typeAhead.lastEntry && top != nil
    let working = stack.hasTasks(in: typeAhead.tasks)
    guard pushed || !working || time.now >= typeAhead.deadline || bodyFinished else { return }
    self.typeAhead = nil
    typeAhead.timer.cancel()
    inbox.putBack(typeAhead.held)
  }

  /// Queues `events` to be handled again, as input just read: keys a screen kept while it
  /// could not take them yet (a document loading). They go to whatever screen is on top then,
  /// and what it leaves to the app's own keys.
  func replay(_ events: [InputEvent]) {
    replayed += events.map { .input(.event($0)) }
  }

  /// The input given back since the last look, oldest first.
  func takeReplayed() -> [AppInbox.Item] {
    defer { replayed.removeAll() }
    return replayed
  }
}

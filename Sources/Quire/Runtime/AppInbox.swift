import Synchronization

/// Where everything the app's loop handles arrives: terminal input (posted from the reading
/// thread), task results and timers. Posting never blocks; the loop takes everything queued
/// at once, so a burst of input becomes one frame.
final class AppInbox: Sendable {
  enum Item: Sendable {
    case input(TerminalInput)
    /// A task ended, with the message it answered (none from a timer that did not ring).
    case message(entryID: Int, taskID: Int, MessageDelivery?)
    /// A message a task sends before its result (`TaskReporter`): the task goes on.
    case report(entryID: Int, MessageDelivery)
    case wake
    case timeout
  }

  private struct State {
    var items: [Item] = []
    var waiter: CheckedContinuation<Void, Never>?
  }

  private let state = Mutex(State())

  /// Queues `item` and wakes the loop. From any thread.
  func post(_ item: Item) {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      state.items.append(item)
      let waiter = state.waiter
      state.waiter = nil
      return waiter
    }
    waiter?.resume()
  }

  /// Queues `items` before everything queued: items taken and not handled yet.
  func putBack(_ items: [Item]) {
    guard !items.isEmpty else { return }
    state.withLock { state in state.items.insert(contentsOf: items, at: 0) }
  }

  /// Whether nothing is queued.
  var isEmpty: Bool { state.withLock { $0.items.isEmpty } }

  /// Everything queued, oldest first, waiting until there is something. Runs on the caller's
  /// actor (the app's loop on the main actor), so what is posted from that actor while the
  /// loop works is taken together.
  func take(isolation: isolated (any Actor)? = #isolation) async -> [Item] {
    while true {
      let items = state.withLock { state -> [Item] in
        let items = state.items
        state.items.removeAll()
        return items
      }
      if !items.isEmpty { return items }
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let ready = state.withLock { state -> Bool in
          if !state.items.isEmpty { return true }
          state.waiter = continuation
          return false
        }
        if ready { continuation.resume() }
      }
    }
  }
}

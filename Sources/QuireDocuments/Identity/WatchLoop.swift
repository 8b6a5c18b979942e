#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The loop of a watcher's thread, shared by `DocumentWatcher` and `FolderWatcher`: a first
/// look, then a wait in `poll` for inotify's events or the next periodic look, until woken
/// to stop. Events come in bursts (a writer writes in several steps, a sync changes many
/// files), so after the first it waits for a moment of quiet (50 ms without an event, at most
/// ten times) and looks once. The periodic look happens on time even in a folder whose other
/// files keep changing, and puts back a lost watch first. It is spaced by `interval`, or by
/// fifty times what the last look took when that is longer: a look lists the folder, and at
/// 100,000 notes a listing every two seconds would keep a tenth of a core busy.
struct WatchLoop {
  /// Why the watcher is asked to look.
  enum Reason: Hashable, Sendable {
    /// Once at the start: a change between the caller's read and the watch's start.
    case first
    /// inotify spoke of a relevant entry (or of the folder itself, or lost events).
    case told
    /// The periodic look, with nothing said meanwhile.
    case due
  }

  /// How often the watcher looks without being told.
  let interval: Duration
  /// Whether an event about the entry of this name (its bytes) concerns the watcher.
  let isRelevant: (ArraySlice<UInt8>) -> Bool

  /// Runs the loop over `events` until `wake` becomes readable, or `look` (which looks and
  /// reports) returns `false`.
  func run(events: inout WatchEvents, wake: Int32, look: (Reason) -> Bool) {
    let clock = ContinuousClock()
    var started = clock.now
    guard look(.first) else { return }
    var nextLook = next(after: started, on: clock)
    while true {
      var entries = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
      if let descriptor = events.descriptor {
        entries.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
      }
      let ready = poll(&entries, nfds_t(entries.count), WatchEvents.milliseconds(until: nextLook, on: clock))
      if ready < 0, errno != EINTR { return }
      if entries[0].revents != 0 { return }
      var told = false
      if entries.count > 1, entries[1].revents != 0 {
        told = events.drain(mentioning: isRelevant)
        var quiet = 0
        while quiet < 10, events.waitForMore(milliseconds: 50) {
          told = events.drain(mentioning: isRelevant) || told
          quiet += 1
        }
      }
      let due = clock.now >= nextLook
      if !told, !due { continue }
      if due { events.rewatchIfLost() }
      started = clock.now
      guard look(told ? .told : .due) else { return }
      if due { nextLook = next(after: started, on: clock) }
    }
  }

  /// When the periodic look after one that began at `start` (and has just ended) is due.
  private func next(after start: ContinuousClock.Instant, on clock: ContinuousClock)
    -> ContinuousClock.Instant
  {
    let now = clock.now
    return now + max(interval, (now - start) * 50)
  }
}

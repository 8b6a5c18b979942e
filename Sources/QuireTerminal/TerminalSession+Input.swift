/// What the event reader keeps between reads: the decoder with the bytes it holds, the
/// events decoded and not yet taken, when input last arrived.
///
/// The session keeps it in a mutex, held by whoever reads (the thread of `startReading`, or
/// the caller of `nextEvent`) for the whole read, so it has one owner at a time.
struct SessionInput: Sendable {
  var decoder: InputDecoder
  /// Events decoded and not yet taken, oldest first from `next`.
  private var events: [InputEvent] = []
  private var next = 0
  /// When bytes last arrived, from which the decoder's timeout runs.
  var lastInput = ContinuousClock.now

  init(decoder: InputDecoder) {
    self.decoder = decoder
  }

  /// The oldest event not yet taken, removed; `nil` when there is none. Amortised O(1).
  mutating func take() -> InputEvent? {
    guard next < events.count else { return nil }
    let event = events[next]
    next += 1
    if next == events.count {
      events.removeAll(keepingCapacity: true)
      next = 0
    }
    return event
  }

  /// Queues `decoded` after the events not yet taken.
  mutating func append(_ decoded: some Sequence<InputEvent>) {
    events.append(contentsOf: decoded)
  }
}

import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension WatchEvents {
  /// Runs `watch` on a thread of its own (named `label`) with these events and a descriptor
  /// that becomes readable when `continuation`'s stream ends (its task cancelled or the
  /// stream dropped); closes both and finishes the stream when `watch` returns. The events'
  /// watch is already in place, so no change after the call is missed.
  func startThread<Element>(
    label: String, continuation: AsyncStream<Element>.Continuation,
    _ watch: @escaping @Sendable (inout WatchEvents, _ wake: Int32) -> Void
  ) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      close()
      continuation.finish()
      return
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let wakeRead = ends[0]
    let wakeWrite = ends[1]
    continuation.onTermination = { _ in
      var byte: UInt8 = 1
      _ = write(wakeWrite, &byte, 1)
    }
    let watching = self
    DispatchQueue(label: label).async {
      var events = watching
      defer {
        events.close()
        closeDescriptor(wakeRead)
        closeDescriptor(wakeWrite)
      }
      watch(&events, wakeRead)
      continuation.finish()
    }
  }

  /// Milliseconds from now to `deadline`, at least 1, for `poll`.
  static func milliseconds(until deadline: ContinuousClock.Instant, on clock: ContinuousClock) -> Int32 {
    let left = (deadline - clock.now).components
    return Int32(clamping: max(1, left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000 + 1))
  }
}

/// `close(2)`, named apart from `WatchEvents.close()`.
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}

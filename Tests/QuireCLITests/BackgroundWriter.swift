import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes bytes to a descriptor (a pseudo-terminal's master) on a thread of its own, so that
/// the test keeps reading the other side meanwhile and can never deadlock with a child that
/// stops reading: the thread waits for room with `poll` and a short timeout, and `stop()`
/// ends it wherever it is.
final class BackgroundWriter: Sendable {
  private struct Progress {
    var written = 0
    var isFinished = false
    var isStopped = false
    var failure: Int32?
  }

  private let progress = Mutex(Progress())
  /// How many bytes there are to write.
  let count: Int

  /// Starts writing `bytes` to `descriptor` (non-blocking, as `PseudoTerminal.master` is).
  init(descriptor: Int32, bytes: [UInt8]) {
    count = bytes.count
    let thread = Thread { [self] in send(bytes, to: descriptor) }
    thread.stackSize = 1 << 20
    thread.start()
  }

  /// How many bytes were written so far.
  var written: Int { progress.withLock { $0.written } }
  /// Whether every byte was written, or writing failed or was stopped.
  var isFinished: Bool { progress.withLock { $0.isFinished } }
  /// The error number of a failed write, if one failed.
  var failure: Int32? { progress.withLock { $0.failure } }

  /// Stops writing and returns once the thread no longer uses the descriptor.
  func stop() {
    progress.withLock { $0.isStopped = true }
    while !isFinished { usleep(10_000) }
  }

  private func send(_ bytes: [UInt8], to descriptor: Int32) {
    var offset = 0
    defer { progress.withLock { $0.isFinished = true } }
    while offset < bytes.count {
      if progress.withLock({ $0.isStopped }) { return }
      var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      guard poll(&entry, 1, 100) > 0 else { continue }
      let wrote = bytes.withUnsafeBytes { buffer in
        buffer.baseAddress.map { write(descriptor, $0 + offset, min(1 << 16, buffer.count - offset)) } ?? 0
      }
      if wrote > 0 {
        offset += wrote
        progress.withLock { $0.written = offset }
      } else if wrote < 0, errno != EAGAIN, errno != EINTR {
        let number = errno
        progress.withLock { $0.failure = number }
        return
      }
    }
  }
}

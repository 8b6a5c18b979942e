import Dispatch

/// Work that blocks its thread for a while (a database's query, a folder's files read), run
/// on a thread of Dispatch's rather than one of the cooperative pool's few, which the
/// screens' other tasks need meanwhile.
enum BlockingWork {
  /// Runs `work` on a thread of its own and returns what it answers.
  static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: work()) }
    }
  }
}

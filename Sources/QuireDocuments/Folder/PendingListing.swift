import Dispatch
import Synchronization

/// A listing of a folder running on a thread of its own (`DocumentFolder.startListing`), so
/// that the caller does something else meanwhile: one `stat` a file is mostly the kernel's
/// time, which the other core can spend.
public final class PendingListing: Sendable {
  private let outcome = Mutex<Result<[FolderEntry], FolderError>?>(nil)
  private let done = DispatchSemaphore(value: 0)

  init(_ folder: DocumentFolder) {
    DispatchQueue.global().async { [self] in
      let result = Result { () throws(FolderError) in try folder.list() }
      outcome.withLock { $0 = result }
      done.signal()
    }
  }

  /// What `list()` answered, waiting for it.
  public func wait() -> Result<[FolderEntry], FolderError> {
    done.wait()
    done.signal()
    // Set before the signal, so never the empty fallback.
    return outcome.withLock { $0 } ?? .success([])
  }
}

extension DocumentFolder {
  /// Lists the folder on another thread; `wait()` for the entries.
  public func startListing() -> PendingListing { PendingListing(self) }
}

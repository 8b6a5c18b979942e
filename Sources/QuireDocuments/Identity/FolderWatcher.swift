import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Watches a folder of documents for documents added, removed, renamed or changed, by Quire
/// or by other programs: what a list of the folder's documents needs to stay current.
///
/// On Linux it listens with inotify on the folder, and also looks every `interval` (a file
/// system inotify does not cover, such as NFS, or a lost watch); elsewhere it only looks
/// every `interval`. A look lists the folder (`DocumentFolder.list`) and compares the names,
/// sizes, times and inodes with the last listing it knows, kept as a digest (`FolderDigest`),
/// not as the entries. Events about hidden names (the temporary files of a safe save) are
/// not looked at; the rename that ends a save is.
public final class FolderWatcher: Sendable {
  /// The folder watched.
  public let folder: DocumentFolder
  /// How often the folder is listed without being told.
  public let interval: Duration
  private let usesInotify: Bool
  private let known: Mutex<FolderDigest?>

  /// Watches `folder`, whose documents were last listed as `entries` (`nil`: the first look
  /// takes the folder as it is then, without reporting it).
  public convenience init(folder: DocumentFolder, entries: [FolderEntry]?, interval: Duration = .seconds(2)) {
    self.init(folder: folder, entries: entries, interval: interval, usesInotify: true)
  }

  init(folder: DocumentFolder, entries: [FolderEntry]?, interval: Duration, usesInotify: Bool) {
    self.folder = folder
    self.interval = interval
    self.usesInotify = usesInotify
    known = Mutex(entries.map(FolderDigest.init))
  }

  /// Takes `entries` as the folder's documents from now on (after the caller listed it), so
  /// changes already seen are not reported again.
  public func acknowledge(_ entries: [FolderEntry]) {
    let digest = FolderDigest(entries)
    known.withLock { $0 = digest }
  }

  /// One element for each time the folder's documents were seen to change (several changes
  /// close together may come as one), until the task reading them is cancelled or the stream
  /// is dropped. The watching runs on a thread of its own, blocked in `poll` between looks.
  public func changes() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    // The watch is in place before this returns, so no change after it is missed.
    WatchEvents(folder: folder.path, enabled: usesInotify).startThread(
      label: "quire-folder-watcher", continuation: continuation
    ) { [self] events, wake in
      watch(events: &events, wake: wake) { continuation.yield() }
    }
    return stream
  }

  /// The loop of the watching thread: lists the folder when told of a shown entry or when
  /// due; returns when woken.
  private func watch(events: inout WatchEvents, wake: Int32, report: () -> Void) {
    WatchLoop(interval: interval, isRelevant: Self.isShown).run(events: &events, wake: wake) { _ in
      if look() { report() }
      return true
    }
  }

  /// Whether an entry's name is one the listing could show: not hidden.
  private static func isShown(_ name: ArraySlice<UInt8>) -> Bool {
    name.first != UInt8(ascii: ".")
  }

  /// Lists the folder and compares it with what the watcher knows; whether it changed. A
  /// folder that cannot be listed counts as empty (it was removed, or its permissions went).
  func look() -> Bool {
    var now = FolderDigest()
    do { try folder.visitDocuments { now.add($0) } } catch { now = FolderDigest() }
    return known.withLock { current in
      defer { current = now }
      guard let current else { return false }
      return current != now
    }
  }
}

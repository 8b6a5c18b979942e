import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Watches a document's file for changes made by other programs.
///
/// On Linux it listens with inotify on the file's folder, so a save by rename (a new inode
/// under the same name) is seen as well as a write, and also looks every `interval` (a file
/// system inotify does not cover, such as NFS, or a lost watch); elsewhere it only looks every
/// `interval`. A look compares size and times, and reads and hashes the file when those moved,
/// when inotify spoke of it, or once for an identity handed in that was taken too close to
/// the file's last change for its size and times to vouch for its bytes. Each change is reported once, as a `FileChangeNotice`, and becomes
/// the watcher's new idea of the file.
public final class DocumentWatcher: Sendable {
  /// The file watched: its canonical path (`DocumentFile.resolvedPath`).
  public let path: String
  /// How often the file is looked at without being told.
  public let interval: Duration
  private let usesInotify: Bool
  /// What the watcher knows of the file, and whether its size and times alone may not be
  /// taken as its bytes: true for a racy identity handed in (by the reader or a save), which
  /// the next look hashes, once. An identity the watcher read itself is judged by size and
  /// times, so that a file whose times stay in doubt (a modification time in the future, a
  /// network file system) is not hashed at every look.
  private let known: Mutex<(identity: FileIdentity?, inDoubt: Bool)>

  /// Watches the file at `path`, last read or written as `identity` (`nil` for a file that
  /// does not exist yet).
  public convenience init(path: String, identity: FileIdentity?, interval: Duration = .seconds(2)) {
    self.init(path: path, identity: identity, interval: interval, usesInotify: true)
  }

  init(path: String, identity: FileIdentity?, interval: Duration, usesInotify: Bool) {
    self.path = path
    self.interval = interval
    self.usesInotify = usesInotify
    known = Mutex((identity, Self.doubts(identity)))
  }

  /// Takes `identity` as the file's state from now on (after a save or a reload), so that
  /// change is not reported.
  public func acknowledge(_ identity: FileIdentity?) {
    known.withLock { $0 = (identity, Self.doubts(identity)) }
  }

  /// Whether a look must hash the file though its size and times are as in `identity`: it
  /// was taken on this machine's clock within a timestamp tick of the file's last change.
  private static func doubts(_ identity: FileIdentity?) -> Bool {
    guard let identity, identity.observedAt != nil else { return false }
    return identity.isRacy
  }

  /// The changes as they are noticed, until the task reading them is cancelled or the stream
  /// is dropped. The watching runs on a thread of its own, blocked in `poll` between looks.
  public func changes() -> AsyncStream<FileChangeNotice> {
    let (stream, continuation) = AsyncStream<FileChangeNotice>.makeStream(
      bufferingPolicy: .bufferingNewest(32))
    // The watch is in place before this returns, so no change after it is missed.
    WatchEvents(path: path, enabled: usesInotify).startThread(
      label: "quire-document-watcher", continuation: continuation
    ) { [self] events, wake in
      watch(events: &events, wake: wake) { continuation.yield($0) }
    }
    return stream
  }

  /// The loop of the watching thread: looks when told of the file or when due, the periodic
  /// look after the file has settled; returns when woken.
  private func watch(events: inout WatchEvents, wake: Int32, report: (FileChangeNotice) -> Void) {
    let name = Array(PathText.name(of: path).utf8)
    let loop = WatchLoop(interval: interval) { $0.elementsEqual(name) }
    loop.run(events: &events, wake: wake) { reason in
      if reason == .due { guard settle(wake: wake) else { return false } }
      if let notice = look(hashing: reason == .told) { report(notice) }
      return true
    }
  }

  /// Waits while the file's size and times keep moving (a writer at work), 50 ms at a time
  /// for at most half a second; `false` when woken to stop.
  private func settle(wake: Int32) -> Bool {
    var last = FileStatus.of(path)
    for _ in 0..<10 {
      if case .success(let status) = last,
        known.withLock({ $0.identity?.hasSameMetadata(as: status) == true })
      {
        return true
      }
      var entry = pollfd(fd: wake, events: Int16(POLLIN), revents: 0)
      if poll(&entry, 1, 50) > 0 { return false }
      let now = FileStatus.of(path)
      if now == last { return true }
      last = now
    }
    return true
  }

  /// Compares the file with what the watcher knows; a notice when it changed. Without
  /// `hashing`, an unchanged size and times are taken as no change, unless the identity was
  /// handed in racy (`FileIdentity.isRacy`): the file is then hashed, and the identity read
  /// becomes the known one.
  func look(hashing: Bool) -> FileChangeNotice? {
    let (before, inDoubt) = known.withLock { ($0.identity, $0.inDoubt) }
    if !hashing, !inDoubt, let before, case .success(let status) = FileStatus.of(path),
      before.hasSameMetadata(as: status)
    {
      return nil
    }
    let after: FileIdentity?
    do {
      after = try FileIdentity.current(ofFileAt: path)
    } catch {
      return nil
    }
    let change = FileIdentity.change(from: before, to: after)
    let reported: Bool = known.withLock { current in
      // A save acknowledged meanwhile is the newer truth: look again next time.
      guard current.identity == before else { return false }
      current = (after, false)
      return change != .unchanged
    }
    return reported ? FileChangeNotice(change: change, identity: after) : nil
  }
}

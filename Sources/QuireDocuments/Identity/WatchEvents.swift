#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The inotify watch on a folder (Linux): the folder of a watched file, or a watched folder;
/// elsewhere, or when inotify cannot be had, nothing, and the watcher only looks every
/// interval.
struct WatchEvents {
  private let folder: String
  private(set) var descriptor: Int32?
  private var watch: Int32 = -1

  /// Watches the folder of the file at `path`, for events about that file.
  init(path: String, enabled: Bool) {
    self.init(folder: PathText.folder(of: path), enabled: enabled)
  }

  /// Watches `folder`, for events about any of its entries.
  init(folder: String, enabled: Bool) {
    self.folder = folder
    #if os(Linux)
      guard enabled else { return }
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return }
      self.descriptor = descriptor
      addWatch()
    #endif
  }

  /// Watches the folder again when the watch was lost (the folder was moved or removed and
  /// has come back).
  mutating func rewatchIfLost() {
    if watch < 0 { addWatch() }
  }

  private mutating func addWatch() {
    #if os(Linux)
      guard let descriptor else { return }
      let mask =
        IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE
        | IN_DELETE_SELF | IN_MOVE_SELF
      watch = inotify_add_watch(descriptor, folder, UInt32(mask))
    #endif
  }

  /// Reads every pending event; whether one named an entry `isRelevant` accepts (given its
  /// name's bytes), or was about the folder itself, or events were lost.
  mutating func drain(mentioning isRelevant: (ArraySlice<UInt8>) -> Bool) -> Bool {
    #if os(Linux)
      guard let descriptor else { return false }
      var mentions = false
      var buffer = [UInt8](repeating: 0, count: 64 << 10)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        var offset = 0
        while offset + 16 <= count {
          let (mask, length) = buffer.withUnsafeBytes { raw in
            (
              raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
              Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            )
          }
          let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
          let folderEvent = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED | IN_Q_OVERFLOW)
          if mask & folderEvent != 0 || isRelevant(nameBytes) { mentions = true }
          if mask & UInt32(IN_IGNORED) != 0 { watch = -1 }
          offset += 16 + length
        }
      }
      return mentions
    #else
      return false
    #endif
  }

  /// Waits up to `milliseconds` for more events; whether some came.
  func waitForMore(milliseconds: Int32) -> Bool {
    guard let descriptor else { return false }
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, milliseconds) > 0
  }

  func close() {
    if let descriptor { _ = FileDescriptor.closeFile(descriptor) }
  }
}

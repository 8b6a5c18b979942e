import QuireText
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A listing of one folder's entries, read in batches so that a folder of a hundred thousand
/// files shows its first entries at once: each batch is handed on as soon as it is read,
/// the first after `firstBatch` entries. Entries `.` and `..` are
/// left out; nothing is sorted.
///
/// It blocks its thread while it reads: run it off the input path (a file picker runs it in
/// a task, on a thread of its own). `stop()` from any thread ends it after the batch being
/// read.
public final class FolderReading: Sendable {
  /// The folder read.
  public let path: String
  /// The first batch's size; each next one is twice the last, up to `largestBatch`.
  public let firstBatch: Int
  /// The largest batch.
  public let largestBatch: Int
  private let stopped = Atomic(false)

  public init(path: String, firstBatch: Int = 128, largestBatch: Int = 8192) {
    self.path = path
    self.firstBatch = max(1, firstBatch)
    self.largestBatch = max(self.firstBatch, largestBatch)
  }

  /// Asks the reading to end after the batch it is reading.
  public func stop() {
    stopped.store(true, ordering: .relaxed)
  }

  /// Whether `stop()` was called.
  public var isStopped: Bool { stopped.load(ordering: .relaxed) }

  /// Reads the folder, handing each batch to `batch` as it is read, the last (perhaps empty)
  /// when the folder ends. Fails before any batch when the folder cannot be opened; a failure
  /// while reading ends it after the batches already handed on. One
  /// `readdir` per entry; a `stat` only for an entry whose kind the folder does not say, and
  /// for each link (what it leads to), with its `readlink`.
  public func read(_ batch: ([FileEntry]) -> Void) -> Result<Void, FolderError> {
    guard let folder = opendir(FolderPath.system(path)) else {
      return .failure(.cannotList(path: path, reason: .current))
    }
    defer { closedir(folder) }
    let descriptor = dirfd(folder)
    var size = firstBatch
    var entries: [FileEntry] = []
    entries.reserveCapacity(size)
    while !isStopped {
      errno = 0
      guard let raw = readdir(folder) else {
        let reason = errno
        batch(entries)
        return reason == 0
          ? .success(()) : .failure(.cannotList(path: path, reason: SystemErrorNumber(reason)))
      }
      let name = withUnsafeBytes(of: raw.pointee.d_name) { bytes in Array(bytes.prefix { $0 != 0 }) }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      entries.append(Self.entry(named: name, type: raw.pointee.d_type, in: descriptor))
      if entries.count >= size {
        batch(entries)
        entries = []
        size = min(largestBatch, size * 2)
        entries.reserveCapacity(size)
      }
    }
    return .success(())
  }

  /// The entry called `name` in the open folder `descriptor`, its kind from the folder's
  /// `type` when it says one.
  static func entry(named name: [UInt8], type: UInt8, in descriptor: Int32) -> FileEntry {
    let text = String(preservingBytes: name)
    let path = (name + [0]).map { CChar(bitPattern: $0) }
    switch type {
    case directoryType: return FileEntry(name: text, kind: .folder)
    case regularType: return FileEntry(name: text, kind: .file)
    case linkType: return FileEntry(name: text, kind: link(path, in: descriptor))
    default: break
    }
    var status = stat()
    guard fstatat(descriptor, path, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
      return FileEntry(name: text, kind: .other(.unknown))
    }
    switch FileKind(mode: UInt32(status.st_mode)) {
    case .folder: return FileEntry(name: text, kind: .folder)
    case .regular: return FileEntry(name: text, kind: .file)
    case .symbolicLink: return FileEntry(name: text, kind: link(path, in: descriptor))
    case let kind: return FileEntry(name: text, kind: .other(kind))
    }
  }

  /// The link `path` in the folder `descriptor`: the text it holds, and the kind of what it
  /// leads to (`nil` when nothing: broken, or a loop).
  static func link(_ path: [CChar], in descriptor: Int32) -> FileEntry.Kind {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlinkat(descriptor, path, &buffer, buffer.count - 1)
    let target = String(preservingBytes: buffer[0..<max(0, length)].map { UInt8(bitPattern: $0) })
    var status = stat()
    guard fstatat(descriptor, path, &status, 0) == 0 else { return .link(target: target, leadsTo: nil) }
    return .link(target: target, leadsTo: FileKind(mode: UInt32(status.st_mode)))
  }

  /// The kinds `readdir` names (`DT_DIR`, `DT_REG`, `DT_LNK`), the same on Linux and macOS.
  static let directoryType: UInt8 = 4
  static let regularType: UInt8 = 8
  static let linkType: UInt8 = 10
}

import QuireText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a file picker's preview pane shows of the entry under its cursor: the first lines of
/// a text file, the first entries of a folder, or a word saying why nothing is shown. Read by
/// `read(_:)`, which never blocks on what is not a regular file or a folder and reads at
/// most `byteLimit` bytes.
public enum FilePreview: Hashable, Sendable {
  /// The first lines of a text file, without their line breaks; each may carry bytes that
  /// are not UTF-8 (`PreservedBytes`), which a screen shows as U+FFFD.
  case text([String])
  /// An empty file.
  case empty
  /// A file holding binary data (a NUL byte in what was read), not shown.
  case binary
  /// A folder's first entries in listing order (`FileEntry.listOrder`), hidden ones left out
  /// unless asked for; `more` when the folder holds others.
  case folder([FileEntry], more: Bool)
  /// Neither a regular file nor a folder (a pipe, a socket, a device, a broken link): not
  /// opened.
  case special(FileKind?)
  /// It could not be read, and why.
  case unreadable(SystemErrorNumber)

  /// The most bytes read of a file.
  public static let byteLimit = 16 * 1024
  /// The most lines kept of a file.
  public static let lineLimit = 200
  /// The most entries kept of a folder.
  public static let entryLimit = 100

  /// The preview of the file or folder at `path` (links followed), with `hidden` entries of
  /// a folder included when asked. Reads at most `byteLimit` bytes of a file, and at most
  /// 4 × `entryLimit` entries of a folder.
  public static func read(_ path: String, hidden: Bool = false) -> FilePreview {
    let system = FolderPath.system(path)
    switch FileStatus.of(system) {
    case .success(let status) where status.kind == .folder:
      return folder(path, hidden: hidden)
    case .success(let status) where status.kind == .regular:
      return file(system)
    case .success(let status):
      return .special(status.kind)
    case .failure(SystemErrorNumber(ENOENT)):
      return .special(nil)
    case .failure(let reason):
      return .unreadable(reason)
    }
  }

  /// The first lines of the regular file `path`, or why not. Opened without blocking, in
  /// case it is replaced by a pipe meanwhile.
  static func file(_ path: [CChar]) -> FilePreview {
    let descriptor: Int32
    switch FileDescriptor.openFile(path, O_RDONLY | O_NONBLOCK) {
    case .success(let opened): descriptor = opened
    case .failure(let reason): return .unreadable(reason)
    }
    defer { _ = FileDescriptor.closeFile(descriptor) }
    var buffer = [UInt8](repeating: 0, count: byteLimit)
    let read = buffer.withUnsafeMutableBytes { FileDescriptor.readFully(descriptor, into: $0) }
    switch read {
    case .failure(let reason): return .unreadable(reason)
    case .success(let count): return text(buffer[0..<count])
    }
  }

  /// `bytes`, the start of a file, as a preview: binary when it holds a NUL, else its first
  /// lines (LF, CR LF or CR ends a line). A last line cut by the byte limit is kept as read.
  static func text(_ bytes: ArraySlice<UInt8>) -> FilePreview {
    if bytes.isEmpty { return .empty }
    if bytes.contains(0) { return .binary }
    var lines: [String] = []
    var start = bytes.startIndex
    var index = start
    while index < bytes.endIndex, lines.count < lineLimit {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D {
        lines.append(String(preservingBytes: bytes[start..<index]))
        if byte == 0x0D, index + 1 < bytes.endIndex, bytes[index + 1] == 0x0A { index += 1 }
        start = index + 1
      }
      index += 1
    }
    if start < bytes.endIndex, lines.count < lineLimit {
      lines.append(String(preservingBytes: bytes[start..<bytes.endIndex]))
    }
    return .text(lines)
  }

  /// The first entries of the folder `path`, or why not.
  static func folder(_ path: String, hidden: Bool) -> FilePreview {
    let reading = FolderReading(path: path, firstBatch: entryLimit * 4)
    var entries: [FileEntry] = []
    var more = false
    let outcome = reading.read { batch in
      entries += hidden ? batch : batch.filter { !$0.isHidden }
      reading.stop()
      more = batch.count >= reading.firstBatch
    }
    if case .failure(.cannotList(_, let reason)) = outcome, entries.isEmpty { return .unreadable(reason) }
    entries.sort(by: FileEntry.listOrder)
    if entries.count > entryLimit {
      entries.removeLast(entries.count - entryLimit)
      more = true
    }
    return .folder(entries, more: more)
  }
}

import QuireText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saving a document so that a failure at any step, or a crash, never loses the file.
///
/// The usual way: follow symbolic links to the target; remove temporary files an earlier,
/// killed save left; write a temporary file beside the target (`O_CREAT | O_EXCL |
/// O_NOFOLLOW`, mode 0600 until done, a name with the process ID and random digits); give it
/// the target's owner and group, then its mode and extended attributes (ACLs included);
/// `fsync` it, `close` it, `rename` it over the target and `fsync` the folder. A file with
/// several hard links, one whose owner cannot be given to a new file, or one whose folder
/// cannot be written is instead written in place after a backup copy, which is kept when
/// anything fails. Any failing step (`fsync` and `close` included) fails the save with a
/// message naming the step and its reason; before the rename the original is untouched and
/// the temporary file is removed.
public enum SafeSave {
  /// Saves `text` as the bytes `format` gives it (BOM, and the text's bytes as they are) to
  /// `path`, creating the file when it does not exist (mode 0666 less the umask).
  public static func save(
    _ text: TextStorage, format: TextFormat, to path: String, options: SaveOptions = SaveOptions()
  ) throws(DocumentError) -> SaveResult {
    let byteCount = text.byteCount + (format.hasByteOrderMark ? TextFormat.byteOrderMark.count : 0)
    return try save(to: path, byteCount: byteCount, options: options) { sink in
      format.forEachFileChunk(of: text) { sink($0) }
    }
  }

  /// Saves `bytes` exactly to `path`.
  public static func save(
    bytes: [UInt8], to path: String, options: SaveOptions = SaveOptions()
  ) throws(DocumentError) -> SaveResult {
    try save(to: path, byteCount: bytes.count, options: options) { sink in
      bytes.withUnsafeBufferPointer { sink($0) }
    }
  }

  /// Hands each piece of the file's bytes, in order, to the sink it is given.
  typealias ChunkSource = ((UnsafeBufferPointer<UInt8>) -> Void) -> Void

  static func save(
    to path: String, byteCount: Int, options: SaveOptions, chunks: ChunkSource
  ) throws(DocumentError) -> SaveResult {
    let run = SaveRun(path: path, options: options)
    let target = try run.resolve()
    var existing: FileStatus?
    switch FileStatus.of(target) {
    case .success(let status):
      guard status.kind == .regular else { throw .notAFile(path: path, kind: status.kind) }
      existing = status
    case .failure(SystemErrorNumber(ENOENT)):
      existing = nil
    case .failure(let reason):
      throw run.failure(.checkingFile, reason)
    }
    if let existing {
      if let expected = options.expected {
        // Reading the file back, when its status cannot vouch for it, is part of checking it.
        let change = try expected.check(path: target) { () throws(DocumentError) in
          try run.perform(.checkingFile) { nil }
        }
        if change != .unchanged { throw .changedOnDisk(path: path, change: change) }
      }
      if faccessat(AT_FDCWD, target, W_OK, AT_EACCESS) != 0 {
        throw run.failure(.checkingFile, .current)
      }
      if existing.linkCount > 1 {
        return try run.writeInPlace(target, original: existing, byteCount: byteCount, chunks: chunks)
      }
    }
    try run.removeStaleTemporaryFiles(for: target)
    if let saved = try run.replace(target, original: existing, chunks: chunks) { return saved }
    guard let existing else { throw run.failure(.creatingTemporaryFile, SystemErrorNumber(EACCES)) }
    return try run.writeInPlace(target, original: existing, byteCount: byteCount, chunks: chunks)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SaveRun {
  /// Writes the file over its own bytes after a backup copy: the inode, its hard links,
  /// owner, mode and attributes stay as they are. Space for a longer text is reserved
  /// first, so a full disk fails before any byte changes. If writing fails, the original
  /// bytes are put back from the backup, and the backup is kept and named in the error.
  func writeInPlace(
    _ target: String, original: FileStatus, byteCount: Int, chunks: SafeSave.ChunkSource
  ) throws(DocumentError) -> SaveResult {
    let backup = try makeBackup(of: target)
    let start = FileTime.now()
    let descriptor: Int32
    do throws(DocumentError) {
      var opened: Int32 = -1
      try perform(.writingInPlace) {
        switch FileDescriptor.openFile(target, O_WRONLY | O_NOFOLLOW | O_NOCTTY) {
        case .success(let found):
          opened = found
          return nil
        case .failure(let reason): return reason
        }
      }
      descriptor = opened
    } catch {
      unlink(backup)
      throw error
    }
    if byteCount > original.byteCount {
      do throws(DocumentError) {
        try perform(.reservingSpace) {
          #if os(Linux)
            let result = posix_fallocate(descriptor, 0, off_t(byteCount))
            return [0, EINVAL, EOPNOTSUPP, ENOSYS].contains(result) ? nil : SystemErrorNumber(result)
          #else
            // No portable reservation here: a full disk then fails while writing, and the
            // original is put back from the backup.
            return nil
          #endif
        }
      } catch {
        // Reserving may have grown the file: cut it back to its old length.
        _ = ftruncate(descriptor, off_t(original.byteCount))
        _ = FileDescriptor.syncFile(descriptor)
        _ = FileDescriptor.closeFile(descriptor)
        unlink(backup)
        throw error
      }
    }
    var isOpen = true
    do throws(DocumentError) {
      let writer = ChunkWriter(descriptor: descriptor, startingAt: 0)
      chunks { writer.append($0) }
      try perform(.writingInPlace, backup: backup) { writer.flush() }
      try perform(.truncating, backup: backup) {
        ftruncate(descriptor, off_t(byteCount)) == 0 ? nil : .current
      }
      let flushTime = try performTimed(.flushing, backup: backup) { FileDescriptor.syncFile(descriptor) }
      let written: FileStatus
      switch FileStatus.of(descriptor: descriptor) {
      case .success(let status): written = status
      case .failure(let reason): throw failure(.flushing, reason, backup: backup)
      }
      let observedAt = FileIdentity.observation(startingAt: start, descriptor: descriptor)
      isOpen = false
      try perform(.closing, backup: backup) { FileDescriptor.closeFile(descriptor) }
      unlink(backup)
      return SaveResult(
        resolvedPath: target,
        identity: FileIdentity(written, contentHash: writer.hasher.finish(), observedAt: observedAt),
        method: .inPlace, flushTime: flushTime)
    } catch {
      if isOpen { _ = FileDescriptor.closeFile(descriptor) }
      restore(target, from: backup, byteCount: original.byteCount)
      throw error
    }
  }

  /// Copies the file's bytes to a backup beside it, or in `options.backupFolder` (created,
  /// with the folders above it, when missing) when its folder cannot be written; the
  /// backup's path.
  private func makeBackup(of target: String) throws(DocumentError) -> String {
    let folder = PathText.folder(of: target)
    let name = PathText.name(of: target)
    let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
    let backupName =
      PathText.truncated(name, toBytes: TemporaryNames.nameBytes) + ".quire-backup-\(getpid())-" + random
    var backupPath = PathText.join(folder, "." + backupName)
    if faccessat(AT_FDCWD, folder, W_OK | X_OK, AT_EACCESS) != 0 {
      guard let backupFolder = options.backupFolder else {
        throw failure(.copyingBackup, SystemErrorNumber(EACCES))
      }
      try perform(.creatingBackupFolder) { Folders.make(backupFolder) }
      backupPath = PathText.join(backupFolder, backupName)
    }
    try perform(.copyingBackup) {
      if let reason = Self.copyFile(from: target, to: backupPath) {
        unlink(backupPath)
        return reason
      }
      return nil
    }
    return backupPath
  }

  /// Puts the original bytes back from `backup` after a failed in-place write; the backup
  /// stays.
  private func restore(_ target: String, from backup: String, byteCount: Int) {
    guard case .success(let descriptor) = FileDescriptor.openFile(target, O_WRONLY | O_NOFOLLOW | O_NOCTTY)
    else {
      return
    }
    defer { _ = FileDescriptor.closeFile(descriptor) }
    guard case .success(let source) = FileDescriptor.openFile(backup, O_RDONLY) else { return }
    defer { _ = FileDescriptor.closeFile(source) }
    if Self.copyBytes(from: source, to: descriptor, usingOffsets: true) == nil {
      _ = ftruncate(descriptor, off_t(byteCount))
      _ = FileDescriptor.syncFile(descriptor)
    }
  }

  /// Copies the file at `source` to a new file at `destination` (mode 0600), flushed to disk.
  static func copyFile(from source: String, to destination: String) -> SystemErrorNumber? {
    let input: Int32
    switch FileDescriptor.openFile(source, O_RDONLY | O_NONBLOCK | O_NOCTTY) {
    case .success(let opened): input = opened
    case .failure(let reason): return reason
    }
    defer { _ = FileDescriptor.closeFile(input) }
    let output: Int32
    switch FileDescriptor.openFile(destination, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600) {
    case .success(let opened): output = opened
    case .failure(let reason): return reason
    }
    if let reason = copyBytes(from: input, to: output, usingOffsets: false) {
      _ = FileDescriptor.closeFile(output)
      return reason
    }
    if let reason = FileDescriptor.syncFile(output) {
      _ = FileDescriptor.closeFile(output)
      return reason
    }
    return FileDescriptor.closeFile(output)
  }

  /// Copies all bytes from `input` to `output`, from offset 0 of `output` when `usingOffsets`.
  static func copyBytes(from input: Int32, to output: Int32, usingOffsets: Bool) -> SystemErrorNumber? {
    let capacity = 1 << 20
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
    defer { buffer.deallocate() }
    var offset = 0
    while true {
      switch FileDescriptor.readFully(input, into: buffer) {
      case .failure(let reason):
        return reason
      case .success(0):
        return nil
      case .success(let count):
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
        let reason =
          usingOffsets
          ? FileDescriptor.writeAll(output, bytes, at: offset) : FileDescriptor.writeAll(output, bytes)
        if let reason { return reason }
        offset += count
      }
    }
  }
}

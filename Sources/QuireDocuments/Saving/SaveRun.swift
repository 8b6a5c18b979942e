#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One save in progress: its path for messages and its options.
struct SaveRun {
  let path: String
  let options: SaveOptions

  /// The error for `step` failing with `reason`.
  func failure(_ step: SaveStep, _ reason: SystemErrorNumber, backup: String? = nil) -> DocumentError {
    .cannotSave(path: path, step: step, reason: reason, backup: backup)
  }

  /// Runs `body` for `step` unless a failure is injected there; throws when either fails.
  func perform(_ step: SaveStep, backup: String? = nil, _ body: () -> SystemErrorNumber?)
    throws(DocumentError)
  {
    if let injected = options.injectedFailure?(step) {
      throw failure(step, SystemErrorNumber(injected), backup: backup)
    }
    if let reason = body() { throw failure(step, reason, backup: backup) }
  }

  /// `perform`, and how long it took (for the time spent flushing).
  func performTimed(
    _ step: SaveStep, backup: String? = nil, _ body: () -> SystemErrorNumber?
  ) throws(DocumentError) -> Duration {
    let start = ContinuousClock.now
    try perform(step, backup: backup, body)
    return ContinuousClock.now - start
  }

  /// The file to write: symbolic links followed, its folder canonical.
  func resolve() throws(DocumentError) -> String {
    do {
      return try SymbolicLinks.resolve(path)
    } catch {
      switch error {
      case .notAFolder: throw failure(.checkingFile, SystemErrorNumber(ENOTDIR))
      case .missingFolder: throw failure(.checkingFile, SystemErrorNumber(ENOENT))
      case .cannotOpen(_, let reason): throw failure(.checkingFile, reason)
      default: throw error
      }
    }
  }

  /// The identity of the file at `target` now, with the hash of what was written and the
  /// moment before writing began; from `written` when it cannot be read back as the same
  /// file.
  func identity(
    of target: String, written: FileStatus, hash: ContentHash, observedAt: FileTime?
  ) -> FileIdentity {
    if case .success(let now) = FileStatus.of(target), now.inode == written.inode,
      now.device == written.device
    {
      return FileIdentity(now, contentHash: hash, observedAt: observedAt)
    }
    return FileIdentity(written, contentHash: hash, observedAt: observedAt)
  }
}

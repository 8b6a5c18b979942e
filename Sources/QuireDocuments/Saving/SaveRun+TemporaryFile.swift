#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SaveRun {
  /// Creates the temporary file beside `target`, mode 0600 (0666 less the umask for a new
  /// file, which the caller then reads and narrows). `nil` when the folder cannot be written
  /// and the target exists, so the file can be written in place instead.
  func createTemporaryFile(for target: String, creating: Bool) throws(DocumentError) -> TemporaryFile? {
    let folder = PathText.folder(of: target)
    let name = PathText.name(of: target)
    if let injected = options.injectedFailure?(.creatingTemporaryFile) {
      if !creating, injected == EACCES { return nil }
      throw failure(.creatingTemporaryFile, SystemErrorNumber(injected))
    }
    let mode: mode_t = creating && options.newFileMode == nil ? 0o666 : 0o600
    for _ in 0..<16 {
      let path = PathText.join(folder, TemporaryNames.make(for: name))
      let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW
      switch FileDescriptor.openFile(path, flags, mode: mode) {
      case .success(let descriptor):
        return TemporaryFile(path: path, descriptor: descriptor)
      case .failure(SystemErrorNumber(EEXIST)):
        continue
      case .failure(let reason) where !creating && (reason.value == EACCES || reason.value == EPERM):
        return nil
      case .failure(let reason):
        throw failure(.creatingTemporaryFile, reason)
      }
    }
    throw failure(.creatingTemporaryFile, SystemErrorNumber(EEXIST))
  }

  /// Removes temporary files of `target` left by saves whose process is gone (killed during a
  /// save). Those of running processes, this one included, are left alone; a folder where
  /// nothing may be removed is left as it is (the save then goes on in place).
  func removeStaleTemporaryFiles(for target: String) throws(DocumentError) {
    let folder = PathText.folder(of: target)
    let name = PathText.name(of: target)
    guard let directory = opendir(folder) else { return }
    var stale: [String] = []
    while let entry = readdir(directory) {
      let candidate = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard let process = TemporaryNames.processID(in: candidate, for: name), process != getpid() else {
        continue
      }
      if kill(process, 0) != 0, errno == ESRCH { stale.append(candidate) }
    }
    closedir(directory)
    for candidate in stale {
      let path = PathText.join(folder, candidate)
      try perform(.removingStaleFiles) {
        if unlink(path) == 0 { return nil }
        return [ENOENT, EACCES, EPERM, EROFS].contains(errno) ? nil : .current
      }
    }
  }
}

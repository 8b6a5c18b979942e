#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SaveRun {
  /// Writes a temporary file beside `target` and renames it over; `nil` when the file must
  /// be written in place instead (its folder cannot be written, or its owner cannot be given
  /// to the new file).
  func replace(_ target: String, original: FileStatus?, chunks: SafeSave.ChunkSource) throws(DocumentError)
    -> SaveResult?
  {
    let folder = PathText.folder(of: target)
    let start = FileTime.now()
    guard let temporary = try createTemporaryFile(for: target, creating: original == nil) else { return nil }
    do throws(DocumentError) {
      let finalMode: UInt32
      if let original {
        finalMode = original.permissions
        let owned = try temporary.status(self)
        if owned.owner != original.owner || owned.group != original.group {
          guard try restoreOwner(temporary, original) else {
            temporary.discard()
            return nil
          }
        }
      } else {
        if let mode = options.newFileMode {
          finalMode = mode
        } else {
          finalMode = try temporary.status(self).permissions
        }
        try perform(.restoringMode) { fchmod(temporary.descriptor, 0o600) == 0 ? nil : .current }
      }
      let writer = ChunkWriter(descriptor: temporary.descriptor)
      chunks { writer.append($0) }
      try perform(.writingTemporaryFile) { writer.flush() }
      try perform(.restoringMode) { fchmod(temporary.descriptor, mode_t(finalMode)) == 0 ? nil : .current }
      if original != nil { try copyAttributes(from: target, to: temporary.descriptor) }
      var flushTime = try performTimed(.flushing) { FileDescriptor.syncFile(temporary.descriptor) }
      let written = try temporary.status(self)
      let observedAt = FileIdentity.observation(startingAt: start, descriptor: temporary.descriptor)
      try perform(.closing) { temporary.close() }
      try perform(.replacing) { rename(temporary.path, target) == 0 ? nil : .current }
      temporary.isReplaced = true
      flushTime += try performTimed(.flushingFolder) { Self.syncFolder(folder) }
      let identity = identity(
        of: target, written: written, hash: writer.hasher.finish(), observedAt: observedAt)
      return SaveResult(
        resolvedPath: target, identity: identity, method: original == nil ? .created : .replaced,
        flushTime: flushTime)
    } catch {
      temporary.discard()
      throw error
    }
  }

  /// Gives the temporary file the original's owner and group; `false` when that is not
  /// permitted (the file is then written in place).
  private func restoreOwner(_ temporary: TemporaryFile, _ original: FileStatus) throws(DocumentError) -> Bool
  {
    if let injected = options.injectedFailure?(.restoringOwner) {
      if injected == EPERM { return false }
      throw failure(.restoringOwner, SystemErrorNumber(injected))
    }
    if fchown(temporary.descriptor, uid_t(original.owner), gid_t(original.group)) == 0 { return true }
    if errno == EPERM || errno == EACCES { return false }
    throw failure(.restoringOwner, .current)
  }

  /// Copies the extended attributes of `target` (ACLs among them) to the new file. Those the
  /// user may not set (`trusted.*`, `security.*` without privilege) are left out.
  private func copyAttributes(from target: String, to descriptor: Int32) throws(DocumentError) {
    var attributes: [ExtendedAttributes.Attribute] = []
    try perform(.copyingAttributes) {
      switch ExtendedAttributes.read(target) {
      case .success(let found):
        attributes = found
        return nil
      case .failure(let reason):
        return reason
      }
    }
    for attribute in attributes {
      guard let reason = ExtendedAttributes.write(attribute, to: descriptor) else { continue }
      let notPermitted =
        [EPERM, EACCES].contains(reason.value) || ExtendedAttributes.isUnsupported(reason.value)
      if !notPermitted { throw failure(.copyingAttributes, reason) }
    }
  }

  /// `fsync` of a folder, so a rename in it survives a crash. File systems that cannot sync
  /// a folder (EINVAL) are taken at their word.
  static func syncFolder(_ folder: String) -> SystemErrorNumber? {
    let descriptor: Int32
    switch FileDescriptor.openFile(folder, O_RDONLY | O_DIRECTORY) {
    case .success(let opened): descriptor = opened
    case .failure(let reason): return reason
    }
    defer { _ = FileDescriptor.closeFile(descriptor) }
    if let reason = FileDescriptor.syncFile(descriptor), reason.value != EINVAL { return reason }
    return nil
  }
}

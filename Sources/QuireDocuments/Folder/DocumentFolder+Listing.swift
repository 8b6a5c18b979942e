#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DocumentFolder {
  /// Creates the folder, and the folders on the way to it, when missing: new ones get mode
  /// 0700, as the XDG specification asks of data folders. An existing folder is left as it is;
  /// a file (or anything else) at the path is `notAFolder`.
  public func create() throws(FolderError) {
    var prefix = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      prefix += "/" + part
      if mkdir(prefix, 0o700) != 0, errno != EEXIST {
        throw .cannotCreateFolder(path: path, reason: .current)
      }
    }
    switch FileStatus.of(path) {
    case .success(let status) where status.kind == .folder: return
    case .success(let status): throw .notAFolder(path: path, kind: status.kind)
    case .failure(let reason): throw .cannotCreateFolder(path: path, reason: reason)
    }
  }

  /// Throws what `list()` would when the folder cannot be listed, without reading it: for a
  /// command that says so in one line before its screen lists the folder itself.
  public func checkListable() throws(FolderError) {
    guard let folder = opendir(path) else { throw .cannotList(path: path, reason: .current) }
    closedir(folder)
  }

  /// The documents of the folder, in no particular order. One `readdir` pass and one `stat`
  /// per document: about a millisecond per thousand files on a local disk. A name of ASCII
  /// bytes (most) is judged and stated from the directory entry's own bytes, with no string
  /// made for a file that is not a document.
  public func list() throws(FolderError) -> [FolderEntry] {
    var entries: [FolderEntry] = []
    try visitDocuments { entries.append($0) }
    return entries
  }

  /// Gives each document of the folder to `body` as it is listed, in no particular order,
  /// keeping none: `list()` without the array, for a caller that only looks at each.
  func visitDocuments(_ body: (FolderEntry) -> Void) throws(FolderError) {
    guard let folder = opendir(path) else { throw .cannotList(path: path, reason: .current) }
    defer { closedir(folder) }
    let descriptor = dirfd(folder)
    let asciiExtensions = extensions.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
    while true {
      errno = 0
      guard let entry = readdir(folder) else {
        if errno != 0 { throw .cannotList(path: path, reason: .current) }
        break
      }
      let listed = withUnsafeMutablePointer(to: &entry.pointee.d_name) { tuple in
        tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { name in
          let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name))
          return self.listedEntry(
            named: bytes, systemName: name, in: descriptor, asciiExtensions: asciiExtensions)
        }
      }
      if let listed { body(listed) }
    }
  }

  /// The entry of the directory's `bytes` (`systemName`, the same NUL-terminated), a document
  /// of the folder, or `nil`.
  private func listedEntry(
    named bytes: UnsafeBufferPointer<UInt8>, systemName: UnsafePointer<CChar>, in descriptor: Int32,
    asciiExtensions: Bool
  ) -> FolderEntry? {
    let isASCII = bytes.allSatisfy { $0 < 0x80 }
    let name: String
    let decoded: Bool
    if isASCII && asciiExtensions {
      guard isDocumentName(ascii: bytes) else { return nil }
      name = String(decoding: bytes, as: UTF8.self)
      decoded = true
    } else {
      let text = String(validating: bytes, as: UTF8.self)
      name = text ?? NameBytes.shown(bytes)
      decoded = text != nil
      guard isDocumentName(name) else { return nil }
    }
    var raw = stat()
    guard fstatat(descriptor, systemName, &raw, 0) == 0 else { return nil }
    let status = FileStatus(raw)
    guard status.kind == .regular else { return nil }
    return FolderEntry(
      name: name, byteCount: status.byteCount, modificationTime: status.modificationTime,
      statusChangeTime: status.statusChangeTime, inode: status.inode,
      undecodedName: decoded ? nil : Array(bytes))
  }

  /// `isDocumentName` of a name of ASCII bytes, the folder's extensions ASCII too: the same
  /// answer (for ASCII, a character is a byte and lowercasing is ASCII's), from the bytes.
  func isDocumentName(ascii name: UnsafeBufferPointer<UInt8>) -> Bool {
    let dotByte = UInt8(ascii: ".")
    guard let first = name.first, first != dotByte, let dot = name.lastIndex(of: dotByte), dot > 0 else {
      return false
    }
    let suffix = UnsafeBufferPointer(rebasing: name[(dot + 1)...])
    func lowered(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }
    return extensions.contains { wanted in
      wanted.utf8.count == suffix.count && zip(wanted.utf8, suffix).allSatisfy { lowered($0) == lowered($1) }
    }
  }
}

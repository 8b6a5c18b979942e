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

  /// The documents of the folder, in no particular order. One `readdir` pass and one `stat`
  /// per document: about a millisecond per thousand files on a local disk.
  public func list() throws(FolderError) -> [FolderEntry] {
    guard let folder = opendir(path) else { throw .cannotList(path: path, reason: .current) }
    defer { closedir(folder) }
    let descriptor = dirfd(folder)
    var entries: [FolderEntry] = []
    while true {
      errno = 0
      guard let entry = readdir(folder) else {
        if errno != 0 { throw .cannotList(path: path, reason: .current) }
        break
      }
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      let decoded = String(validating: bytes, as: UTF8.self)
      let name = decoded ?? NameBytes.shown(bytes)
      guard isDocumentName(name) else { continue }
      var raw = stat()
      guard fstatat(descriptor, bytes.map { CChar(bitPattern: $0) } + [0], &raw, 0) == 0 else { continue }
      let status = FileStatus(raw)
      guard status.kind == .regular else { continue }
      entries.append(
        FolderEntry(
          name: name, byteCount: status.byteCount, modificationTime: status.modificationTime,
          statusChangeTime: status.statusChangeTime, inode: status.inode,
          undecodedName: decoded == nil ? bytes : nil))
    }
    return entries
  }
}
